"""A sixteenth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it, and without
reading the answer rules. It is held out: its questions are not read by the developers. An Irish
freelance German-to-English translator in his early thirties, from Cork and living in Leeds, with
a Danish fiancée, then wife, Sofie, an architect, a sister, Ciara, parents Maura and Declan in
Cork, and a ginger cat, Biscuit, chatting with ChatGPT from January to December 2024: a small
wedding near Otley, raising his translation rates, migraines, moving to Aarhus when Sofie takes a
job there (registration, a flat, taking the cat on the ferry), learning Danish, keeping his Etsy
notebook shop going from Denmark, a groom's speech, Danish tax, buying a car, a honeymoon in
Madeira, winter tyres and charging, a Christmas market and Christmas in Cork, with facts the user
updates later (the wedding date and guest count, the flat and its rent, the honeymoon destination,
the car he buys, notebook prices, how often the migraines come).
bench/answer_conversations.py asks every question ("assistant 16")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_43 = [
 ("2024-01-14", "Planning a small wedding", [
   ("user", "Happy new year to me: Sofie and I got engaged on New Year's Eve, at midnight on a bridge in Copenhagen with fireworks going off everywhere. I'm 32, Irish, from Cork originally, "
            "and I've lived in Leeds for eleven years; I work from home as a freelance German-to-English translator. Sofie is Danish and works as an architect here. "
            "We want something small in Yorkshire: Hollin Hall Barn near Otley has Saturday the 7th of September free and quoted £6,800 for the venue hire, including tables, chairs and a ceremony room. "
            "About 60 guests, total budget £18,000. My best friend Kwame Mensah has already agreed to be best man. Where do we even start?"),
   ("assistant", "Congratulations to you both! Eight months is a comfortable amount of time for a wedding of sixty. A sensible order of jobs:\n"
                 "1. Agree how the £18,000 splits up: the venue usually takes the biggest share, then food and drink, photography, clothes and rings.\n"
                 "2. Give notice of marriage at Leeds Register Office, in person, both of you. Because Sofie isn't a British or Irish citizen the notice period may be 70 days rather than 28, so do it early and bring her passport and proof of status.\n"
                 "3. Book the registrars for the ceremony at the barn and confirm the room is licensed for weddings.\n"
                 "4. Book the photographer and caterer next; good ones fill their September Saturdays first.\n"
                 "5. Send save-the-dates by March, especially to guests who'll be flying in from Denmark and Ireland.\n"
                 "6. Keep the guest list, dietary needs and addresses in one shared spreadsheet.\n"
                 "7. Consider wedding insurance in case a supplier goes bust."),
   ("user", "Sofie's parents, Birgit and Henrik, are coming over from Silkeborg, and my mum and dad and my sister Ciara from Cork. Save-the-dates go out next month. Sofie wants the spreadsheet colour-coded, obviously."),
   ("assistant", "A colour-coded spreadsheet is an architect's prerogative. Once the save-the-dates are out, the next deadline to watch is the notice of marriage.")],
  {"summary": "The user, an Irish freelance German-to-English translator in Leeds, got engaged to Sofie, a Danish architect, on New Year's Eve 2023 in Copenhagen; they plan a wedding for about 60 guests on Saturday 7 September 2024 at Hollin Hall Barn near Otley (£6,800 venue hire, £18,000 budget) with Kwame Mensah as best man; the assistant suggested a budget split, giving notice early, booking registrars, photographer and caterer, save-the-dates, a shared spreadsheet and insurance.",
   "procedures": [{"name": "Starting to plan a wedding", "steps": ["Agree the budget split", "Give notice of marriage at Leeds Register Office early", "Book the registrars",
                   "Book photographer and caterer", "Send save-the-dates by March", "Shared guest spreadsheet", "Consider wedding insurance"]}],
   "decisions": [{"decision": "Wedding at Hollin Hall Barn near Otley on 7 September 2024", "rationale": "Small wedding in Yorkshire, date free"},
                 {"decision": "Kwame Mensah is best man", "rationale": "User's best friend"}],
   "outcomes": ["Engaged on New Year's Eve in Copenhagen", "About 60 guests, budget £18,000", "Sofie's parents Birgit and Henrik live in Silkeborg", "User's parents and sister Ciara live in Cork"]}),
 ("2024-02-04", "Raising my translation rates", [
   ("user", "Work question. I've charged 9p a word for eight years, mostly German automotive and engineering manuals. My turnover last tax year was about £46,000 as a sole trader. "
            "About 40% of it comes from one agency in Stuttgart, Kessler Fachübersetzungen, and I'm nervous about losing them. I want to go to 11p a word. "
            "My accountant friend also asked if I should register for VAT voluntarily. How do I raise my rates without scaring everyone off?"),
   ("assistant", "I'm not an accountant or a business adviser, so treat this as general guidance, but a rate rise after eight years at the same price is overdue. Some steps:\n"
                 "1. Check what specialist technical translators charge, for example in the ITI and other industry rate surveys, so you know 11p is in line.\n"
                 "2. Put new clients on the new rate straight away; it's the easiest place to start.\n"
                 "3. Give existing clients written notice, about 60 days, with the date the new rate starts.\n"
                 "4. Frame it around your specialism and the quality of your technical work, not around your costs.\n"
                 "5. For a client as important as Kessler, phase it: say 10p first and 11p six months later.\n"
                 "6. On VAT: your turnover is well below the registration threshold, which goes up from £85,000 to £90,000 in April, and your business clients abroad wouldn't be charged UK VAT on your services anyway, so voluntary registration mostly adds paperwork."),
   ("user", "Right. 11p for new clients from the 1st of March, and Kessler goes to 10p from April. And no VAT registration.")],
  {"summary": "The user, a sole-trader translator earning about £46,000 a year at 9p a word, 40% from the Stuttgart agency Kessler Fachübersetzungen, wants to charge 11p; the assistant suggested checking rate surveys, new rates for new clients, 60 days' notice, framing around his specialism, phasing for Kessler, and not registering for VAT voluntarily.",
   "decisions": [{"decision": "11p a word for new clients from 1 March 2024", "rationale": "Rates unchanged for eight years"},
                 {"decision": "Kessler goes to 10p from April", "rationale": "Phased rise so as not to lose the biggest client"},
                 {"decision": "Not registering for VAT", "rationale": "Turnover well below the threshold; adds paperwork"}],
   "outcomes": ["Turnover about £46,000", "Kessler is about 40% of income"]}),
 ("2024-02-25", "Migraines", [
   ("user", "Since November I've been getting migraines about three times a month, always on the left side, with zigzag lights about half an hour before. I'm at a screen nine hours a day. "
            "My GP, Dr Farah Ahmed at Hyde Park Surgery, gave me sumatriptan, which works, but I still lose most of the day. I've got a review with her on Tuesday the 5th of March. "
            "I've noticed red wine and skipping lunch seem to set them off. What can I do in the meantime?"),
   ("assistant", "I'm an AI and can't diagnose anything, so Dr Ahmed is the right person for this, but these are commonly recommended:\n"
                 "1. Keep a headache diary: date, time, what you ate and drank, sleep and screen hours. It'll be very useful at the review.\n"
                 "2. Eat regular meals, don't skip lunch, and drink enough water through the day.\n"
                 "3. Cut back on red wine, or cut it out for a month and see what happens.\n"
                 "4. Take screen breaks: the 20-20-20 rule, lower brightness, and check your glasses prescription is up to date.\n"
                 "5. Keep regular sleep times, at weekends too.\n"
                 "6. At the review, ask about preventive medication; three migraines a month is often where doctors start to consider it.\n"
                 "7. Get urgent help for a sudden, very severe headache or one that's different from your usual ones."),
   ("user", "Diary starts today and goes to Dr Ahmed on the 5th. Sofie has declared the flat a Rioja-free zone, which is a tragedy.")],
  {"summary": "The user has had migraines with aura about three times a month since November, treated with sumatriptan by Dr Farah Ahmed at Hyde Park Surgery, with a review on 5 March 2024; red wine and skipping lunch seem to be triggers; the assistant suggested a headache diary, regular meals and water, less red wine, screen breaks, regular sleep, asking about preventive medication and when to seek urgent help.",
   "procedures": [{"name": "Managing migraines", "steps": ["Headache diary", "Regular meals and water", "Cut back on red wine", "Screen breaks and glasses check",
                   "Regular sleep times", "Ask about preventive medication", "Urgent help for a sudden severe headache"]}],
   "decisions": [{"decision": "Keep a headache diary and stop drinking red wine", "rationale": "Red wine and skipped lunches seem to trigger migraines"}],
   "outcomes": ["Migraines about three a month", "Takes sumatriptan", "GP review 5 March 2024"]}),
 ("2024-03-17", "Moving to Aarhus", [
   ("user", "Big news: Sofie has accepted a job at Vestergaard Arkitekter in Aarhus, starting Thursday the 1st of August. So we're moving to Denmark in July, and the wedding stays in Yorkshire in September. "
            "I've only got an Irish passport, so I think free movement still applies to me. My work is all online, so I can do it from anywhere. "
            "We've found a flat in Frederiksbjerg, 78 square metres, DKK 11,500 a month plus three months' deposit. What do I need to do to get registered over there?"),
   ("assistant", "Congratulations to Sofie! As an Irish citizen you're covered by EU free movement rules, so the process is fairly light. Roughly in this order:\n"
                 "1. Apply for an EU registration certificate from SIRI; in Aarhus you can do this at the International Citizen Service.\n"
                 "2. Get your CPR number, the Danish personal number, once you have an address; the same office can usually do it.\n"
                 "3. Set up MitID, the digital ID you'll need for banking, tax and nearly every public service.\n"
                 "4. Open a Danish bank account and register it as your NemKonto, where public payments go.\n"
                 "5. Choose a GP; your yellow health card comes with the CPR number.\n"
                 "6. Register your business for a CVR number and sort your tax with Skattestyrelsen.\n"
                 "7. Sign up for the free Danish lessons that the municipality offers to new residents.\n"
                 "I can't check the current processing times, so look at SIRI's website before you go."),
   ("user", "Sofie's brother Anders lives in Aarhus, so he's going to look at the flat in person on Wednesday while we watch on video.")],
  {"summary": "Sofie accepted a job at Vestergaard Arkitekter in Aarhus starting 1 August 2024, so they are moving to Denmark in July; the user has an Irish passport and can use EU free movement; they found a 78 m² flat in Frederiksbjerg at DKK 11,500 a month; the assistant listed registration steps: EU registration certificate, CPR number, MitID, bank account and NemKonto, GP and health card, CVR and tax, free Danish lessons.",
   "procedures": [{"name": "Registering in Denmark as an EU citizen", "steps": ["EU registration certificate from SIRI", "CPR number", "MitID", "Danish bank account and NemKonto",
                   "Choose a GP", "CVR number and tax", "Free Danish lessons from the municipality"]}],
   "decisions": [{"decision": "Move to Aarhus in July 2024", "rationale": "Sofie's new job starts 1 August"},
                 {"decision": "Flat in Frederiksbjerg at DKK 11,500 a month", "rationale": "Found online; Anders to view it"}],
   "outcomes": ["Sofie's brother Anders lives in Aarhus"]}),
 ("2024-04-07", "Taking Biscuit the cat to Denmark", [
   ("user", "Our cat Biscuit is coming with us, of course. She's a six-year-old ginger tabby we got from the RSPCA in Leeds, microchipped, and she had her rabies jab last year for a trip that never happened. "
            "We're driving: the DFDS ferry from Newcastle to Amsterdam on Friday the 12th of July, then about eight hours' drive up to Aarhus. "
            "She is not a relaxed traveller, and she hates dogs: she hissed at my sister Ciara's spaniel, Murphy, for an entire weekend at Christmas. What paperwork does she need?"),
   ("assistant", "Since Brexit the rules for taking a cat from Great Britain into the EU are:\n"
                 "1. A readable microchip; ask the vet to scan it to be sure.\n"
                 "2. A valid rabies vaccination given after the microchip and at least 21 days before travel. Check last year's is still in date, or get a booster.\n"
                 "3. An Animal Health Certificate from an official vet, issued no more than 10 days before you arrive in the EU.\n"
                 "4. No tapeworm treatment for cats; that's only for dogs going to a few countries, and Denmark isn't one of them.\n"
                 "5. Book a pet-friendly cabin on the ferry, as pets usually can't stay in the car.\n"
                 "6. Get her used to the carrier now, leaving it open with a blanket in it, and try a pheromone spray like Feliway.\n"
                 "As an AI I can't see DFDS's current pet policy, so confirm it with them when you book."),
   ("user", "Headingley Vets quoted £180 for the certificate and the appointment is on the 4th of July. I bought her a soft travel carrier for £45 and she's currently sleeping on top of it rather than in it.")],
  {"summary": "The user's cat Biscuit, a six-year-old ginger tabby from the RSPCA who hates dogs, is moving with them by DFDS ferry from Newcastle to Amsterdam on 12 July 2024; the assistant listed microchip, rabies vaccination, an Animal Health Certificate within 10 days, no tapeworm treatment for cats, a pet cabin and carrier training.",
   "procedures": [{"name": "Taking a cat from Great Britain to the EU", "steps": ["Readable microchip", "Valid rabies vaccination at least 21 days before travel", "Animal Health Certificate within 10 days",
                   "No tapeworm treatment for cats", "Pet-friendly ferry cabin", "Carrier training with Feliway"]}],
   "decisions": [{"decision": "Animal Health Certificate at Headingley Vets on 4 July for £180", "rationale": "Must be issued within 10 days of arriving in the EU"}],
   "outcomes": ["Bought a soft travel carrier for £45", "Biscuit hissed at Ciara's spaniel Murphy all weekend"]}),
 ("2024-04-28", "Danish pronunciation", [
   ("user", "I've started Danish with Mette, a tutor on italki who lives in Odense: Mondays and Thursdays, £22 a lesson, since Monday the 8th of April. Grammar is fine, it's a lot like German, but the pronunciation is destroying me. "
            "The soft d, the stød, and the vowels. Sofie's family make me say 'rødgrød med fløde' for entertainment. "
            "Wedding news while I'm here: Hollin Hall double-booked the 7th of September, so we've moved to Saturday the 14th; they knocked £400 off, so the venue's £6,400. And the guest list has grown to 72 because all of Sofie's cousins want to come. "
            "Also Dr Ahmed put me on propranolol at the review, to cut down the migraines. Anyway: how do I get better at Danish pronunciation?"),
   ("assistant", "Danish pronunciation is famously hard, even for people who speak German, so you're in good company. Some things that help:\n"
                 "1. Shadowing: play a short clip of Danish, a news item from DR for example, and repeat it straight after the speaker, matching the rhythm.\n"
                 "2. Record yourself and compare with the original; you'll hear differences you can't hear while speaking.\n"
                 "3. Work on the vowels first; Danish has far more vowel sounds than English, and they matter more for being understood than the stød.\n"
                 "4. Don't chase the stød early; it will come with listening.\n"
                 "5. Watch Danish TV with Danish subtitles so you link the spelling to the sound.\n"
                 "6. Find a language café once you're in Aarhus.\n"
                 "7. Agree with Sofie on a couple of Danish-only dinners a week."),
   ("user", "Sofie has accepted number seven: Danish-only dinners on Tuesdays and Fridays. She's already correcting my vowels with a smug face.")],
  {"summary": "The user has had italki Danish lessons with Mette, a tutor in Odense, on Mondays and Thursdays at £22 since 8 April 2024; the wedding moved from 7 to 14 September 2024 because the venue double-booked, the venue now costs £6,400 and there are 72 guests; Dr Ahmed started him on propranolol; the assistant suggested shadowing, recording himself, vowels first, not chasing the stød, Danish subtitles, a language café and Danish-only dinners.",
   "decisions": [{"decision": "Wedding moved to Saturday 14 September 2024", "rationale": "Hollin Hall double-booked 7 September"},
                 {"decision": "Danish-only dinners with Sofie on Tuesdays and Fridays", "rationale": "Speaking practice"}],
   "outcomes": ["Venue now £6,400 after £400 off", "Guest list 72", "Started propranolol for migraines", "Danish lessons with Mette at £22"]}),
 ("2024-05-19", "Keeping my notebook shop going from Denmark", [
   ("user", "On the side I run Wren & Quire, an Etsy shop selling hand-bound notebooks I make in our spare room: about 40 orders a month, mostly UK customers. The A5 notebook is £24 and the pocket one is £14. "
            "After the move I'll be posting from Denmark to the UK. What changes, and should I just close it?"),
   ("assistant", "It's very possible to keep it going; plenty of sellers ship internationally. Things to sort:\n"
                 "1. Customs: every parcel to the UK needs a customs declaration; for orders up to £135 Etsy collects the UK VAT at checkout, so your buyers shouldn't get surprise charges.\n"
                 "2. Postage: compare PostNord and courier rates from Denmark, which are usually higher than Royal Mail; you may need to raise prices or shipping.\n"
                 "3. Update your shipping profiles and processing times before the move.\n"
                 "4. Put the shop in holiday mode while you move rather than closing it, so you keep your reviews and ranking.\n"
                 "5. Register the business in Denmark; it can probably sit under the same CVR as your translation work.\n"
                 "6. EU customers become cheaper and easier to reach, so consider listing in Danish and German too.\n"
                 "7. Take enough paper and bookcloth to get started, and find suppliers in Denmark.\n"
                 "As an AI I can't see your Etsy settings or current postal prices, so check those directly."),
   ("user", "Holiday mode from the 1st of July to the 31st of August, then. The book press is coming in the van whether Sofie likes it or not.")],
  {"summary": "The user runs Wren & Quire, an Etsy shop selling hand-bound notebooks (about 40 orders a month, A5 £24, pocket £14); the assistant suggested customs declarations, comparing postage from Denmark, updating shipping profiles, holiday mode during the move, registering in Denmark, selling to EU customers and bringing or finding supplies.",
   "decisions": [{"decision": "Keep the shop, in holiday mode from 1 July to 31 August 2024", "rationale": "Keep reviews and ranking through the move"}],
   "outcomes": ["About 40 orders a month", "A5 notebook £24, pocket £14"]}),
 ("2024-06-16", "Writing my groom's speech", [
   ("user", "Groom's speech time. The wedding is Saturday the 14th of September and I want five minutes, tops. I need to thank Sofie's parents, Birgit and Henrik, and my mum and dad, Maura and Declan. "
            "Ciara is doing a reading, Anders is an usher and Kwame is best man, so I'll thank them too. We met at the Christmas market in Millennium Square in 2019, when I knocked a mulled wine down her coat. "
            "Also the honeymoon has changed: we'd planned two weeks in Japan in October, but Sofie can't take two weeks off in her first months at the new job, so it's a week in Madeira instead, the 16th to the 23rd of September. "
            "How should I structure the speech?"),
   ("assistant", "As an AI I've never been to a wedding, but the speeches guests remember are short, warm and specific. A structure that works:\n"
                 "1. Thank everyone for coming, especially the guests who travelled from Denmark and Ireland.\n"
                 "2. Thank both sets of parents by name, Birgit and Henrik and Maura and Declan.\n"
                 "3. Thank Kwame, Ciara and Anders for their roles.\n"
                 "4. Tell the story of how you met; the mulled wine is perfect.\n"
                 "5. Say a few sincere words about Sofie, with one concrete detail rather than general praise.\n"
                 "6. Add a line or two in Danish for her family.\n"
                 "7. Finish with a toast to your wife."),
   ("user", "Mette can help with the Danish line. The toast is going to be 'Skål', obviously.")],
  {"summary": "The user is writing a five-minute groom's speech for 14 September 2024; he met Sofie at the Millennium Square Christmas market in 2019; Ciara is doing a reading, Anders is an usher and Kwame is best man; the honeymoon changed from two weeks in Japan to a week in Madeira, 16 to 23 September, because Sofie can't take two weeks off at her new job; the assistant gave a speech structure.",
   "procedures": [{"name": "Groom's speech", "steps": ["Thank guests, especially those who travelled", "Thank both sets of parents by name", "Thank the best man, reader and usher",
                   "Story of how you met", "Sincere words about Sofie", "A line in Danish", "Toast"]}],
   "decisions": [{"decision": "Honeymoon in Madeira 16-23 September instead of Japan", "rationale": "Sofie can't take two weeks off in her first months at the new job"}],
   "outcomes": ["User's parents are Maura and Declan", "Ciara reading, Anders usher, Kwame best man"]}),
 ("2024-07-21", "Settled in Aarhus: tax as a freelancer", [
   ("user", "We made it! Ferry on the 12th, Aarhus on the 13th. Biscuit yowled through most of the Netherlands and half of Germany and is now asleep in a sunny window. "
            "One change: the Frederiksbjerg flat fell through because the landlord sold the building, so we've ended up in a three-room flat in Trøjborg, DKK 12,400 a month. "
            "I've sent off the EU registration certificate application and I've got an appointment at the International Citizen Service on Thursday the 25th for my CPR number. I bought a Feliway diffuser for Biscuit, who's still suspicious of the radiators. "
            "Now the scary bit: tax. I'm freelance with mostly UK and German clients. Where do I pay tax now?"),
   ("assistant", "Welcome to Aarhus! I'm not a tax adviser and cross-border tax is genuinely complicated, so please get professional advice, but in general:\n"
                 "1. Once you live in Denmark you'll normally be Danish tax resident, taxed on your worldwide income from your arrival.\n"
                 "2. Tell HMRC you've left; your 2024-25 UK return can usually use split-year treatment.\n"
                 "3. The UK-Denmark double taxation treaty stops the same income being taxed twice.\n"
                 "4. Register your sole trader business (an enkeltmandsvirksomhed) for a CVR number.\n"
                 "5. Danish VAT, moms, applies once turnover passes DKK 50,000 a year, so you'll very likely need to register; services to business clients abroad are usually reverse-charged.\n"
                 "6. Get a Danish accountant, a revisor, at least for the first year.\n"
                 "7. Keep your records in both pounds and kroner from day one."),
   ("user", "Anders swears by his accountant, Bjerre Revision, so I've emailed them.")],
  {"summary": "The user and Sofie moved to Aarhus (ferry 12 July, arrived 13 July 2024); the Frederiksbjerg flat fell through, so they rent a three-room flat in Trøjborg at DKK 12,400 a month; he has applied for an EU registration certificate and has a CPR appointment at the International Citizen Service on 25 July; the assistant explained Danish tax residence, telling HMRC, the double taxation treaty, a CVR number, moms registration, a revisor and dual-currency records.",
   "procedures": [{"name": "Tax as a freelancer moving to Denmark", "steps": ["Danish tax resident on worldwide income", "Tell HMRC, split-year treatment", "UK-Denmark double taxation treaty",
                   "Register for a CVR number", "Register for moms above DKK 50,000", "Hire a revisor", "Records in pounds and kroner"]}],
   "decisions": [{"decision": "Flat in Trøjborg at DKK 12,400 a month", "rationale": "Frederiksbjerg landlord sold the building"},
                 {"decision": "Use Bjerre Revision as accountant", "rationale": "Recommended by Anders"}],
   "outcomes": ["Arrived in Aarhus 13 July 2024", "EU registration certificate applied for", "Bought a Feliway diffuser for Biscuit"]}),
 ("2024-08-18", "Buying a car in Denmark", [
   ("user", "Got my CPR number at the ICS on the 25th of July, and MitID the same week. Sofie started at Vestergaard on the 1st and loves it. "
            "Next: a car. Buses are fine for Sofie's commute but I want to get to her parents in Silkeborg and carry notebook stock about. Budget about DKK 180,000. "
            "I'm looking at a 2021 VW ID.3 with 58,000 km for DKK 169,000 and a 2019 Skoda Octavia estate, petrol, for DKK 159,000. Car prices here are insane. What should I watch out for?"),
   ("assistant", "Danish car prices are high mainly because of registration tax, which is why used cars hold their value. Points to weigh:\n"
                 "1. Electric cars currently pay much less registration tax and are cheaper to run, which is why so many Danes are switching.\n"
                 "2. For an EV, ask for a battery health report showing its state of health.\n"
                 "3. Check the car's inspection history, the syn, in the Motor Register.\n"
                 "4. Check the car register of charges, Bilbogen, so you don't buy a car with a loan still registered on it.\n"
                 "5. Work out where you'd charge: without a driveway, look at chargers near the flat or ask your housing association.\n"
                 "6. Compare the annual green owner tax, which is lower for EVs.\n"
                 "7. Get insurance quotes before you buy; they vary a lot for newcomers without a Danish claims history.\n"
                 "As an AI I can't see current listings, so check similar cars on the big Danish car sites to see if the prices are fair."),
   ("user", "ID.3 test drive on Saturday. The estate would be handy for notebook boxes, but I'd rather go electric.")],
  {"summary": "The user got his CPR number on 25 July 2024 and MitID; Sofie started at Vestergaard on 1 August; he is looking for a car on a DKK 180,000 budget, comparing a 2021 VW ID.3 (DKK 169,000) and a 2019 Skoda Octavia estate (DKK 159,000); the assistant explained registration tax and suggested a battery report, inspection history, Bilbogen, charging, green owner tax and insurance quotes.",
   "decisions": [{"decision": "Test-drive the VW ID.3", "rationale": "Would rather go electric"}],
   "outcomes": ["CPR number 25 July 2024", "Has MitID", "Car budget DKK 180,000"]}),
 ("2024-09-08", "Honeymoon in Madeira", [
   ("user", "Six days till the wedding and I am fine. Totally fine. Honeymoon is booked: flying from Manchester to Funchal on Monday the 16th, back to Copenhagen on the 23rd, a hotel in Funchal. "
            "Sofie loves hiking, I'm scared of heights. Good news: since the propranolol I'm down to about one migraine a month. The ID.3 drove fine but the boot is tiny, so the car's on hold until we're back. "
            "What should we do in Madeira?"),
   ("assistant", "Congratulations in advance! Madeira is great for a mix of walking and lazy days. Some ideas:\n"
                 "1. Sunrise at Pico do Arieiro; the path on to Pico Ruivo is spectacular but narrow and exposed in places, so decide on the day.\n"
                 "2. Levada walks, which follow old irrigation channels and are mostly flat: 25 Fontes or Caldeirão Verde.\n"
                 "3. The cable car up to Monte and the wicker toboggan ride back down.\n"
                 "4. The natural lava swimming pools at Porto Moniz.\n"
                 "5. A whale and dolphin watching trip from Funchal.\n"
                 "6. The Mercado dos Lavradores in Funchal for fruit and flowers.\n"
                 "7. The glass skywalk at Cabo Girão, though perhaps not for you."),
   ("user", "Sofie wants Pico Ruivo. I'll do the Arieiro sunrise and see how brave I feel. Cabo Girão is a firm no.")],
  {"summary": "The user's honeymoon is Manchester to Funchal on 16 September 2024, back to Copenhagen on 23 September; his migraines are down to about one a month on propranolol; the ID.3's boot is too small, so the car is on hold; the assistant suggested Pico do Arieiro and Pico Ruivo, levada walks, the Monte cable car and toboggan, Porto Moniz pools, whale watching, the market and Cabo Girão.",
   "decisions": [{"decision": "Do the Pico do Arieiro sunrise, skip Cabo Girão", "rationale": "User is scared of heights"},
                 {"decision": "Car purchase on hold until after the honeymoon", "rationale": "ID.3 boot is small"}],
   "outcomes": ["Migraines down to about one a month on propranolol"]}),
 ("2024-10-06", "New car: charging and winter tyres", [
   ("user", "We're married! The 14th was perfect, Kwame's speech was extremely rude and my Danish line got a cheer from Sofie's side. "
            "Madeira was lovely: the Pico do Arieiro sunrise, the 25 Fontes levada, the Monte toboggan and the pools at Porto Moniz. The whale-watching boat was cancelled twice because of rough seas, so no whales. "
            "And I've bought a car, on Saturday the 28th: not the ID.3 but a 2022 Kia Niro EV for DKK 182,000, because the boot is much bigger, the notebook boxes and Biscuit's carrier both fit, and the range is longer. "
            "Two questions: we have no private parking and the housing association is only putting charging boxes in the courtyard next spring, and do I need winter tyres?"),
   ("assistant", "Congratulations on the wedding and the car! As an AI I don't experience Danish winters myself, but here's the usual advice:\n"
                 "1. Until the courtyard chargers arrive, use public chargers; a subscription with one of the big networks is usually cheaper than paying per charge.\n"
                 "2. Ask the housing association for a firm date for the charging boxes and whether residents get a discount.\n"
                 "3. Winter tyres aren't legally required in Denmark, but they're strongly recommended; most people fit them from October when temperatures drop below about 7°C.\n"
                 "4. Store your summer tyres at the tyre shop's tyre hotel rather than in the flat.\n"
                 "5. Precondition the cabin and battery while it's plugged in, to save range on cold mornings.\n"
                 "6. Expect 20 to 30 percent less range in the depths of winter."),
   ("user", "Clever subscription it is. Winter tyres are booked for the 24th of October at a place in Viby.")],
  {"summary": "The user married Sofie on 14 September 2024; in Madeira they did the Pico do Arieiro sunrise, the 25 Fontes levada, the Monte toboggan and Porto Moniz, but whale watching was cancelled twice; on 28 September he bought a 2022 Kia Niro EV for DKK 182,000 instead of the ID.3 because of the bigger boot and longer range; the assistant advised on public charging, winter tyres, a tyre hotel, preconditioning and winter range.",
   "decisions": [{"decision": "Bought a 2022 Kia Niro EV for DKK 182,000", "rationale": "Bigger boot than the ID.3 and longer range"},
                 {"decision": "Clever charging subscription; winter tyres on 24 October in Viby", "rationale": "No private parking; winter"}],
   "outcomes": ["Married 14 September 2024", "No whales seen: boat cancelled twice", "Danish line in the speech got a cheer"]}),
 ("2024-11-10", "Getting notebook sales back up", [
   ("user", "Wren & Quire reopened on the 2nd of September, but sales are down: 22 orders in October against about 40 a month before. Postage from Denmark to the UK is brutal, so I've put the A5 up to £28 and the pocket one to £16. "
            "Admin is done at least: Bjerre Revision registered my CVR number and registered me for moms. I've stopped the italki lessons and started the free Danish classes at Lærdansk. "
            "Biscuit has a new heated cat bed and refuses to leave it. How do I get sales back?"),
   ("assistant", "A drop after a move and a price rise is normal, and the Christmas season is the best time to recover. Some ideas:\n"
                 "1. Target EU customers, for whom you're now the cheaper, faster option; list in Danish and German.\n"
                 "2. Make Christmas gift bundles, such as an A5 and a pocket notebook together.\n"
                 "3. Offer free shipping over a threshold and build the postage into the prices.\n"
                 "4. Refresh your photos with Danish light and your new workspace.\n"
                 "5. Try a small Etsy Ads budget during November and December.\n"
                 "6. Post short videos of the binding process on Instagram.\n"
                 "7. Book a stall at a local Christmas market in Aarhus to meet Danish customers."),
   ("user", "Number seven is already done: I've got a stall at a Christmas market in Aarhus on the 7th and 8th of December.")],
  {"summary": "Wren & Quire reopened on 2 September 2024 but orders fell to 22 in October; the user raised the A5 notebook to £28 and the pocket one to £16; Bjerre Revision registered his CVR number and moms; he switched from italki to free Danish classes at Lærdansk; the assistant suggested EU customers, gift bundles, free shipping thresholds, new photos, Etsy Ads, Instagram videos and a Christmas market stall.",
   "decisions": [{"decision": "A5 notebook £28, pocket £16", "rationale": "Postage from Denmark to the UK is expensive"},
                 {"decision": "Christmas market stall in Aarhus on 7-8 December", "rationale": "Meet Danish customers"}],
   "outcomes": ["22 orders in October", "CVR number and moms registration done", "Stopped italki lessons, started Lærdansk", "Bought Biscuit a heated cat bed"]}),
 ("2024-12-15", "Christmas presents for my parents", [
   ("user", "The Christmas market was a hit: 31 notebooks in two days. Now we're off to Cork: flying Billund to Dublin on Saturday the 21st, then the train down, back on the 28th. "
            "It's Sofie's first Irish Christmas and my mum has been planning it since August. Our downstairs neighbour Jens is feeding Biscuit. "
            "Presents for my parents: Mum, Maura, lives for her garden; Dad, Declan, follows Cork hurling religiously; and they say they need nothing. Ideas?"),
   ("assistant", "Some ideas for parents who need nothing:\n"
                 "1. A framed photo from the wedding, perhaps with both families together.\n"
                 "2. A piece of Danish design to remind them of Sofie's side, like a wooden figure or a good candle holder.\n"
                 "3. Tickets to a Cork hurling match next season for you and your dad.\n"
                 "4. A hamper of Danish Christmas food: rye bread, æbleskiver mix, cheese and aquavit.\n"
                 "5. Flights to come and visit you in Aarhus in the spring.\n"
                 "6. One of your own hand-bound notebooks, made into a garden journal for your mum."),
   ("user", "Number six for Mum, with a pressed-flower cover, and the main present for both of them is flights to Aarhus in May.")],
  {"summary": "The user sold 31 notebooks at the Aarhus Christmas market; he and Sofie fly Billund to Dublin on 21 December 2024 for Christmas in Cork, back on 28 December, with neighbour Jens feeding Biscuit; the assistant suggested gifts for his parents Maura and Declan; he chose a hand-bound garden journal for his mum and flights to Aarhus in May for both.",
   "decisions": [{"decision": "Garden journal notebook for Mum and flights to Aarhus in May for both parents", "rationale": "Parents say they need nothing"}],
   "outcomes": ["Sold 31 notebooks at the Christmas market", "Christmas in Cork 21-28 December", "Neighbour Jens feeds Biscuit"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_43 = [
 # single-hop facts
 ("What's my wife's name?", "Sofie"),
 ("What's my sister called?", "Ciara"),
 ("Who was my best man?", "Kwame Mensah"),
 ("What's my cat called?", "Biscuit"),
 ("What's my Etsy shop called?", "Wren & Quire"),
 ("Which accountant did I go with in Denmark?", "Bjerre Revision"),
 ("What was the third step you gave me for registering in Denmark?", "set up MitID"),
 ("What was the fifth thing you suggested for my migraines?", "keep regular sleep times"),
 ("What was the fourth thing you suggested for my groom's speech?", "tell the story of how we met"),
 ("What was the second thing you recommended doing in Madeira?", "levada walks such as 25 Fontes or Caldeirão Verde"),
 ("How much did I pay for the car?", "DKK 182,000"),
 # temporal
 ("When did Sofie and I get engaged?", "31 December 2023"),
 ("When was my migraine review with Dr Ahmed?", "5 March 2024"),
 ("When did I start Danish lessons with Mette?", "8 April 2024"),
 ("When did we take the ferry to Amsterdam?", "12 July 2024"),
 ("When did I get my CPR number?", "25 July 2024"),
 ("When did Sofie start at Vestergaard Arkitekter?", "1 August 2024"),
 ("When did I buy the car?", "28 September 2024"),
 ("When did we fly to Ireland for Christmas?", "21 December 2024"),
 # lists over several chats
 ("What have I bought for Biscuit?", "soft travel carrier, Feliway diffuser, heated cat bed"),
 ("Which cars did I consider, including the one I bought?", "VW ID.3, Skoda Octavia estate, Kia Niro EV"),
 ("What did we do in Madeira?", "Pico do Arieiro sunrise, 25 Fontes levada, Monte toboggan, Porto Moniz pools"),
 ("What have I registered for in Denmark?", "EU registration certificate, CPR number, MitID, CVR number, moms"),
 ("Who had a role in our wedding besides us?", "Kwame best man, Ciara a reading, Anders usher"),
 # latest value of something that changed
 ("When was our wedding?", "14 September 2024"),
 ("How many guests were we having at the wedding?", "72"),
 ("How much is our rent in Aarhus?", "DKK 12,400 a month"),
 ("Which car did I buy?", "2022 Kia Niro EV"),
 ("How much is my A5 notebook now?", "£28"),
 # yes/no
 ("Did we see any whales in Madeira?", "No"),
 ("Did I register for VAT in the UK?", "No"),
 ("Did Biscuit need a tapeworm treatment to go to Denmark?", "No"),
 ("Did my Danish line in the speech go down well?", "Yes"),
 # why
 ("Why did we swap Japan for Madeira for the honeymoon?", "Sofie couldn't take two weeks off at her new job"),
 ("Why did I buy the Kia instead of the ID.3?", "bigger boot and longer range"),
 ("Why did the wedding date move?", "Hollin Hall double-booked 7 September"),
 # inference / would-questions
 ("Would a bottle of red wine be a good present for me?", "Likely no"),
 ("Would Biscuit be happy if we got a dog?", "Likely no"),
 # not in the archive
 ("What's my blood type?", "Not mentioned in my chats"),
 ("How much did our wedding cake cost?", "Not mentioned in my chats"),
]


def assistant_chats_16_at(folder):
    """The archive of CHATS_43 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a16c", CHATS_43, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_16(tmp_path_factory):
    return assistant_chats_16_at(tmp_path_factory.mktemp("assistant16"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_43, "assistant 16")


def test_the_archive_finds_the_notebook_shop(assistant_chats_16):
    assert assistant_chats_16.search("Wren & Quire").results
