"""A written conversation (a support astronomer at the Cerro Tololo observatory near La Serena
who adopts a stray dog, runs a 42 km trail race in the Elqui valley, moves in with his
girlfriend, a marine biologist who studies penguins, buys a pickup, becomes godfather to his
sister's baby, moves to the Vera C. Rubin Observatory on Cerro Pachón and gets engaged, with a
mother in Vicuña and a brother who runs a surf school, and a community nurse in Glasgow who
splits from her partner, replaces her dead car, loses one flat and buys another, meets a
paramedic who later moves in, studies for the district nursing qualification, is maid of
honour at her sister's wedding in Oban, visits Chile, and is promoted to deputy team leader,
over fifteen months, with condensed notes). The conversation, its 50 questions and their gold
answers were all written blind, before any run of `kbsearch answer` on them and without
reading the answer rules. It is not held out: Its questions are read by the developers after
its blind run. Its name for the bench is "dune"; the test here only checks that the archive
builds and searches."""

import pytest

from test_answer_conversation import noted_sessions

SESSIONS_57 = [
 ("2024-01-20",[("Eilidh","Rodrigo! Happy New Year, three weeks late. Are you still alive up that mountain?"),
   ("Rodrigo","Eilidh! Alive and sunburnt. It's 28 degrees in La Serena and I just came down from ten nights on the Blanco telescope at Tololo. How is Glasgow?"),
   ("Eilidh","Baltic. Minus four on Thursday morning and I was scraping ice off the Panda with a loyalty card. And they're saying a storm tomorrow, "
    "Storm Isha. Just what I need on a weekend on call."),
   ("Rodrigo","Storms have names in Scotland? Here we just call it winter. What's the news?"),
   ("Eilidh","You first. Your last message said 'big news, tell you later' and then nothing for a fortnight."),
   ("Rodrigo","Okay. I have a dog. Two weeks ago today I stopped for petrol in Vicuña on the way down from the mountain and there was this black dog "
    "sitting by the pump, looking at me like I owed him money. One white ear. Nobody's dog."),
   ("Eilidh","And you took him home. Of course you did."),
   ("Rodrigo","I gave him half my empanada and he got into the car. What could I do. His name is Cometa. The vet thinks he's about two, "
    "some kind of mix — 'a bit of everything', she said."),
   ("Eilidh","Cometa! An astronomer's dog, that's perfect. Biscuit says hello. He's lying upside down on the couch with his legs in the air like a dead fly, as usual."),
   ("Rodrigo","The greyhound who is afraid of pigeons."),
   ("Eilidh","Still terrified of pigeons. Two years since I got him from the Greyhound Trust and he has never once run faster than a trot, "
    "except away from a pigeon. He raced at Shawfield when he was young, apparently. You'd never know."),
   ("Rodrigo","Javiera says Cometa is my child now. She's not wrong. He sleeps on my feet."),
   ("Eilidh","How is Javiera? Still counting penguins?"),
   ("Rodrigo","Still counting penguins. She's a marine biologist at the Universidad Católica del Norte in Coquimbo — Humboldt penguins at Punta de Choros. "
    "She's out on Isla Damas with her students this week, so it's me and Cometa."),
   ("Eilidh","Stuart says hello. Actually he doesn't, he's asleep, he was fitting a kitchen in Milngavie all day. But he would."),
   ("Rodrigo","How is the joiner? Still building you shelves?"),
   ("Eilidh","He builds everybody shelves except me. Our flat in Govanhill has had the same broken wardrobe door for a year. "
    "£850 a month for a flat where the wardrobe attacks you."),
   ("Rodrigo","Ha. And work? Still driving all over the south of Glasgow?"),
   ("Eilidh","Five years in the Gorbals district nursing team now. Yesterday I had eleven visits — leg ulcers, a palliative lady in Oatlands, insulin, two catheters. "
    "The Panda didn't start on Tuesday so I did my first three on the bus with my bag. Glamour."),
   ("Rodrigo","Your Panda is older than some of my students."),
   ("Eilidh","Wee Bertha is a 2009 Fiat Panda and she has feelings. Anyway, big family news — Kirsty's getting married! Saturday the 14th of September, in Oban. I'm maid of honour."),
   ("Rodrigo","Your little sister! The teacher?"),
   ("Eilidh","Primary teacher in Paisley, marrying Craig, who is lovely and boring and perfect for her. And Dad's finally on the list for his new hip. "
    "He's been limping for two years and pretending it's nothing. Retired welder from the Govan yards, he thinks pain is a personality trait."),
   ("Rodrigo","My mum is the same. Gloria would walk to the hospital on a broken leg to avoid a fuss. Retired schoolteacher, lives in Vicuña, "
    "fighting with her neighbour about his avocado tree. And Francisca, my sister the dentist in Santiago, is pregnant — due in May. I'm going to be an uncle!"),
   ("Eilidh","Uncle Rodrigo! That's brilliant. Tell the dentist congratulations from me."),
   ("Rodrigo","I will. What else — I've signed up for a race. The Vertical Elqui, 42 kilometres up and down the valley in April. My legs are already crying."),
   ("Eilidh","You and your running. I did my own mad thing — the New Year's Day dip at Milarrochy Bay on Loch Lomond with the Milarrochy Dippers. "
    "The water was five degrees. I screamed."),
   ("Rodrigo","Five degrees! I won't go in the Pacific here and it's fourteen. Cold water is a crime against the human body."),
   ("Eilidh","It's good for you. Allegedly. Right, Biscuit needs his walk before the storm comes. Go and sleep, you look like a ghost."),
   ("Rodrigo","I sleep in the day like a vampire. Hasta pronto, Eilidh.")],
  ["Rodrigo, a support astronomer at the Cerro Tololo observatory near La Serena who observes on the Blanco telescope, adopted Cometa, "
   "a stray black dog with one white ear, at a petrol station in Vicuña on 6 January 2024",
   "Eilidh is a community nurse in the Gorbals district nursing team in Glasgow; she has a retired racing greyhound called Biscuit "
   "and lives with her partner Stuart, a joiner, in a rented flat in Govanhill",
   "Eilidh's sister Kirsty, a primary teacher in Paisley, is to marry Craig on 14 September 2024 in Oban, with Eilidh as maid of honour; "
   "their father, a retired welder, is on the waiting list for a hip replacement",
   "Rodrigo's partner Javiera is a marine biologist studying Humboldt penguins for the Universidad Católica del Norte; his sister Francisca, "
   "a dentist in Santiago, is due to have a baby in May 2024; his mother Gloria lives in Vicuña",
   "Rodrigo signed up for the Vertical Elqui 42 km trail race in April 2024; Eilidh swam on New Year's Day 2024 at Milarrochy Bay on Loch Lomond with the Milarrochy Dippers"]),
 ("2024-03-02",[("Rodrigo","Eilidh, I read your message three times. Are you okay?"),
   ("Eilidh","I'm okay. Honestly. More okay than I expected. It had been coming for months."),
   ("Rodrigo","Tell me if you want. Or don't."),
   ("Eilidh","Stuart and I split up. On Valentine's Day, if you can believe it. He came home with supermarket roses and then we had the conversation "
    "we'd been not having since Christmas. He wants to move to Inverness for work, I don't, and that was the end of a longer story."),
   ("Rodrigo","Valentine's Day. That's cinema."),
   ("Eilidh","Bad cinema. He's moved into his brother's in Rutherglen. We were civil. He even fixed the wardrobe door before he left, "
    "which is the most romantic thing he's done in two years."),
   ("Rodrigo","Ha. And the flat? £850 is a lot alone."),
   ("Eilidh","It's a killer on my own. I've been doing sums, and a mortgage on a wee flat would cost me less than that rent. So I'm going to look at buying. "
    "Me, a homeowner. Terrifying."),
   ("Rodrigo","You should. You're a grown woman with a greyhound. You need a castle."),
   ("Eilidh","A castle in the Southside, two bedrooms, near a park for Biscuit. That's the dream. In other news, Wee Bertha is dead."),
   ("Rodrigo","The Panda! No! What happened?"),
   ("Eilidh","The clutch went on the M74, then the garage said the gearbox was going too. £1,100 to fix, and the car's worth maybe £600. "
    "So she's gone to the scrapyard in the sky. I cried a bit, I'll be honest."),
   ("Rodrigo","RIP Bertha. So what are you driving?"),
   ("Eilidh","Last Saturday I bought a red 2017 Kia Picanto from a dealer in Paisley. £5,450, which wiped out a scary chunk of my savings. "
    "It has Bluetooth! The heater works! I feel like a millionaire."),
   ("Rodrigo","A red one. Very fast-looking."),
   ("Eilidh","It does nought to sixty eventually. Right, your turn. Give me good news."),
   ("Rodrigo","Good news: my proposal for the SOAR telescope got accepted. Three nights in June, to follow up the supernovae we find with DECam. "
    "First time I'm the principal investigator on a SOAR run."),
   ("Eilidh","I understood half of that, but well done! SOAR is another telescope?"),
   ("Rodrigo","Four metres, on Cerro Pachón, the next mountain over from Tololo. You can see it from our dome. And — Javiera asked me to move in with her. "
    "Or me with her. We're looking for a house together."),
   ("Eilidh","Oh Rodrigo, look at you. Moving in! Where?"),
   ("Rodrigo","Somewhere between her lab in Coquimbo and the road to the observatory. With a garden for Cometa, because Cometa has eaten my flat."),
   ("Eilidh","What has he eaten?"),
   ("Rodrigo","My running shoes. The new ones, 120,000 pesos. Only the left one, he has principles. And a cushion, and half of a star atlas from 1962 "
    "that belonged to my old professor."),
   ("Eilidh","Oh no. Biscuit only eats socks. Mostly Stuart's socks. I suppose that problem is solved."),
   ("Rodrigo","How is your dad? The hip?"),
   ("Eilidh","He's got a date! The 8th of April at the Golden Jubilee in Clydebank. He's pretending he isn't nervous. Mum's already bought him "
    "a raised toilet seat and a grabber stick, which he takes as a personal insult."),
   ("Rodrigo","Tell Alec the grabber stick is a scientific instrument. I'm training hard for the race — I did 30 km last Sunday up to the Cochiguaz valley. "
    "Afterwards only my mother's soup could bring me back to life."),
   ("Eilidh","Your mother's soup can raise a grown man?"),
   ("Rodrigo","Cazuela. It can raise the dead. Go and rest, Eilidh. I'm proud of you.")],
  ["Eilidh and her partner Stuart split up on 14 February 2024; Stuart moved to his brother's in Rutherglen, "
   "and Eilidh plans to buy a flat because the £850 monthly rent is too much on her own",
   "Eilidh's 2009 Fiat Panda broke down for good because a clutch and gearbox repair would have cost £1,100; "
   "on 24 February 2024 she bought a red 2017 Kia Picanto from a dealer in Paisley for £5,450",
   "Rodrigo's proposal for three nights on the SOAR telescope in June 2024 was accepted, his first as principal investigator",
   "Rodrigo and Javiera are looking for a house together; Cometa has chewed Rodrigo's running shoes, a cushion and an old star atlas",
   "Eilidh's father Alec will have his hip replacement on 8 April 2024 at the Golden Jubilee hospital in Clydebank"]),
 ("2024-04-13",[("Eilidh","Well?? How did the race go? I've been refreshing your Instagram all week."),
   ("Rodrigo","I survived! Last Sunday, the Vertical Elqui. 42 kilometres, 2,100 metres of climbing. 5 hours 48 minutes."),
   ("Eilidh","Is that good? It sounds good."),
   ("Rodrigo","My target was six hours, so I'm happy. 31st out of 140. The last ten kilometres down to Pisco Elqui I was talking to the cacti. "
    "My mum was at the finish with a flask of mote con huesillo and a sign that said VAMOS RODRI in glitter."),
   ("Eilidh","Gloria with glitter! I love her already. I'm so proud of you, you lunatic."),
   ("Rodrigo","Thank you. Now I walk down stairs backwards. And — we moved! Since the 1st we live together, Javiera, Cometa and me, "
    "in a little house in La Herradura, in Coquimbo. Two bedrooms, a garden, and you can hear the sea."),
   ("Eilidh","Rodrigo!! How much does a house by the sea cost you?"),
   ("Rodrigo","650,000 pesos a month. Which sounds terrifying, but it's about £540. Less than your Govanhill flat!"),
   ("Eilidh","Don't. I'm so jealous. Sea, sun, and cheaper than Govanhill."),
   ("Rodrigo","Cometa has already dug three holes in the garden and the landlady's lemon tree is in danger. How is Alec? The operation was on Monday, no?"),
   ("Eilidh","Monday, yes. It went really well. He's been home since Thursday, marching up and down the lobby with a frame like he's on parade. "
    "The physio says he's ahead of schedule. He wants to be back at the bowling club by summer. Mum is fussing him to death."),
   ("Rodrigo","You had the eclipse that day too? I saw it was in America."),
   ("Eilidh","Not here, only in the States. We had rain. You've seen a total one, haven't you?"),
   ("Rodrigo","2019, from La Higuera, north of La Serena. Two minutes of darkness in the afternoon. The dogs went quiet and people cried. "
    "Best two minutes of my life, except maybe finishing the race."),
   ("Eilidh","Okay, flat news. I've seen one I love. Two-bed tenement in Shawlands, second floor, bay window, original cornicing, "
    "five minutes from Queen's Park for Biscuit. 'Offers over £160,000.'"),
   ("Rodrigo","Offers over. That's the Scottish system where you have to guess?"),
   ("Eilidh","Blind bidding, yes. Closing date is next Thursday at noon. My solicitor says Shawlands flats go for ten to fifteen percent over. I might cry."),
   ("Rodrigo","What's your maximum?"),
   ("Eilidh","The bank will lend me about £155,000 and I've got savings for the deposit. So maybe £172,000 if I eat beans until 2030."),
   ("Rodrigo","Beans are good. Protein. And work?"),
   ("Eilidh","I applied for the SPQ. The Specialist Practitioner Qualification in district nursing, part-time at Glasgow Caledonian from September, "
    "and the NHS pays. With it I'd be a proper district nurse, not just a staff nurse who does everything a district nurse does."),
   ("Rodrigo","You'll get it. You're the best nurse I know."),
   ("Eilidh","You know one nurse."),
   ("Rodrigo","And she's the best. Also, Javiera wants to know if greyhounds are good with cats. Her sister has three, and they might visit."),
   ("Eilidh","Absolutely not. Biscuit sees a cat and he turns back into a racing dog for three seconds. Our neighbour's cat lives on top of the bins now "
    "out of fear. So no cats for Biscuit, ever."),
   ("Rodrigo","Noted. Cometa is afraid of cats, so it's balanced. Good luck on Thursday!")],
  ["Rodrigo ran the Vertical Elqui 42 km trail race on 7 April 2024 and finished in 5 hours 48 minutes, under his six-hour target; "
   "his mother Gloria met him at the finish in Pisco Elqui",
   "Since 1 April 2024 Rodrigo, Javiera and Cometa have lived in a rented two-bedroom house in La Herradura, Coquimbo, for 650,000 pesos a month",
   "Eilidh's father Alec had his hip replacement on 8 April 2024, went home on 11 April and is walking with a frame",
   "Eilidh wants to bid on a two-bedroom tenement flat in Shawlands, offers over £160,000, with a closing date of 18 April 2024",
   "Eilidh has applied for the Specialist Practitioner Qualification in district nursing at Glasgow Caledonian University, part-time from September 2024"]),
 ("2024-05-25",[("Rodrigo","Eilidh! I have a photo for you. Look at this face."),
   ("Eilidh","OH MY GOD. Is that him? He's perfect! Look at all that hair!"),
   ("Rodrigo","Tomás. Born on the 9th at 3:40 in the morning in Santiago, 3.4 kilos. Francisca says he has my nose, which she means as an insult."),
   ("Eilidh","Tomás! And are you the godfather?"),
   ("Rodrigo","Padrino, yes. The baptism is in August. I went to Santiago last weekend and held him for one hour and didn't drop him. "
    "Diego, Francisca's husband, took 200 photos of me looking terrified."),
   ("Eilidh","Uncle Rodrigo in his element. Okay, my news. The bad one first: I lost the Shawlands flat."),
   ("Rodrigo","No! What happened?"),
   ("Eilidh","I offered £171,500. It went for £183,000. Twenty-three thousand over. A couple of lawyers from Edinburgh. "
    "I sat in the car outside the health centre and ate a whole packet of Tunnock's caramel wafers."),
   ("Rodrigo","Stupid lawyers. I'm sorry."),
   ("Eilidh","But! Good news. I found another one. Strathbungo, which is the next bit over, top floor, two bedrooms, needs a bit of work, "
    "but it's got a huge window and you can see the Campsies on a clear day. Fixed price £162,000. I offered on Monday and they accepted on Wednesday!"),
   ("Rodrigo","EILIDH! You bought a flat!"),
   ("Eilidh","I'm buying a flat! Entry date is the 28th of June. I keep saying it out loud to Biscuit. He doesn't care. Three flights of stairs, he's going to hate me."),
   ("Rodrigo","A greyhound can do stairs, he has long legs for a reason. And top floor is good — nobody walking on your head."),
   ("Eilidh","What about you? Anything exploding?"),
   ("Rodrigo","Funny you ask. Our survey team found a supernova in the images from the 14th — a type Ia, in a galaxy about 300 million light years away. "
    "I saw it first, on the screen at four in the morning. I shouted and woke up the night assistant."),
   ("Eilidh","An exploding star! Does it get your name?"),
   ("Rodrigo","No, they get boring codes now. SN 2024 and three letters. But in my heart it's called Cometa."),
   ("Eilidh","Ha! Other news from here: the wedding's moved. Kirsty's."),
   ("Rodrigo","Moved? Why?"),
   ("Eilidh","The hotel in Oban double-booked the 14th of September. Another couple had booked it first and somebody forgot to tick a box. Kirsty was raging. "
    "So now it's Saturday the 12th of October. Same hotel, a big discount, and Kirsty made them throw in the champagne."),
   ("Rodrigo","Kirsty is a negotiator. October in Oban — is it cold?"),
   ("Eilidh","It'll be wet. It's Oban. Everyone will be in kilts and wellies."),
   ("Rodrigo","Okay. Serious question. When are you coming to Chile? You've been saying 'one day' for seven years."),
   ("Eilidh","I know, I know. Maybe in the autumn — your spring. Once I'm moved in and the wedding's done. November?"),
   ("Rodrigo","November is perfect. The sky is clear, the Elqui is green, the desert has flowers. You stay with us. Cometa will sleep on your feet."),
   ("Eilidh","I'll look at flights. I'm actually excited. Don't let me chicken out. Dad says hello, by the way — he's off the frame and onto a stick, "
    "and he says the new hip is better than the factory one.")],
  ["Rodrigo's sister Francisca and her husband Diego had a son, Tomás, on 9 May 2024 in Santiago; Rodrigo will be his godfather at the baptism in August",
   "Eilidh lost the Shawlands flat: she offered £171,500 and it sold for £183,000",
   "On 22 May 2024 Eilidh's offer of £162,000 for a top-floor two-bedroom flat in Strathbungo was accepted, with entry on 28 June 2024",
   "Rodrigo's survey team found a type Ia supernova in a galaxy about 300 million light years away, which Rodrigo spotted first",
   "Kirsty's wedding in Oban was moved from 14 September to 12 October 2024 because the hotel double-booked; Eilidh plans to visit Chile in November 2024"]),
 ("2024-07-06",[("Eilidh","Guess who still hasn't moved."),
   ("Rodrigo","No! It was the 28th. What happened?"),
   ("Eilidh","The seller's buying a new-build in Newton Mearns and the builders are late, so she couldn't get out. The solicitors had a shouting match by email "
    "and now entry is next Friday, the 12th of July. Two more weeks of living in boxes."),
   ("Rodrigo","At least you know the date now. Is it fixed?"),
   ("Eilidh","Written in blood, my solicitor says. The van's booked, my dad insists on carrying boxes with his new hip, "
    "and Graeme's coming down from Aberdeen to help — he's just off his two weeks on the rig."),
   ("Rodrigo","Graeme, the oil man! He drank all my pisco the night we met, in that hostel in Cusco."),
   ("Eilidh","Seven years and he still talks about that night. He's been brilliant actually — he lent me £5,000 towards the deposit. "
    "I had to find £16,200 and I was short after buying the car."),
   ("Rodrigo","A good brother. Mine would lend me a surfboard."),
   ("Eilidh","Ha. I have another piece of news. And you're not allowed to make a big deal of it."),
   ("Rodrigo","I promise nothing."),
   ("Eilidh","I've met someone. Two weeks ago today, at my pal Lorna's 40th — a ceilidh in a church hall in Partick. He's called Aidan. He's a paramedic. "
    "He asked me up for the Gay Gordons and stood on my foot twice."),
   ("Rodrigo","A PARAMEDIC. Eilidh! A nurse and a paramedic. It's a TV series."),
   ("Eilidh","We went for a walk round the Botanic Gardens on the Sunday and then for chips. He's funny. He's 38, divorced, with a wee boy called Ruaridh "
    "who's eight. I'm taking it slow."),
   ("Rodrigo","Slow is good. Does Biscuit approve?"),
   ("Eilidh","Biscuit put his head on Aidan's knee and sighed. In greyhound that's a marriage proposal."),
   ("Rodrigo","Then it's serious. My news: I bought a truck!"),
   ("Eilidh","A truck? Like a lorry?"),
   ("Rodrigo","A pickup. A white 2016 Toyota Hilux, 140,000 kilometres, from a man in Ovalle who sells avocados. He wanted 12.5 million pesos "
    "and I got him down to 11.8 million because the back tyres are bald. I bought it last Tuesday."),
   ("Eilidh","What happened to your old car?"),
   ("Rodrigo","I never had one! The observatory bus takes us up the mountain. But now with the house in Coquimbo, my mum in Vicuña, the trail runs, "
    "and Cometa, who is not allowed on the bus — I needed wheels. Javiera's little Suzuki was dying under the weight of us."),
   ("Eilidh","So we've both bought cars this year. Mine is red and tiny, yours is white and huge. Very us."),
   ("Rodrigo","Exactly. How is the job?"),
   ("Eilidh","Busy. And I got into the SPQ! Starting in September. Also I have a new favourite patient, Mrs Docherty, ninety-four, in a high flat in the Gorbals. "
    "Every Thursday she has a wee plate of tablet ready for me and she won't let me dress her leg until I've had a bit."),
   ("Rodrigo","What's tablet?"),
   ("Eilidh","Like fudge, but harder, with more sugar than any food should have. Scottish medicine. I'll bring you some."),
   ("Rodrigo","Please. And congratulations on the SPQ! My SOAR run, by the way, was a disaster."),
   ("Eilidh","Oh no, your three nights?"),
   ("Rodrigo","Snow on Cerro Pachón for two of them. In June, in winter, fine, it happens, but on MY nights. The third night the humidity was at 90 percent "
    "and the dome stayed closed. Zero data. I sat in the control room and ate sopaipillas with the operator."),
   ("Eilidh","That's so unfair. Can you try again?"),
   ("Rodrigo","I'll propose again for next year. That's astronomy. Half the job is watching the weather.")],
  ["Eilidh's entry to her Strathbungo flat was moved from 28 June to 12 July 2024 because the seller's new-build in Newton Mearns was not finished",
   "Eilidh's brother Graeme, who works on an oil rig and lives in Aberdeen, lent her £5,000 towards her £16,200 deposit",
   "Eilidh met Aidan, a 38-year-old divorced paramedic with an eight-year-old son called Ruaridh, at her friend Lorna's 40th birthday ceilidh in Partick on 22 June 2024",
   "On 2 July 2024 Rodrigo bought a white 2016 Toyota Hilux from a man in Ovalle for 11.8 million pesos; the asking price had been 12.5 million",
   "Eilidh was accepted for the SPQ starting in September 2024; Rodrigo's three SOAR nights in June 2024 were lost to snow and humidity"]),
 ("2024-08-24",[("Rodrigo","Señora propietaria! Show me the flat."),
   ("Eilidh","Sending photos now. That's the living room — look at the window. And the green: I painted it myself, the colour's called 'Arsenic', "
    "which felt appropriate for a nurse."),
   ("Rodrigo","Beautiful. Like a forest. And that's Biscuit on the — is that a new couch?"),
   ("Eilidh","Second-hand off Gumtree, £90, and Aidan and Graeme carried it up three flights and swore the whole way. We moved on the 12th like they promised. "
    "Dad supervised from the close like a foreman."),
   ("Rodrigo","So the hip survived the move?"),
   ("Eilidh","The hip survived. Mum cleaned my whole kitchen while I was unpacking and then said 'you'll need to do the oven properly yourself, hen'."),
   ("Rodrigo","Mothers. Mine came to Coquimbo on Sunday and reorganised our kitchen. Javiera still can't find the rice."),
   ("Eilidh","How was the baptism?"),
   ("Rodrigo","Last Saturday, in Santiago, in the same church where Francisca and I were baptised. Tomás screamed through the whole ceremony. "
    "The priest said it's good luck, the devil leaving. I think it was the cold water."),
   ("Eilidh","Cold water — you two have that in common."),
   ("Rodrigo","Exactly, he's my godson for a reason. My brother Matías came up from Pichilemu, where he runs a surf school, and he wore sandals to church. "
    "My mother nearly killed him."),
   ("Eilidh","I forgot you had a brother!"),
   ("Rodrigo","You met him on a video call once. Matías, the young one, 29. He lives in a wetsuit."),
   ("Eilidh","Okay, flights. I've done it. I booked. Glasgow to London to Santiago, out on the 2nd of November, back on the 17th. £1,140 return. "
    "Non-refundable, so now I have to come."),
   ("Rodrigo","YES! Finally! Fifteen days! I'm going to make a plan."),
   ("Eilidh","Nothing too extreme. I'm a nurse, not an astronaut."),
   ("Rodrigo","One night at Tololo, I'll get you a visitor permit. The Elqui valley, my mum's house, pisco. Javiera wants to take you to see the penguins. "
    "Maybe Valparaíso at the end. The Atacama is far, but..."),
   ("Eilidh","Let's see. I'll look at a map and cry at the distances."),
   ("Rodrigo","Chile is 4,300 kilometres long. It's basically Scotland, stretched. Also, my news — I applied for a job."),
   ("Eilidh","You're leaving Tololo? After how long?"),
   ("Rodrigo","Four and a half years. It's at the Vera Rubin Observatory, on Cerro Pachón — the new big telescope with the biggest digital camera in the world. "
    "Commissioning scientist. The survey starts next year and it's the most exciting thing in astronomy for the next ten years. I'd be stupid not to try."),
   ("Eilidh","Rodrigo! When will you know?"),
   ("Rodrigo","The interview is on the 10th of September. In English, with people from California. I'm practising saying 'point spread function' with a confident face."),
   ("Eilidh","You'll be brilliant. What does Javiera think?"),
   ("Rodrigo","She says it's the same mountain road, so nothing changes, except I become more insufferable."),
   ("Eilidh","Ha. Aidan's been amazing with the flat. He put up all my shelves in one afternoon. Stuart took two years to not fix a wardrobe."),
   ("Rodrigo","And Ruaridh? Have you met him?"),
   ("Eilidh","Last weekend. We took him to the Science Centre and he asked me forty questions about blood. He'll be a paramedic too. Or a vampire. "
    "And the SPQ starts on Wednesday the 11th of September — one day a week at Caley, four days on the district. I've bought new pens like I'm twelve.")],
  ["Eilidh moved into her top-floor flat in Strathbungo on 12 July 2024 with help from Aidan, Graeme and her parents, and painted the living room green",
   "Tomás was baptised in Santiago on 17 August 2024 with Rodrigo as godfather; Rodrigo's younger brother Matías, 29, runs a surf school in Pichilemu",
   "Eilidh booked flights from Glasgow via London to Santiago for 2 to 17 November 2024, costing £1,140 return",
   "Rodrigo has applied to be a commissioning scientist at the Vera C. Rubin Observatory on Cerro Pachón, with an interview on 10 September 2024",
   "Eilidh's SPQ course at Glasgow Caledonian starts on 11 September 2024, one day a week; she has met Aidan's son Ruaridh"]),
 ("2024-10-05",[("Eilidh","Well? WELL? You've been quiet for a week, that's either very good or very bad."),
   ("Rodrigo","Very good. They called on Monday. I got the job! Commissioning scientist at Rubin."),
   ("Eilidh","AAAAH! Rodrigo! I knew it! When do you start?"),
   ("Rodrigo","The 6th of January. Tololo is sad but happy for me. My boss said 'finally, someone to complain to across the valley'."),
   ("Eilidh","Is it more money?"),
   ("Rodrigo","About twenty percent more, and a better schedule — eight nights on the mountain, six days down. Javiera is calculating how many kilos of avocados that is."),
   ("Eilidh","I'm so proud of you. Right, one week to Kirsty's wedding and I'm having a meltdown about the speech."),
   ("Rodrigo","Next Saturday? The 12th?"),
   ("Eilidh","The 12th, Oban, two o'clock, then a ceilidh until Dad's hip gives out. I have to do the maid of honour speech. I've written four versions "
    "and they're all either too soppy or too rude."),
   ("Rodrigo","Too rude is better. Tell the story of Kirsty and the... what was it?"),
   ("Eilidh","The sheep on Tiree? No. That's too rude even for me."),
   ("Rodrigo","Is Aidan going?"),
   ("Eilidh","He is! Mum's beside herself, she's already asking if he does a good Strip the Willow. He's borrowing a kilt from Graeme because he doesn't own one, "
    "which is a scandal for a man from Kilmarnock."),
   ("Rodrigo","He must wear the kilt properly. You know what I mean."),
   ("Eilidh","I'm not discussing Aidan's underwear with an astronomer. How was your mum's birthday?"),
   ("Rodrigo","Seventy! Last Saturday in Vicuña. An asado in her garden for forty people. Francisca came with Tomás, Matías came up from Pichilemu — "
    "he drove eight hours and brought a surfboard for no reason. My mum cried when the neighbours sang. She said my dad would have loved it."),
   ("Eilidh","Aw. Did the avocado neighbour come?"),
   ("Rodrigo","He came! Peace at last. For one night. Okay, for your trip I have a plan."),
   ("Eilidh","Go on. I've started Duolingo, I'm on a sixty-day streak. I can say 'the cat drinks milk' and 'where is the library'."),
   ("Rodrigo","Very useful, there is a library in Vicuña. The plan: you land in Santiago on the 3rd, two days there — Francisca wants to feed you. "
    "Then the bus north to La Serena, seven hours, you see the desert. A night at Tololo. The Elqui valley and my mum. Penguins with Javiera at Punta de Choros. "
    "Valparaíso at the end, before you fly. The Atacama — honestly, too far for this time."),
   ("Eilidh","Perfect. No Atacama, I'll save it for next time. Important question — is there anything you want me to bring?"),
   ("Rodrigo","Tablet. The Scottish one, not an iPad. And maybe a bottle of whisky for my mother, she likes it with ice. Don't tell anyone."),
   ("Eilidh","A retired schoolteacher who drinks whisky on the rocks. I'm bringing two."),
   ("Rodrigo","How is the SPQ?"),
   ("Eilidh","Brilliant and exhausting. Wednesdays at Caley, the other four days on the district, essays at night. My first essay is on palliative care at home. "
    "And Biscuit has learned to open the kitchen bin, so that's fun."),
   ("Rodrigo","Cometa learned to open the gate. Last week we found him at the fish market in Coquimbo being fed by the fishermen. He's a celebrity there now."),
   ("Eilidh","Of course he is. Right — the speech. Help me be funny."),
   ("Rodrigo","You're asking a Chilean to be funny in English? Fine. Start with the sheep.")],
  ["Rodrigo was offered the commissioning scientist job at the Vera C. Rubin Observatory on 30 September 2024, to start on 6 January 2025, at about 20% more pay",
   "Kirsty's wedding is on 12 October 2024 in Oban; Eilidh is giving the maid of honour speech and Aidan is coming in a kilt borrowed from Graeme",
   "Rodrigo's mother Gloria celebrated her 70th birthday on 28 September 2024 with an asado in Vicuña attended by Francisca, Tomás and Matías",
   "Rodrigo planned Eilidh's November visit: two days in Santiago, the bus to La Serena, a night at Cerro Tololo, the Elqui valley, "
   "penguins at Punta de Choros and Valparaíso, leaving out the Atacama",
   "Eilidh's SPQ has one day a week at Glasgow Caledonian; she is learning Spanish on Duolingo; Rodrigo asked her to bring tablet and whisky"]),
 ("2024-11-23",[("Eilidh","I'm back, I'm jet-lagged, it's been dark since four o'clock and I miss Chile so much I could cry."),
   ("Rodrigo","Cometa misses you. He sleeps by the door of the spare room."),
   ("Eilidh","Stop it, I'll get on a plane. Okay, I need to say it properly: thank you. That was the best trip of my life."),
   ("Rodrigo","The first time we were in the same country since that hostel in Cusco. Seven years! And you're still terrible at pisco sours."),
   ("Eilidh","I'm Scottish, I'm trained for whisky. My favourite bit... the night at Tololo. Lying on the ground by the dome with the Milky Way right over us. "
    "I didn't know the sky could have that many stars. And the Magellanic Clouds — I thought they were actual clouds!"),
   ("Rodrigo","Everyone does the first time. Two little galaxies. You said 'oh my God' about eighty times."),
   ("Eilidh","And Jupiter in the telescope with its four moons! I've sent the photo to everyone. Mrs Docherty has it on her fridge."),
   ("Rodrigo","My mother hasn't stopped talking about you. 'La escocesa'. She keeps your tablet in the cupboard and has one piece a day, like medicine."),
   ("Eilidh","Her pastel de choclo. I'm going to dream about it. And that house in Vicuña with the vines over the patio, "
    "and the avocado neighbour waving at me over the wall like I was the Queen."),
   ("Rodrigo","You were the most exciting visitor in Vicuña since Gabriela Mistral."),
   ("Eilidh","Santiago was mad. Francisca took me to the Mercado Central and made me eat sea urchins. Tomás grabbed my hair and wouldn't let go. "
    "And Diego drives like a Formula One driver."),
   ("Rodrigo","Everybody in Santiago drives like that. And Punta de Choros?"),
   ("Eilidh","The penguins! And the dolphins! Javiera knew every penguin by name, I swear. The boat was terrifying, I was sick once, over the side, discreetly."),
   ("Rodrigo","She said you were very brave. And then Valparaíso."),
   ("Eilidh","All those colours and the funiculars and the hills. I could live there. Two days wasn't enough. I've got 400 photos of walls."),
   ("Rodrigo","So what did it cost you in the end? You were worried."),
   ("Eilidh","With the flights, about £2,300 all in. Worth every penny. I'll be paying it off until Easter."),
   ("Rodrigo","Next time, the Atacama. Now tell me about the wedding properly, you only told me in bits in the car."),
   ("Eilidh","Oh, it was perfect. Rain all day in Oban, obviously, but Kirsty looked gorgeous. My speech got laughs — I did the sheep after all, "
    "and Kirsty had forgiven me by the second dance. Dad did the Dashing White Sergeant on his new hip and then had to sit down for an hour."),
   ("Rodrigo","And Aidan in his borrowed kilt?"),
   ("Eilidh","Very handsome. Mum adores him. Graeme says the kilt needs dry-cleaning twice now."),
   ("Rodrigo","What does Aidan think about you flying to the other end of the world?"),
   ("Eilidh","He picked me up at the airport with Biscuit in the back and a fish supper on the seat. That's the answer."),
   ("Rodrigo","A good man. Now I have a secret. Don't tell anyone, not even Biscuit. I'm going to ask Javiera to marry me. On New Year's Eve. "
    "Last week I bought a ring from a jeweller in La Serena. It's hidden in my running shoe box, "
    "because Javiera never touches my running shoes. They smell."),
   ("Eilidh","RODRIGO! Oh my God. I'm screaming into a cushion. She's going to say yes."),
   ("Rodrigo","I hope so. I'm more nervous than at the interview."),
   ("Eilidh","She talked about you the whole boat ride to the penguins. She'll say yes. Tell me the second it happens."),
   ("Rodrigo","Promise. How is the SPQ after two weeks off?"),
   ("Eilidh","I'm behind on everything. My palliative care essay is due on the 2nd of December. Back to real life.")],
  ["Eilidh visited Chile from 2 to 17 November 2024: Santiago with Francisca, Diego and Tomás, a night at Cerro Tololo where she saw the Magellanic Clouds "
   "and Jupiter, Gloria's house in Vicuña, the penguins at Punta de Choros with Javiera, and Valparaíso",
   "Eilidh's trip to Chile cost about £2,300 including the flights",
   "At Kirsty's wedding in Oban on 12 October 2024 Eilidh gave the maid of honour speech and her father danced on his new hip; Aidan came in a borrowed kilt",
   "Rodrigo plans to propose to Javiera on New Year's Eve and has bought a ring from a jeweller in La Serena",
   "Eilidh's SPQ essay on palliative care is due on 2 December 2024"]),
 ("2025-01-11",[("Rodrigo","SHE SAID YES!"),
   ("Eilidh","I KNOW, you sent me eleven voice notes at four in the morning my time! Tell me everything, properly, in order."),
   ("Rodrigo","New Year's Eve. We went down to the beach at La Herradura with a blanket and a bottle of champagne, to watch the Coquimbo fireworks. "
    "At midnight, when the first rockets went up, I got down on one knee in the sand. Cometa thought it was a game and jumped on me. "
    "Javiera was laughing and crying and said yes before I finished the sentence."),
   ("Eilidh","Oh, that's beautiful. Cometa as witness. Have you set a date?"),
   ("Rodrigo","We're thinking December, the end of this year. In Vicuña, my mum insists. You have to come."),
   ("Eilidh","Try and stop me. My Christmas was much less romantic. Aidan and Ruaridh came to Mum and Dad's for Christmas dinner. "
    "Dad made Ruaridh a paper crown and they did the quiz together and cheated. Hogmanay was a ceilidh at the uni union, my feet still hurt."),
   ("Rodrigo","The first Christmas with the family. Serious."),
   ("Eilidh","Serious. Mum asked Aidan about his intentions over the trifle. I wanted to die."),
   ("Rodrigo","Ha. News on my side: my start at Rubin has moved. Not the 6th of January any more — the 3rd of February."),
   ("Eilidh","Why? Nothing's wrong?"),
   ("Rodrigo","No, good reasons. Tololo asked me to stay one more month to cover the January DECam runs and train the new support astronomer, "
    "a young woman from Concepción, very clever. Rubin said fine. So one more month on the old mountain."),
   ("Eilidh","That's nice, you get a proper goodbye. And Javiera's going away, isn't she?"),
   ("Rodrigo","On the 20th. Six weeks in Antarctica, at the Escudero base on King George Island, studying gentoo penguins this time. She's back on the 3rd of March. "
    "I'll be alone with Cometa and a new job. We will eat cereal for dinner."),
   ("Eilidh","Cometa will eat the cereal box. Biscuit news: he had an operation on Tuesday. Three teeth out — old racing dogs have awful teeth, apparently. "
    "£620. I nearly needed a tooth out myself when I saw the bill."),
   ("Rodrigo","Poor Biscuit! Is he okay?"),
   ("Eilidh","Soup and sad eyes for a week. He's milking it. Aidan's been feeding him scrambled egg by hand."),
   ("Rodrigo","That's love. And did you get the essay back?"),
   ("Eilidh","Distinction! Palliative care at home. My tutor wrote 'this is what district nursing is for'. I read it to Biscuit three times."),
   ("Rodrigo","Doctora Eilidh! Well, not doctor. District nurse."),
   ("Eilidh","Not until the summer. But nearly. I'll never go back to a hospital ward now, I've decided. I did three years on a surgical ward at the Southern General "
    "when I qualified and I hated being inside all day. Out in the community you're part of people's real lives."),
   ("Rodrigo","Like me and the mountain. I couldn't work in an office in Santiago. I'd die."),
   ("Eilidh","Is the Hilux still alive?"),
   ("Rodrigo","Perfect. I put new back tyres on it. It's been up to Vicuña twelve times and it smells of dog."),
   ("Eilidh","The Picanto smells of dog too. Sign of a good car. Oh, and I did the New Year's Day dip again with the Dippers. Milarrochy, four degrees this time. "
    "Aidan stood on the beach holding a towel and refused to go in."),
   ("Rodrigo","Aidan is a smart man. I'd do the same. No — I'd stay in the car with the heater on.")],
  ["Rodrigo proposed to Javiera on the beach at La Herradura at midnight on New Year's Eve 2024, during the Coquimbo fireworks, and she said yes; "
   "they are thinking of a wedding in Vicuña in December 2025",
   "Rodrigo's start at the Rubin Observatory was moved from 6 January to 3 February 2025 because Cerro Tololo asked him to cover the January DECam runs "
   "and train his replacement",
   "Javiera leaves on 20 January 2025 for six weeks at the Escudero base on King George Island, Antarctica, to study gentoo penguins, returning on 3 March 2025",
   "Eilidh's greyhound Biscuit had three teeth removed on 7 January 2025, at a cost of £620",
   "Eilidh got a distinction for her SPQ essay on palliative care at home; Aidan and his son Ruaridh spent Christmas 2024 with her parents"]),
 ("2025-02-22",[("Eilidh","How's the new mountain? Three weeks in!"),
   ("Rodrigo","Incredible and exhausting. I started on the 3rd. Cerro Pachón is only ten kilometres from Tololo as the condor flies, but it's another world. "
    "The building is huge, everything is new, and the camera — the LSST camera — is the size of a small car. 3,200 megapixels."),
   ("Eilidh","I have no idea what that means but I'm impressed. Have you taken a picture with it yet?"),
   ("Rodrigo","Not yet! It's still being tested. It goes on the telescope next month, then first photons in April or so. "
    "Right now I'm testing software with the engineering camera and drinking a lot of coffee. Eight nights up, six days down."),
   ("Eilidh","And you drive up in the Hilux?"),
   ("Rodrigo","No, the staff bus again. Most of the road to Pachón is the same gravel road as Tololo. The Hilux stays at home with Cometa guarding it."),
   ("Eilidh","How's life on your own?"),
   ("Rodrigo","Javiera sends photos from Antarctica every day when the internet works. Gentoo penguins, icebergs, a leopard seal that looked at her like breakfast. "
    "Ten more days. Cometa sleeps on her pillow. I'm eating a lot of completos."),
   ("Eilidh","Completos are the hot dogs with the avocado?"),
   ("Rodrigo","Exactly. Gourmet. Your news?"),
   ("Eilidh","Aidan asked if he could move in."),
   ("Rodrigo","!!!! And you said?"),
   ("Eilidh","I said I'd think about it. It's a big thing. I've only just got my own place, my name on the deeds, after years of renting with Stuart. "
    "And Ruaridh would be here every other weekend, so the box room would be his, and I was going to make it an office."),
   ("Rodrigo","Do you want him to live with you?"),
   ("Eilidh","...Yes. I think so. I'm just scared it's too fast. It's been eight months."),
   ("Rodrigo","Javiera and I moved in together after a year and I'm still alive. Eight months with a paramedic is like two years with a normal man — "
    "you've seen each other at four in the morning covered in blood."),
   ("Eilidh","That's disgusting and true. I'll tell you my decision next time."),
   ("Rodrigo","Any other news? Work?"),
   ("Eilidh","Actually, yes. There's a deputy team leader post coming up in the Pollokshields team. Band 6. My SPQ finishes in June and my manager says apply now. "
    "The interview's on the 5th of March."),
   ("Rodrigo","Apply! Is Pollokshields near your flat?"),
   ("Eilidh","Ten minutes' drive. Fifteen in the Picanto on a bad day. I'd miss my Gorbals patients though. Mrs Docherty would never forgive me."),
   ("Rodrigo","Take her tablet with you."),
   ("Eilidh","Ha. And your running?"),
   ("Rodrigo","I've signed up for the Patagonian International Marathon in Torres del Paine, in September. Javiera says it's a crazy idea with a new job. "
    "But the mountains there, Eilidh. Look at the photos."),
   ("Eilidh","You'll be running past glaciers and I'll be at Milarrochy freezing my bits off. We each have our own madness."),
   ("Rodrigo","Mine is warmer."),
   ("Eilidh","Not in Patagonia it isn't.")],
  ["Rodrigo started as a commissioning scientist at the Vera C. Rubin Observatory on Cerro Pachón on 3 February 2025; "
   "he works eight nights on the mountain and six days down, and the LSST camera has 3,200 megapixels",
   "Aidan has asked to move into Eilidh's flat; his son Ruaridh would have the box room every other weekend; Eilidh has not decided yet",
   "Eilidh is applying for a Band 6 deputy team leader post in the Pollokshields community nursing team, with an interview on 5 March 2025; her SPQ finishes in June 2025",
   "Rodrigo has signed up for the Patagonian International Marathon in Torres del Paine in September 2025",
   "Javiera is in Antarctica until early March 2025, sending photos of gentoo penguins and a leopard seal"]),
 ("2025-04-19",[("Rodrigo","Eilidh! First photons! Tuesday night, the 15th, the LSST camera saw the sky for the first time on the telescope. I was in the control room. "
    "Everybody was shouting, an engineer from Tucson was crying, we opened a bottle of pisco at three in the morning."),
   ("Eilidh","Rodrigo!! That's history! What did it see?"),
   ("Rodrigo","Lots of galaxies and a satellite trail right across the middle. Astronomy in 2025. The real pretty pictures are for June, and very secret. "
    "If I say more they throw me off the mountain."),
   ("Eilidh","My best pal, part of history. I'm telling Mrs Docherty."),
   ("Rodrigo","I thought you were leaving Mrs Docherty?"),
   ("Eilidh","I did! I got the job! Deputy team leader in Pollokshields. I started on the 31st of March. Mrs Docherty gave me a whole tin of tablet "
    "as a goodbye present and told me I'd better still visit."),
   ("Rodrigo","Congratulations, deputy team leader Eilidh! Do you have people under you now?"),
   ("Eilidh","Four staff nurses and two healthcare support workers. And a rota spreadsheet that hates me. And a plant on my desk that Aidan bought me."),
   ("Rodrigo","Aidan. So? The decision?"),
   ("Eilidh","He moved in! Two weeks ago today. With four boxes of books, a PlayStation and a bike. Ruaridh has the box room with glow-in-the-dark stars "
    "on the ceiling — I made sure they're proper constellations, I'm not having fake ones."),
   ("Rodrigo","Did you put the Southern Cross?"),
   ("Eilidh","Obviously. And Orion, because you can see it from both hemispheres. Biscuit has decided Aidan's side of the bed is his side of the bed."),
   ("Rodrigo","That's the real test of a relationship. Who gets the dog."),
   ("Eilidh","And yours? Wedding planning?"),
   ("Rodrigo","We changed the date. Not December any more — Saturday the 7th of March 2026, at a pisco vineyard near Vicuña. December was too hot and too close "
    "to Christmas, and Javiera goes back to Antarctica for the next season from the end of November to January. So March, during the grape harvest, "
    "when the valley is gold."),
   ("Eilidh","March in the Elqui. I'm already looking at flights. Is it a big wedding?"),
   ("Rodrigo","My mum has invited half of Vicuña. 150 people. You're coming, with Aidan. And you'll do a reading, in Scottish."),
   ("Eilidh","Burns. I'll do Burns. 'My love is like a red, red rose.' Your mum will cry."),
   ("Rodrigo","My mum cries at the weather forecast. Also, our landlady put up the rent. From this month it's 690,000 pesos."),
   ("Eilidh","Ouch. Up from 650?"),
   ("Rodrigo","From 650,000, yes. She says it's for the new gas boiler. The lemon tree is recovering, so she has forgiven Cometa."),
   ("Eilidh","Are you thinking of buying?"),
   ("Rodrigo","After the wedding. My salary is better now. Javiera wants a house with a view of the sea, I want a house with a view of the sky, "
    "and Cometa wants a house next to the fish market. How are Graeme and Kirsty?"),
   ("Eilidh","Graeme's on a new rotation, three weeks on, three weeks off, on a platform west of Shetland. Kirsty and Craig are back from their honeymoon — "
    "they went to Mexico in February because October was 'too busy with school'. She brought Dad back a sombrero."),
   ("Rodrigo","A sombrero in Govan. I need a photo."),
   ("Eilidh","He wore it to the bowling club. He's been back bowling since last summer. That new hip is the best thing that ever happened to him."),
   ("Rodrigo","And will you swim in the Pacific when you come in March?"),
   ("Eilidh","Absolutely. And this time you're coming in with me."),
   ("Rodrigo","Never. The Pacific is fourteen degrees. I'll hold the towel, like Aidan.")],
  ["The LSST camera on the Rubin Observatory telescope saw its first photons on the night of 15 April 2025, with Rodrigo in the control room",
   "Eilidh started as deputy team leader in the Pollokshields community nursing team on 31 March 2025, leading four staff nurses and two support workers; "
   "her patient Mrs Docherty gave her a tin of tablet as a goodbye present",
   "Aidan moved into Eilidh's flat in Strathbungo on 5 April 2025; his son Ruaridh has the box room",
   "Rodrigo and Javiera moved their wedding from December 2025 to 7 March 2026, at a pisco vineyard near Vicuña, because December was too hot, "
   "too close to Christmas and clashed with Javiera's next Antarctic season; Eilidh will do a reading",
   "Rodrigo and Javiera's rent rose from 650,000 to 690,000 pesos a month in April 2025; Kirsty and Craig went on honeymoon to Mexico in February 2025"]),
]

QUESTIONS_57 = [
    # single-hop facts
    ("Where did Rodrigo work before the Rubin Observatory?", "at the Cerro Tololo observatory near La Serena, as a support astronomer on the Blanco telescope"),
    ("What kind of dog is Biscuit?", "a retired racing greyhound"),
    ("What is the name of Rodrigo's dog?", "Cometa, a black stray with one white ear"),
    ("What does Javiera do for a living?", "she is a marine biologist at the Universidad Católica del Norte in Coquimbo who studies penguins"),
    ("Who is Aidan?", "a paramedic Eilidh met at a ceilidh; her boyfriend"),
    ("What does Eilidh's brother Graeme do?", "he works offshore on an oil rig"),
    ("Where did Eilidh and Rodrigo first meet?", "at a hostel in Cusco, Peru"),
    ("What is the name of Francisca's baby?", "Tomás"),
    ("What qualification is Eilidh studying for?", "the Specialist Practitioner Qualification (SPQ) in district nursing at Glasgow Caledonian University"),
    ("What is Eilidh's open-water swimming group called?", "the Milarrochy Dippers"),
    ("What does Mrs Docherty give Eilidh every Thursday?", "a plate of tablet"),
    ("Where did Rodrigo propose to Javiera?", "on the beach at La Herradura, at midnight during the Coquimbo New Year fireworks"),
    # when
    ("When did Rodrigo adopt Cometa?", "6 January 2024"),
    ("When did Eilidh and Stuart split up?", "14 February 2024"),
    ("When did Rodrigo run the Vertical Elqui race?", "7 April 2024"),
    ("When was Tomás born?", "9 May 2024"),
    ("When did Eilidh meet Aidan?", "22 June 2024"),
    ("When did Eilidh move into her Strathbungo flat?", "12 July 2024"),
    ("When did Rodrigo propose to Javiera?", "31 December 2024, New Year's Eve"),
    ("When did Rodrigo start working at the Rubin Observatory?", "3 February 2025"),
    # how many / how much / how long
    ("How much did Eilidh pay for her Kia Picanto?", "£5,450"),
    ("How much did Rodrigo pay for his Hilux?", "11.8 million pesos"),
    ("How long did it take Rodrigo to finish the Vertical Elqui?", "5 hours 48 minutes"),
    ("How much did Eilidh pay for her flat in Strathbungo?", "£162,000"),
    ("How much did Eilidh's flights to Chile cost?", "£1,140 return"),
    ("How much did Biscuit's dental operation cost?", "£620"),
    # lists over several sessions
    ("Which places did Eilidh visit on her trip to Chile?", "Santiago, La Serena and Coquimbo, Cerro Tololo, Vicuña in the Elqui valley, Punta de Choros, Valparaíso"),
    ("What cars has Eilidh owned?", "a 2009 Fiat Panda called Wee Bertha, a red 2017 Kia Picanto"),
    ("Who are Rodrigo's siblings?", "Francisca, a dentist in Santiago, and Matías, who runs a surf school in Pichilemu"),
    ("Where has Eilidh lived during the conversation?", "a rented flat in Govanhill with Stuart, then her own top-floor flat in Strathbungo"),
    ("Which telescopes has Rodrigo worked with?", "the Blanco telescope at Cerro Tololo, SOAR, the Rubin Observatory telescope on Cerro Pachón"),
    # latest value of something that changed
    ("Where does Rodrigo work now?", "at the Vera C. Rubin Observatory on Cerro Pachón, as a commissioning scientist"),
    ("What is Eilidh's job now?", "deputy team leader in the Pollokshields community nursing team"),
    ("On what date was Kirsty's wedding in the end?", "12 October 2024"),
    ("How much rent do Rodrigo and Javiera pay now?", "690,000 pesos a month"),
    ("When is Rodrigo and Javiera's wedding now?", "7 March 2026"),
    # yes/no
    ("Did Eilidh get the flat in Shawlands?", "No"),
    ("Did Eilidh go to the Atacama on her trip to Chile?", "No"),
    ("Did Aidan go to Kirsty's wedding?", "Yes"),
    ("Does Aidan live with Eilidh now?", "Yes"),
    # why
    ("Why was Kirsty's wedding moved?", "the hotel in Oban double-booked the 14 September date"),
    ("Why was Eilidh's move into her flat delayed?", "the seller's new-build in Newton Mearns wasn't finished, so she couldn't move out"),
    ("Why did Eilidh get rid of her Fiat Panda?", "the clutch and gearbox repair would have cost £1,100, more than the car was worth"),
    ("Why was Rodrigo's start at the Rubin Observatory moved?", "Cerro Tololo asked him to stay a month to cover the January DECam runs and train his replacement"),
    # would / inference
    ("Would Eilidh go back to Chile?", "Likely yes; she called it the best trip of her life and is invited to Rodrigo's wedding in Vicuña in March 2026"),
    ("Would Rodrigo enjoy a winter dip in Loch Lomond with the Milarrochy Dippers?", "Likely no; he hates cold water and won't even swim in the 14-degree Pacific"),
    ("Would Eilidh want to go back to working on a hospital ward?", "Likely no; she said she'll never go back to a ward and prefers community nursing"),
    # never mentioned
    ("What is the name of Rodrigo's father?", "Not mentioned"),
    ("What is Aidan's surname?", "Not mentioned"),
    ("How much did Rodrigo pay for the engagement ring?", "Not mentioned"),
]


@pytest.fixture(scope="module")
def dune(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("dune"), "dune", SESSIONS_57)


def test_the_dune_archive_opens_and_finds_a_name(dune):
    assert len(QUESTIONS_57) == 50 and 10 <= len(SESSIONS_57) <= 12
    assert dune.search("Milarrochy").results
