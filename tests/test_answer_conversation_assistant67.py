"""A sixty-seventh written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out: measured, never
read question by question. An apple breeder in Almaty, Kazakhstan, Saltanat Omarova, 38, who
works in the apple breeding lab of the Kazakh Research Institute of Fruit and Vegetable Growing,
with its experimental orchard near Talgar, and lives with her husband Yerlan, 40, their son
Alikhan, 11, their daughter Aruzhan, 6, and Baursak, a grey Scottish Fold cat. She chats with
ChatGPT from April 2025 to March 2026: a spring frost on the blossom, a rent rise, learning to swim
at 38 before a week at Issyk-Kul, an expedition to collect wild apples (Malus sieversii) in the
Lepsy valley of the Zhongar Alatau and a wild tree without scab, a job offer from an orchard
company turned down for the head of the lab, her father losing his savings to a fake bank call,
her brother's wedding moved after a death, a toast, a Schengen visa that moves a trip to Dresden,
her son's entrance test for NIS, a landlady who sells the flat and a move that slips, her first
weeks as head of the lab, the cat's stiff joints and Nauryz, with facts the user updates later
(the rent and the home, her pay and job, Yerlan's job, the tutor's price, the Dresden dates, the
moving day, the wedding date).
bench/answer_conversations.py asks every question ("assistant 67")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_150 = [
 ("2025-04-12", "Frost on the apple blossom: how to assess the damage", [
   ("user", "Hello! I'm Saltanat Omarova, I'm 38, and I'm an apple breeder in the apple breeding lab of the Kazakh Research Institute of Fruit and Vegetable Growing in Almaty. "
            "The lab is run by Dr. Vera Pavlovna Kim, who started our scab-resistance programme thirty years ago. Our experimental orchard is near Talgar, about 25 km east of the city. "
            "On the night of 8 to 9 April the temperature in the orchard fell to -4.5 °C at about 5 a.m. The old Aport trees were between pink bud and first bloom, "
            "and in block 3, my 1,200 seedlings from 2019 crosses of Aport with Florina (a scab-resistant variety), some trees were already in full bloom. "
            "The director of the institute, Prof. Nurlan Sadykov, wants a damage estimate on his desk by Wednesday. How do I assess the damage properly, and what should go in the note?"),
   ("assistant", "A frost at bloom is one of the most stressful things in fruit growing, and -4.5 °C at that stage is serious, but damage is almost always patchier than it looks on the first morning. "
                 "Here's a way to get a number you can defend.\n\n"
                 "## 1. Know what to expect\n"
                 "The most widely used reference values (the Washington State University tables for apple) say roughly:\n"
                 "| Stage | ~10% of flowers killed | ~90% killed |\n"
                 "|---|---|---|\n"
                 "| Tight cluster | -2.8 °C | -6.1 °C |\n"
                 "| First pink to full bloom | -2.2 °C | -3.9 °C |\n"
                 "| Petal fall | -2.2 °C | -3.9 °C |\n\n"
                 "These are for 30 minutes at that temperature, measured at flower height. Your -4.5 °C reading may come from a station at 2 m; low spots in the orchard may have been colder, slopes warmer. "
                 "So expect **heavy losses on trees in bloom and more moderate losses on trees still at pink**.\n\n"
                 "## 2. Wait a day or two, then cut\n"
                 "Frost damage shows clearly **24 to 48 hours** after the event.\n"
                 "1. Take a **sharp razor blade** and cut each flower **lengthwise (or crosswise) through the pistil and ovary**.\n"
                 "2. **Green or cream-white tissue = alive. Brown or black = dead.** A flower can have perfect-looking petals and a dead pistil.\n"
                 "3. Record the **king flower** (the central, first-opening flower of each cluster) separately: it usually gives the best fruit, and its survival matters most.\n\n"
                 "## 3. Sample so the numbers mean something\n"
                 "- About **100 flowers per tree** (20 to 25 clusters), from **all four sides and from low and high branches**.\n"
                 "- For the Aport block, **8 to 10 representative trees**, including some in the lowest part of the orchard.\n"
                 "- For the seedlings, sample by **row or family** (each cross) and note each tree's **bloom stage on 8 April**, because that will explain most of the differences.\n"
                 "- Keep a simple sheet: tree or row, stage, flowers cut, dead, king flowers dead.\n\n"
                 "## 4. The note for Prof. Sadykov\n"
                 "1. **The event:** minimum temperature, time, duration if you have a logger, where it was measured.\n"
                 "2. **The stage of each block** on the night.\n"
                 "3. **Results:** % of flowers killed and % of king flowers killed, by block.\n"
                 "4. **What it means for the crop.** Apple trees need only **5 to 10% of flowers to set fruit** for a full crop, so even 70% loss can leave a fair crop if the survivors are well spread.\n"
                 "5. **Consequences:** thinning (probably skip or reduce it this year), the crossing programme (hand pollinations planned for this spring), and frost rings on the fruit later.\n"
                 "6. **Recommendations:** for example frost protection for the breeding blocks in future (wind machines, sprinklers or at least a temperature alarm).\n\n"
                 "## 5. One opportunity\n"
                 "For a breeder, a frost is also a free screening. **Note which seedlings came through with little damage** and why: later bloom, or genuinely hardier flowers. That's a trait worth recording."),
   ("user", "Done. On Thursday I and our field technician, Bolat Kenzhebayev, cut 1,000 flowers. The Aport trees: 71% of flowers dead, and most of the king flowers. "
            "Block 3: only 38% dead on average, and some seedlings from the Florina crosses had almost no damage at all, because they bloomed four or five days later. "
            "Sadykov read the note and says no chemical thinning anywhere this year."),
   ("assistant", "That's a clear, useful result, and Prof. Sadykov's decision makes sense.\n\n"
                 "- **Aport at 71%:** still likely a light to moderate crop, but with most king flowers gone, expect more side-flower fruit, which tends to be smaller and on longer stalks.\n"
                 "- **Block 3 at 38%:** very likely a full crop on most seedlings.\n"
                 "- **The undamaged Florina seedlings:** be careful not to read too much into it. Four or five days of later bloom means they **escaped** the frost rather than resisted it. "
                 "Late bloom is still a valuable trait in Almaty's climate, where April frosts are common, so **record each seedling's bloom date** every year from now on.\n"
                 "- In June, look out for **frost rings** (a band of russet around the fruit) and misshapen fruit, and score them too.\n\n"
                 "Keep the flower-cutting sheets: they're the kind of data that's very useful five years later, when someone asks how often this happens.")],
  {"summary": "The user, Saltanat Omarova, 38, is an apple breeder in the apple breeding lab of the Kazakh Research Institute of Fruit and Vegetable Growing in Almaty, run by Dr. Vera Pavlovna Kim; the experimental orchard is near Talgar; "
              "on the night of 8 to 9 April 2025 the orchard fell to -4.5 °C; the old Aport trees were between pink bud and first bloom and her block 3 seedlings (1,200, from 2019 crosses of Aport with Florina) partly in full bloom; "
              "director Prof. Nurlan Sadykov wanted a damage estimate; the assistant gave the critical temperatures, said to wait 24 to 48 hours and cut flowers through the pistil (green alive, brown dead), sample about 100 flowers per tree from all sides and heights with king flowers separately, "
              "and structure the note (event, stage, results, crop, consequences, recommendations); she and field technician Bolat Kenzhebayev cut 1,000 flowers: Aport 71% dead, block 3 38% dead, some Florina seedlings almost undamaged because they bloomed later; "
              "Sadykov decided no chemical thinning this year; the assistant said the late-blooming seedlings escaped rather than resisted, and to record bloom dates and frost rings.",
   "procedures": [{"name": "Assessing frost damage on apple blossom", "steps": ["Wait 24 to 48 hours", "Cut flowers through pistil and ovary with a razor blade", "Green is alive, brown or black is dead", "Record king flowers separately",
                   "About 100 flowers per tree from all sides and heights", "Record each block's bloom stage"]}],
   "decisions": [{"decision": "No chemical thinning anywhere in 2025", "rationale": "The frost of 8 to 9 April killed 71% of Aport flowers and 38% in block 3"}],
   "outcomes": ["Aport 71% of flowers dead", "Block 3 seedlings 38% dead", "Some Florina seedlings almost undamaged thanks to later bloom"]}),
 ("2025-05-10", "Our rent is going up to 320,000 tenge: stay or move?", [
   ("user", "A personal one this time. We rent a two-room flat in Orbita-3 (Bostandyk district) from Lyudmila Petrovna, a retired lady who lives on the other side of Almaty. "
            "She just told us the rent goes up from 280,000 to 320,000 tenge a month from 1 June. We're four people and a cat: me, my husband Yerlan, who's 40, our son Alikhan, 11, our daughter Aruzhan, 6, "
            "and Baursak, a grey Scottish Fold, 4 years old, who thinks he's the head of the family. "
            "I earn 410,000 tenge net at the institute. Yerlan drives for Yandex Go in a rented Hyundai Elantra and clears about 350,000 tenge a month after the car rent and fuel. "
            "We have 2.8 million tenge saved in Otbasy Bank towards a down payment. The flat is a ten-minute walk from school-gymnasium No. 159, where Alikhan is, and Aruzhan starts first grade there in September. "
            "Should we try to find something cheaper, accept it, or is it time to buy?"),
   ("assistant", "A 40,000 tenge jump is about **14%**, or **480,000 tenge a year**, so it's worth taking seriously, but let's separate the three options.\n\n"
                 "## 1. What moving would really cost\n"
                 "- **Agency commission:** in Almaty it's often **50 to 100% of one month's rent** if you find the flat through an agent.\n"
                 "- **Deposit:** usually one month's rent, plus the first month in advance.\n"
                 "- **Movers, a day or two off work, new internet connection.**\n"
                 "- **The school:** a ten-minute walk to the school both children will attend is worth real money. A flat further away means buses or taxis twice a day, and that cost and time add up.\n"
                 "- Two-room flats in Bostandyk are commonly advertised between **300,000 and 380,000 tenge** now, so 'something cheaper nearby' may not exist.\n\n"
                 "## 2. Negotiate first\n"
                 "You've been reliable tenants, and a landlady who lives across the city values tenants who don't cause problems. Options:\n"
                 "- Ask for a smaller rise, for example to **300,000 or 310,000 tenge**.\n"
                 "- Or accept a rise in exchange for a **written one-year contract with the rent fixed** for that year.\n"
                 "- If you don't have a written contract at all, this is a good moment to get one; it protects both sides.\n\n"
                 "## 3. Buying: what to check\n"
                 "2.8 million tenge is a solid start, but in Almaty it's likely not enough on its own for a down payment on a flat big enough for four.\n"
                 "- **Otbasy Bank:** eligibility for a housing loan depends on how long you've saved, how much you've accumulated and the bank's score. Check in the Otbasy app how close you are; the rules and state programmes change often.\n"
                 "- Banks will look at **officially confirmed income**. A taxi driver's income through an app can be harder to confirm than a salary, so ask the bank how they treat it.\n"
                 "- Monthly payments on a mortgage can be higher than rent at first, so compare carefully.\n\n"
                 "## Suggested plan\n"
                 "1. Talk to Lyudmila Petrovna this week and aim for 300,000 to 310,000 with a one-year written contract.\n"
                 "2. Stay, at least through Aruzhan's first school year.\n"
                 "3. Keep adding to the Otbasy deposit every month and check your loan eligibility again in a year."),
   ("user", "It worked! Lyudmila Petrovna agreed to 310,000 tenge from 1 June, fixed until the end of May 2026, and we signed a one-year contract. So we're staying."),
   ("assistant", "Well done: you've saved 120,000 tenge over the year compared with her first figure, and you have a year of certainty while the children settle into school. "
                 "Keep a copy of the signed contract somewhere safe, including a photo on your phone, and read the clause on early termination, so you know what happens if she ever decides to sell.")],
  {"summary": "The user rents a two-room flat in Orbita-3, Bostandyk district, Almaty, from Lyudmila Petrovna, who raised the rent from 280,000 to 320,000 tenge a month from 1 June 2025; "
              "the family: husband Yerlan, 40, son Alikhan, 11, daughter Aruzhan, 6, and Baursak, a grey four-year-old Scottish Fold cat; the user earns 410,000 tenge net; Yerlan drives for Yandex Go in a rented Hyundai Elantra and clears about 350,000 tenge; "
              "savings 2.8 million tenge in Otbasy Bank; the flat is ten minutes' walk from school-gymnasium No. 159, where Alikhan studies and Aruzhan starts first grade in September 2025; "
              "the assistant weighed moving costs (agency commission, deposit), the school, negotiating and buying (Otbasy eligibility, confirmed income), and suggested negotiating with a one-year written contract; "
              "the landlady agreed to 310,000 tenge from 1 June 2025, fixed until the end of May 2026, with a one-year contract; they stay.",
   "decisions": [{"decision": "Stay in the Orbita-3 flat at 310,000 tenge a month with a one-year contract", "rationale": "Moving would cost more, and the school is ten minutes' walk away"},
                 {"decision": "Keep saving in Otbasy Bank", "rationale": "2.8 million tenge isn't yet enough for a down payment"}],
   "outcomes": ["Rent 310,000 tenge from 1 June 2025, fixed until the end of May 2026", "Savings 2.8 million tenge"]}),
 ("2025-06-07", "Learning to swim at 38 before Issyk-Kul", [
   ("user", "Slightly embarrassing question: I'm 38 and I can't swim. When I was 9 I nearly drowned at the Kapshagay reservoir; my uncle pulled me out, and since then I panic as soon as the water reaches my chest. "
            "This summer we're going to Issyk-Kul, 19 to 26 July, to a guesthouse called Zhyldyz in Cholpon-Ata. Alikhan learned to swim at school, Aruzhan has armbands, and Yerlan swims like a fish. "
            "I don't want to sit on the beach all week again. I've signed up for adult beginner lessons at the Delfin pool on Abay Avenue with a coach, Olga Vasilyevna: 10 lessons for 55,000 tenge, "
            "Tuesdays and Thursdays at 7:00 before work. Is it realistic to learn something in six weeks, and how do I deal with the panic?"),
   ("assistant", "It's not embarrassing at all. Many adults can't swim, and a frightening experience in childhood is one of the most common reasons. The good news is that adults who start with a fear usually progress faster than they expect once the fear is handled first and technique second.\n\n"
                 "## Set a realistic goal for July\n"
                 "In 10 lessons, a realistic aim is:\n"
                 "- Calm breathing with your face in the water\n"
                 "- Floating on your front and back, and **standing up again on your own** (this is the skill that kills the panic)\n"
                 "- Gliding and a simple stroke for **10 to 25 metres** in water where you can stand\n\n"
                 "## Tell Olga Vasilyevna about Kapshagay\n"
                 "A good coach will adapt the lessons when she knows: more time in shallow water, no surprises, and you deciding when to move on. That's not weakness; it's information she needs.\n\n"
                 "## Handling the panic\n"
                 "1. **Breathing first:** blow bubbles slowly through your mouth and nose with your face in the water. Panic makes people hold their breath; long slow exhales switch it off.\n"
                 "2. **Learn to stand up:** from a float, knees to chest, then push your feet down. Practise it until it's automatic.\n"
                 "3. **Small steps, repeated:** stay at the depth where you feel a little uncomfortable but not panicky, until it feels boring. Then go a little further.\n"
                 "4. **Name it:** when fear rises, say to yourself 'this is the old fear, I can stand here'. It sounds simple, and it helps.\n"
                 "5. **Practise between lessons** if you can: one extra free swim a week makes a big difference.\n\n"
                 "## Issyk-Kul is not a pool\n"
                 "- The water in July is usually around **18 to 22 °C**: cooler than a pool, and cold water makes you gasp. Go in slowly.\n"
                 "- The lake is slightly salty, so you'll float a bit more easily, which is a nice surprise.\n"
                 "- **Swim parallel to the shore, in water where you can stand**, never alone, and with Yerlan nearby.\n"
                 "- A bright **swim cap** and a **tow float** (an inflatable buoy on a waist belt) make you visible and give you something to hold if you get tired.\n\n"
                 "Six weeks is enough to change a lot. You may not swim across the bay, but you can be in the lake with your children, which is the real goal."),
   ("user", "I told Olga Vasilyevna everything in the first lesson. She kept me in the shallow end and didn't hurry me. After three lessons I can float on my back for 20 seconds and put my face in the water without panicking. "
            "I bought an orange tow float for 9,000 tenge."),
   ("assistant", "That's real progress in three lessons: floating on your back and putting your face in the water are the two hardest steps for someone with your history. "
                 "Keep doing the stand-up practice at the start of every lesson, and in the last two lessons ask Olga Vasilyevna to let you try a few metres with the tow float, so it's not new on the day at Issyk-Kul.")],
  {"summary": "The user, 38, can't swim: at 9 she nearly drowned at the Kapshagay reservoir and her uncle pulled her out; she panics when water reaches her chest; "
              "the family goes to Issyk-Kul from 19 to 26 July 2025, to the Zhyldyz guesthouse in Cholpon-Ata; Alikhan swims, Aruzhan has armbands, Yerlan swims well; "
              "she signed up for adult beginner lessons at the Delfin pool on Abay Avenue with coach Olga Vasilyevna, 10 lessons for 55,000 tenge, Tuesdays and Thursdays at 7:00; "
              "the assistant set a realistic goal (breathing, floating, standing up, 10 to 25 metres), suggested telling the coach about the childhood incident, gave steps for handling panic, "
              "and open-water advice for Issyk-Kul (18 to 22 °C, swim parallel to the shore, never alone, swim cap, tow float); after three lessons she can float on her back for 20 seconds and put her face in the water; she bought an orange tow float for 9,000 tenge.",
   "procedures": [{"name": "Learning to swim as an adult with a fear of water", "steps": ["Tell the coach about the fear", "Breathing with long exhales", "Learn to stand up from a float", "Small repeated steps", "Practise between lessons"]},
                  {"name": "Swimming safely at Issyk-Kul", "steps": ["Go in slowly in cool water", "Swim parallel to the shore where you can stand", "Never alone", "Bright swim cap and tow float"]}],
   "decisions": [{"decision": "Adult swimming lessons with Olga Vasilyevna at the Delfin pool", "rationale": "To swim at Issyk-Kul in July instead of sitting on the beach"}],
   "outcomes": ["Can float on her back for 20 seconds after three lessons", "Tow float bought for 9,000 tenge"]}),
 ("2025-07-05", "Checklist for a wild apple expedition to the Zhongar Alatau", [
   ("user", "Work trip. From 22 August to 5 September I'm leading an expedition to the Lepsy river valley in the Zhongar-Alatau National Park, to collect fruit and seed from wild apple trees, Malus sieversii, the wild ancestor of the domestic apple. "
            "After this very wet spring there's scab everywhere, so it's the perfect year to find wild trees that stay clean. "
            "The team: me, Bolat, Dina Seitova (a PhD student in our lab), and our driver Marat with the institute's old UAZ 'Bukhanka'. We'll sleep in tents and at the rangers' cordon. "
            "The national park permit is being processed. What should be on my checklist? I'm worried about ticks and bears, and about sampling properly so the data is actually usable."),
   ("assistant", "What a trip: the wild apple forests of the Zhongar Alatau are one of the most important fruit gene pools in the world. Here's a checklist in four parts.\n\n"
                 "## 1. Permits and paperwork\n"
                 "- **National park permit** for research and collecting, with the exact area, dates and names of the team.\n"
                 "- **Border zone:** parts of the Zhongar Alatau near the Chinese border lie in the **border zone**, which needs a separate pass from the Border Service, often applied for weeks in advance. Check whether the upper Lepsy valley is included.\n"
                 "- A letter from the institute describing the work, and copies of everyone's ID.\n"
                 "- If any material might later leave the country (for example to partners abroad), find out now what your institute needs for **export of genetic material**.\n\n"
                 "## 2. Ticks\n"
                 "The Almaty region, including the Zhongar Alatau foothills, is an area where **tick-borne encephalitis** occurs, and ticks are active in late summer too.\n"
                 "- **Vaccination:** the standard course needs two doses, usually 1 to 3 months apart, but there are **rapid schedules** with doses two weeks apart. Go to a clinic **this week** to have any protection by 22 August.\n"
                 "- Long sleeves, trousers tucked into socks, light colours, repellent on clothes.\n"
                 "- **Tick checks twice a day**, on each other too: neck, hairline, behind the knees, waistband.\n"
                 "- Tweezers or a tick remover in every first aid kit. Note the date of any bite, and see a doctor if fever follows.\n\n"
                 "## 3. Bears and general safety\n"
                 "Tien Shan brown bears live in the area and are attracted to exactly what you're looking for: apple trees in fruit.\n"
                 "- **Make noise** when walking through dense thickets, especially near fruiting trees.\n"
                 "- **Store food and fruit away from the tents**, ideally in the vehicle, never inside the tent.\n"
                 "- Ask the rangers about recent bear activity and what they advise; they know the valley.\n"
                 "- **Communication:** phone coverage will be patchy or absent. A satellite messenger or at least agreed check-in times with the rangers.\n"
                 "- River crossings, the UAZ's spare parts, a proper first aid kit.\n\n"
                 "## 4. Sampling so the data is usable\n"
                 "1. **One ID per tree**, on a tag and in the notebook: e.g. LP-01, LP-02...\n"
                 "2. **GPS point, altitude, aspect and slope**, and a photo of the whole tree and of a fruiting branch.\n"
                 "3. **Scab score** on leaves and on fruit separately, on a simple 0 to 5 scale, scored by the same person if possible. Note the scab on the neighbouring trees too: a clean tree among scabby ones is the interesting case.\n"
                 "4. **Tree size** (trunk diameter), fruit size, colour, taste notes.\n"
                 "5. **20 to 30 fruits per tree** in a labelled paper bag, never mixed. Seeds are extracted **by tree** later.\n"
                 "6. A **herbarium specimen** or at least pressed leaves from each tree, and leaf samples dried in silica gel if you may want DNA later.\n\n"
                 "Remember that seeds from wild trees are **open-pollinated**: you know the mother, not the father. To keep a tree itself, you'll need scion wood for grafting in winter."),
   ("user", "Good catch on the border zone: the upper Lepsy valley is in it, so we applied to the Border Service as well, and the pass came through yesterday. "
            "Dina and I had the first tick-borne encephalitis shot on Thursday at the city polyclinic, the second is in two weeks. Bolat was vaccinated last year. "
            "Marat refuses: 'thirty years in the mountains and never a tick'. And we'll take silica gel for leaves, Vera Pavlovna's idea too."),
   ("assistant", "Excellent, the hardest paperwork is done. About Marat: you can't force an adult to be vaccinated, and arguing rarely helps with 'thirty years and never a tick'. "
                 "What you can do is make the **evening tick check a team routine** that includes him without fuss, keep repellent in the UAZ, and make sure he knows the warning signs (fever, headache, muscle pain one to two weeks after a bite). "
                 "And since he's the driver, it's practical that he spends more time by the vehicle and less in the thickets.")],
  {"summary": "The user is leading an expedition from 22 August to 5 September 2025 to the Lepsy river valley in the Zhongar-Alatau National Park to collect fruit and seed from wild apple trees (Malus sieversii) that stay clean of scab after a wet spring; "
              "the team: the user, field technician Bolat, PhD student Dina Seitova and driver Marat with the institute's UAZ; tents and the rangers' cordon; "
              "the assistant listed permits (national park, border zone pass, institute letter, rules for exporting genetic material), tick-borne encephalitis vaccination (rapid schedule) and tick checks, bear safety (noise, food stored away from tents, asking rangers), communication, "
              "and a sampling protocol (tree IDs like LP-01, GPS, photos, scab scores on leaves and fruit, 20 to 30 fruits per tree in paper bags, herbarium and silica-dried leaves), noting that seeds are open-pollinated; "
              "the upper Lepsy valley is in the border zone and the Border Service pass came through; the user and Dina had their first tick-borne encephalitis shot, Bolat was vaccinated last year, Marat refuses.",
   "procedures": [{"name": "Sampling wild apple trees", "steps": ["One ID per tree (LP-01...)", "GPS, altitude, photos", "Scab score on leaves and fruit, 0 to 5", "Tree and fruit size, taste notes", "20 to 30 fruits per tree in a labelled paper bag", "Herbarium and silica-dried leaves"]},
                  {"name": "Tick and bear safety in the field", "steps": ["Tick-borne encephalitis vaccine, rapid schedule", "Long sleeves and repellent", "Tick checks twice a day", "Make noise near fruiting trees", "Store food away from tents", "Ask the rangers"]}],
   "decisions": [{"decision": "Apply for a border zone pass for the upper Lepsy valley", "rationale": "It lies in the border zone near China"},
                 {"decision": "Take silica gel to dry leaves for DNA", "rationale": "DNA may be wanted later"}],
   "outcomes": ["Border Service pass granted", "First tick-borne encephalitis shot for the user and Dina"]}),
 ("2025-08-02", "A job offer from an orchard company, or head of the lab?", [
   ("user", "First, I swam! On Wednesday 23 July I swam 150 metres along the shore at Cholpon-Ata with my tow float, breaststroke, in 20-degree water. Alikhan filmed it and Aruzhan shouted 'Mama is a fish!' so the whole beach heard.\n\n"
            "Now the big thing. Jetisu Bagy, a company that plants intensive apple orchards on dwarf rootstock near Esik, has offered me a job as chief agronomist: 850,000 tenge net and a company car, "
            "but they want me on site in Esik four days a week, that's about an hour each way. I have to answer by 15 August. "
            "At the same time, Vera Pavlovna retires on 31 December, she's 72, and last week Prof. Sadykov told me he wants me to head the apple breeding lab from 5 January 2026, at 560,000 tenge net. "
            "Help me think. (And in family news, my little brother Daniyar, 29, a programmer at a bank in Astana, is marrying Aigerim on 27 September in Taldykorgan, where our parents live. Dad is already inviting half the city.)"),
   ("assistant", "Congratulations on the 150 metres! From panic at chest height to swimming in open water in six weeks is a big deal. And congratulations to Daniyar.\n\n"
                 "Now the decision. Both offers say good things about where you are in your career; let's lay them out.\n\n"
                 "## Side by side\n"
                 "| | Jetisu Bagy | Head of the breeding lab |\n"
                 "|---|---|---|\n"
                 "| Pay | 850,000 tenge net | 560,000 tenge net |\n"
                 "| Extras | company car | leading a lab, your own programme |\n"
                 "| Location | Esik, four days a week, ~2 hours of driving a day | Almaty and Talgar |\n"
                 "| Work | commercial orchards, yields, spraying, planting plans | breeding, selection, long-term research |\n"
                 "| Time horizon | this year's harvest | varieties take 15 to 20 years |\n\n"
                 "## The questions that decide it\n"
                 "1. **What do you want to have done in 15 years?** If it's releasing scab-resistant varieties bred for Kazakhstan, only the lab gets you there. If it's building modern orchards and earning well, Jetisu Bagy is a strong step.\n"
                 "2. **What happens to your seedlings if you leave?** Block 3 is your work since 2019. Would someone else carry it on?\n"
                 "3. **The family cost of Esik:** two hours a day on the road plus four days on site, with Aruzhan starting first grade and Yerlan's taxi hours being irregular. Who does school pick-ups?\n"
                 "4. **The money in practice:** the 290,000 tenge difference is large, but a long commute has costs too, in time and fatigue.\n\n"
                 "## Practical steps before 15 August\n"
                 "- Ask Prof. Sadykov to **put the head-of-lab offer in writing**, with the start date and salary. An oral promise isn't a job.\n"
                 "- If you lean towards the lab, consider whether Jetisu Bagy would value you as a **paid consultant** a few days a year, and check what the institute allows. That keeps a door open.\n"
                 "- If you lean towards Jetisu Bagy, ask whether **two days could be remote**, and what exactly the car covers.\n\n"
                 "Either choice is defensible. The one you'll regret is the one made without knowing what you'd lose."),
   ("user", "Yerlan and I talked until 2 a.m. I'm saying no to Jetisu Bagy. Breeding is my life's work: a variety takes twenty years, and my 2019 seedlings in block 3 are just starting to fruit. If I leave now, someone else will select them, or nobody will. "
            "And four days a week in Esik means I'd barely see the kids, just when Aruzhan starts school. Sadykov has put it in writing: the order appointing me head of the lab from 5 January, at 560,000 tenge. "
            "I told Jetisu Bagy's director, Kanat Ospanov, that I might be glad to consult for them in a few years."),
   ("assistant", "That's a clear decision with clear reasons, and getting the order in writing first was exactly right. Declining while offering future consulting is a graceful way to keep a good relationship; "
                 "the fruit world in Kazakhstan is small, and Kanat Ospanov may well be a partner for field trials of your varieties one day. "
                 "A short written reply helps too: thank him, say you've accepted a leadership role at the institute, and that you'd be glad to stay in touch.")],
  {"summary": "On 23 July 2025 the user swam 150 metres along the shore at Cholpon-Ata, Issyk-Kul, with her tow float, breaststroke, in 20 °C water; Alikhan filmed it and Aruzhan shouted 'Mama is a fish!'; "
              "Jetisu Bagy, an intensive orchard company near Esik, offered her a job as chief agronomist at 850,000 tenge net with a company car, on site in Esik four days a week, answer due 15 August 2025; "
              "Vera Pavlovna Kim retires on 31 December 2025 at 72, and Prof. Sadykov wants the user to head the apple breeding lab from 5 January 2026 at 560,000 tenge net; "
              "her brother Daniyar, 29, a programmer at a bank in Astana, marries Aigerim on 27 September 2025 in Taldykorgan, where their parents live; "
              "the assistant compared the offers, asked about her 15-year goals, her seedlings, the family cost of Esik and the money, and suggested getting the lab offer in writing and considering consulting; "
              "she declined Jetisu Bagy because breeding is her life's work, a variety takes twenty years and her 2019 seedlings are starting to fruit, and four days a week in Esik would mean barely seeing her children; "
              "Sadykov put the appointment in writing; she told director Kanat Ospanov she might consult for them in a few years.",
   "decisions": [{"decision": "Decline the Jetisu Bagy chief agronomist job", "rationale": "Breeding is her life's work, her 2019 seedlings are starting to fruit, and four days a week in Esik would keep her from her children"},
                 {"decision": "Accept heading the apple breeding lab from 5 January 2026 at 560,000 tenge net", "rationale": "Vera Pavlovna Kim retires; the offer is in writing"}],
   "outcomes": ["Swam 150 metres at Cholpon-Ata on 23 July 2025", "Head-of-lab appointment in writing"]}),
 ("2025-09-13", "My dad gave his SMS codes to a fake bank caller", [
   ("user", "We got back from the Lepsy valley on 5 September, more on that another time. Something bad happened at home. "
            "On Tuesday 9 September my dad, Serik Bekov, who is 71 and drove city buses in Taldykorgan for 35 years before he retired, got a call from a man who said he was from 'Kaspi security'. "
            "He said someone was trying to take a loan in Dad's name and that Dad had to move his money to a 'safe account'. Dad read him the SMS codes and transferred 240,000 tenge, most of his savings from his pension. "
            "Mum (Raushan, 67, a retired nurse) only realised in the evening. What do we do now? And how do I stop this from happening again? He's ashamed and doesn't want to talk about it.\n\n"
            "Also, Daniyar's wedding has moved to 25 October: Aigerim's grandmother died on 20 August, and her family wants to wait until after the forty days."),
   ("assistant", "I'm really sorry. This is a well-organised, professional scam that catches engineers, doctors and bank employees, not only pensioners. The most important thing for your dad to hear is that **it isn't his fault and he isn't stupid**. "
                 "And I'm sorry to hear about Aigerim's grandmother.\n\n"
                 "## Right now, if not already done\n"
                 "1. **Call the bank** on the number printed on the card or in the app (not a number from an SMS). Ask them to **block the card and accounts**, and to register the transfer as **fraud** in writing. Ask for the reference number.\n"
                 "2. **Change the app password** and check which devices are logged in to his account.\n"
                 "3. **Report to the police**: call **102** or go to the police station and file a written statement. Bring the phone, the numbers that called, the times, and screenshots of the transfers.\n"
                 "4. **Check for loans in his name**: the credit bureau report can be requested through **eGov**. Fraudsters who got codes sometimes take out a loan too.\n"
                 "5. **Voluntary loan ban:** Kazakhstan has introduced a way to register a **voluntary refusal of loans** (through eGov), so no bank or microcredit company can issue a loan in his name without it being lifted first. Check the current procedure on eGov.\n\n"
                 "## About getting the money back\n"
                 "I'll be honest: when the customer gave the codes himself, banks often refuse to refund. It's still worth filing the claim and the police statement quickly, because sometimes the receiving account is frozen in time.\n\n"
                 "## Stopping it happening again\n"
                 "- **One simple rule, written down:** *the bank never calls to ask for codes or to move money to a 'safe account'.* Anyone who says that is a criminal.\n"
                 "- **Hang up and call back** on the number on the card, or call a family member first.\n"
                 "- **A family code word**: if someone calls claiming to be you or a relative in trouble, they must know it.\n"
                 "- **Transfer limits** in the banking app, so a large sum can't leave in one go.\n"
                 "- A **caller ID app** that flags known scam numbers.\n"
                 "- **Talk about it openly** in the family, including your own near misses. Shame keeps people silent, and silence is what scammers rely on.\n\n"
                 "## Talking to your dad\n"
                 "Ask for his help rather than lecturing him: 'Papa, help us make your phone safe, so this can't happen to Mama either.' People accept protections more easily when they're framed as protecting someone else."),
   ("user", "We did it all. Kaspi blocked the card and registered a fraud claim, but they said they won't refund because he gave the codes himself. "
            "We filed a statement at the Taldykorgan city police on Wednesday; the money went to a card in someone else's name. "
            "What we set up: a daily transfer limit of 50,000 tenge, a voluntary loan ban through eGov, a family code word (it's 'Alma', of course), and a note taped to his phone: 'Banks never call. Hang up and call Saltanat.' "
            "Dad laughed at the note, which I think is a good sign."),
   ("assistant", "That's a thorough set of protections, and Dad laughing is a very good sign: it means the shame is easing. "
                 "Check the police case number now and then, and if there's any news about the receiving card, tell Kaspi, because it can reopen the claim. "
                 "It may also help to tell your mum's and Aigerim's families about the code word idea: scammers often try the same trick on several people in one family.")],
  {"summary": "On 9 September 2025 the user's father, Serik Bekov, 71, a retired Taldykorgan city bus driver (35 years), was called by a fake 'Kaspi security' man claiming someone was taking a loan in his name; he read out his SMS codes and transferred 240,000 tenge to a 'safe account'; "
              "her mother Raushan, 67, a retired nurse, noticed that evening; the user returned from the Lepsy valley on 5 September 2025; Daniyar's wedding moved to 25 October 2025 because Aigerim's grandmother died on 20 August and her family wants to wait until after the forty days; "
              "the assistant said it wasn't his fault, and advised calling the bank to block the card and register fraud, changing passwords, reporting to the police (102), checking the credit bureau report and registering a voluntary loan ban through eGov, "
              "warned that refunds are often refused when codes were given, and suggested prevention (a written rule, hanging up and calling back, a family code word, transfer limits, a caller ID app, talking openly); "
              "Kaspi blocked the card and registered a claim but won't refund; a statement was filed at the Taldykorgan city police; the money went to a card in someone else's name; "
              "they set a 50,000 tenge daily transfer limit, a voluntary loan ban through eGov, the family code word 'Alma', and a note on his phone: 'Banks never call. Hang up and call Saltanat.'",
   "procedures": [{"name": "After a phone banking scam", "steps": ["Call the bank on the number on the card; block and register fraud", "Change passwords and check devices", "Police statement (102)", "Check the credit bureau report on eGov", "Voluntary loan ban through eGov"]},
                  {"name": "Protecting a parent from phone scams", "steps": ["A written rule: banks never ask for codes", "Hang up and call back", "A family code word", "Transfer limits", "Caller ID app", "Talk about it openly"]}],
   "decisions": [{"decision": "A 50,000 tenge daily transfer limit, a voluntary loan ban, the code word 'Alma' and a note on Dad's phone", "rationale": "To stop another phone scam"}],
   "outcomes": ["Dad lost 240,000 tenge", "Kaspi refused a refund", "Police statement filed in Taldykorgan", "Daniyar's wedding moved to 25 October 2025"]}),
 ("2025-09-27", "How to stratify 6,200 wild apple seeds", [
   ("user", "Now the expedition. In two weeks in the Lepsy valley we sampled 37 wild trees and brought back 14 kg of fruit. We saw a bear twice, both times from far away, thank God. "
            "Because of the wet summer almost every tree had scab, but one, LP-19, a big old tree at 1,450 m above the river, had clean leaves and clean fruit while the trees around it were covered. "
            "Dina has extracted about 6,200 seeds, kept separately by tree. I want to sow them in spring and screen the seedlings for scab in the greenhouse. How do we stratify them, and how should we set up the screening?\n\n"
            "Family news: Yerlan has stopped driving the taxi. Since 15 September he's a dispatcher at TransAsia Cargo, a trucking company in Almaty, for 450,000 tenge and regular hours, and he's much happier. "
            "And Aruzhan started first grade on 1 September and is in love with her teacher."),
   ("assistant", "What a result. A clean tree in a year when everything around it is scabby is exactly what you went for. Congratulations to Yerlan too: regular hours after taxi driving is a change the whole family feels.\n\n"
                 "## 1. Storing the seeds until stratification\n"
                 "- Let them **air-dry briefly** (a few days at room temperature), then keep them in **labelled paper envelopes** (tree ID, date, number of seeds) in a cool, dry place or a fridge.\n"
                 "- Don't let them sit warm and damp, which invites mould.\n\n"
                 "## 2. Stratification\n"
                 "Apple seeds, and *Malus sieversii* in particular, need a period of **cold-moist stratification** to break dormancy.\n"
                 "1. Soak the seeds for a few hours, then mix each tree's seeds with **moist (not wet) sand, peat or vermiculite**.\n"
                 "2. Put them in **labelled zip bags or boxes, one per tree**, with the label inside and outside.\n"
                 "3. Keep them at **2 to 5 °C for 60 to 90 days** (a dedicated fridge is ideal, not one with fruit in it, since ripening fruit gives off ethylene).\n"
                 "4. **Check weekly** for mould and moisture; remove mouldy seeds.\n"
                 "5. Sow when the first seeds show a root tip.\n"
                 "**Timing:** to sow in mid-March, start stratification around **mid to late December**.\n\n"
                 "## 3. Scab screening in the greenhouse\n"
                 "- Grow the seedlings to the **3 to 5 true leaf** stage.\n"
                 "- **Inoculate** with a spore suspension of *Venturia inaequalis*, ideally a **mix of local isolates** collected from scabby trees in Talgar and the Lepsy valley, so you test against the scab that actually exists here.\n"
                 "- Keep the plants at **high humidity (near 100%) for about 48 hours** at 17 to 20 °C, then normal greenhouse conditions.\n"
                 "- **Score symptoms after two to three weeks** on a standard scale (for example 0 to 4), and repeat on survivors.\n"
                 "- Include **controls**: seedlings of a susceptible variety (Aport will do) and of a resistant one (Florina).\n\n"
                 "## 4. Keep LP-19 itself\n"
                 "The seeds are open-pollinated, so each seedling has an unknown father and only half of LP-19's genes. To keep **the tree itself**, you'll need **dormant scion wood cut in winter** and grafted. "
                 "And a field observation isn't yet proof of resistance: LP-19 might also have **escaped** scab because of its position, airflow or timing. Testing grafted clones and seedlings will tell you."),
   ("user", "Vera Pavlovna says we should go back in February to cut scion wood from LP-19. And Henrike Vogt, a scientist at the JKI, the Julius Kühn Institute in Dresden-Pillnitz, has invited me to bring DNA from the Lepsy trees to test them for the known scab resistance genes. "
            "We'll start stratification on 20 December."),
   ("assistant", "Both are excellent next steps. The JKI in Pillnitz has one of the best-known collections and marker sets for apple scab resistance, so testing LP-19 there is a great opportunity. "
                 "Before you go, ask Henrike which markers she'll run and what sample format she prefers, and check what paperwork your institute needs for sending genetic material abroad. "
                 "And 20 December gives you roughly 80 days to mid-March: right in the window.")],
  {"summary": "Lepsy valley expedition results: 37 wild trees sampled, 14 kg of fruit, two distant bear sightings; almost every tree had scab after the wet summer, but LP-19, a big old tree at 1,450 m above the river, had clean leaves and fruit; "
              "PhD student Dina extracted about 6,200 seeds, kept by tree; Yerlan stopped taxi driving and since 15 September 2025 is a dispatcher at TransAsia Cargo, a trucking company in Almaty, for 450,000 tenge with regular hours; "
              "Aruzhan started first grade on 1 September 2025; the assistant explained seed storage, cold-moist stratification for 60 to 90 days at 2 to 5 °C in moist sand, peat or vermiculite, one labelled bag per tree, checked weekly for mould, starting mid to late December to sow in mid-March, "
              "greenhouse scab screening (inoculation at 3 to 5 leaves with local Venturia inaequalis isolates, 48 hours at high humidity, scoring after two to three weeks, Aport and Florina controls), "
              "and said to keep LP-19 by grafting dormant scion wood, since the seeds are open-pollinated and field cleanliness may be escape; "
              "Vera Pavlovna suggested cutting LP-19 scion wood in February; Henrike Vogt of the Julius Kühn Institute (JKI) in Dresden-Pillnitz invited the user to test the trees' DNA for known scab resistance genes; stratification starts 20 December 2025.",
   "discoveries": ["Wild apple tree LP-19 in the Lepsy valley stayed clean of scab in a wet year while its neighbours were covered"],
   "procedures": [{"name": "Stratifying wild apple seeds", "steps": ["Air-dry briefly and store in labelled envelopes", "Mix with moist sand, peat or vermiculite", "One labelled bag per tree", "2 to 5 °C for 60 to 90 days, no fruit in the fridge", "Check weekly for mould", "Sow when roots show"]},
                  {"name": "Greenhouse scab screening", "steps": ["Seedlings at 3 to 5 leaves", "Inoculate with mixed local isolates", "48 hours near 100% humidity", "Score after two to three weeks", "Susceptible and resistant controls"]}],
   "decisions": [{"decision": "Start stratification on 20 December 2025", "rationale": "About 80 days before sowing in mid-March"},
                 {"decision": "Cut scion wood from LP-19 in February 2026", "rationale": "To keep the tree itself, since the seeds are open-pollinated"}],
   "outcomes": ["37 trees sampled, 14 kg of fruit, about 6,200 seeds", "Yerlan a dispatcher at TransAsia Cargo since 15 September 2025"]}),
 ("2025-10-04", "Getting my son ready for the NIS entrance test", [
   ("user", "Alikhan is in 6th grade and he's set on going to NIS, the Nazarbayev Intellectual School of physics and mathematics in Almaty, from 7th grade. "
            "The entrance test is in February; the exact date isn't announced yet. It covers maths, quantitative reasoning and the languages: Kazakh, Russian and English. "
            "He's strong at maths (he won a diploma at the city olympiad last year) but his English is weak. We've hired a tutor who prepares children for NIS, Asel Nurmukhamedova: 8,000 tenge for a 90-minute lesson, twice a week, Mondays and Thursdays. "
            "He also plays football at a club three times a week and won't hear of stopping. How do we plan the next four months without burning him out?"),
   ("assistant", "Four months is a reasonable runway, and a child who *wants* to go is half the battle. The aim is steady progress, not cramming.\n\n"
                 "## 1. Start with a diagnosis\n"
                 "Ask Asel to give Alikhan a **full practice test under timed conditions** in the first two weeks. It shows where the points are really lost: often not the hard maths, but time pressure, careless errors, or reading the questions in the second language.\n\n"
                 "## 2. A weekly rhythm\n"
                 "| Day | Plan |\n"
                 "|---|---|\n"
                 "| Mon | Asel (maths and reasoning) |\n"
                 "| Tue | Football; 20 min English |\n"
                 "| Wed | 30 min practice problems; 20 min English |\n"
                 "| Thu | Asel |\n"
                 "| Fri | Football; 20 min English |\n"
                 "| Sat | Football or rest; one short mixed set |\n"
                 "| Sun | **Free** |\n\n"
                 "## 3. English: little and every day\n"
                 "- **20 minutes a day beats two hours on Sunday.** Vocabulary with a spaced-repetition app, plus short reading texts of the kind on the test.\n"
                 "- Football helps here: match reports, player interviews or a football magazine in simple English are reading he'll actually do.\n"
                 "- If English turns out to be the biggest gap, consider a few lessons with an English tutor in December and January.\n\n"
                 "## 4. Mock tests\n"
                 "From December, one **timed mock test every two weeks**, then review every mistake: why it happened, not just the right answer.\n\n"
                 "## 5. Keep football\n"
                 "Exercise improves concentration and sleep, and football is his own thing. Taking it away would make the test feel like a punishment.\n\n"
                 "## 6. Check the official rules\n"
                 "The format, subjects and registration deadlines of NIS admission can change from year to year. Check the **official NIS website** now, register on time, and note the test date as soon as it's published."),
   ("user", "Alikhan made a deal with us: football stays, and he does 20 minutes of English with Yerlan every evening after dinner. They've started reading a football magazine together. Registration is done on the NIS site."),
   ("assistant", "That's a great deal, and reading with his dad makes English something they share rather than a chore. "
                 "Keep an eye on sleep as the test gets closer, and in January cut anything new: the last weeks are for practice tests and rest, not new topics.")],
  {"summary": "The user's son Alikhan, in 6th grade, wants to enter NIS, the Nazarbayev Intellectual School of physics and mathematics in Almaty, from 7th grade; the entrance test in February 2026 covers maths, quantitative reasoning, Kazakh, Russian and English; "
              "he is strong at maths (a diploma at the city olympiad) but weak in English; tutor Asel Nurmukhamedova charges 8,000 tenge per 90-minute lesson, Mondays and Thursdays; he plays football at a club three times a week; "
              "the assistant suggested a timed diagnostic test, a weekly rhythm with a free Sunday, 20 minutes of English a day (football reading), mock tests every two weeks from December, keeping football and checking the official NIS rules; "
              "Alikhan agreed to 20 minutes of English with Yerlan every evening, reading a football magazine; registration on the NIS site is done.",
   "procedures": [{"name": "Preparing for the NIS entrance test", "steps": ["Timed diagnostic test", "Tutor twice a week", "20 minutes of English a day", "Mock tests every two weeks from December", "Keep football and a free Sunday", "Check the official rules and register"]}],
   "decisions": [{"decision": "Maths tutor Asel Nurmukhamedova twice a week at 8,000 tenge a lesson", "rationale": "NIS entrance test in February 2026"},
                 {"decision": "Football stays; 20 minutes of English with Yerlan every evening", "rationale": "English is Alikhan's weak subject"}],
   "outcomes": ["Registered for the NIS entrance test"]}),
 ("2025-10-11", "Schengen visa for Germany: the trip to Dresden moves", [
   ("user", "Henrike Vogt invited me to the JKI in Dresden-Pillnitz for 20 to 24 October, to run the marker tests on the Lepsy trees' DNA together and plan a joint grant. "
            "But the earliest appointment at the German visa centre (VFS Global) in Almaty was Tuesday 14 October, and they say processing takes about 15 calendar days, so I can't possibly make the 20th. "
            "Henrike has kindly moved it to 17 to 21 November. The institute pays the flights, Almaty to Dresden via Istanbul, 420,000 tenge. "
            "What exactly do I need for the appointment, and is there anything special about taking DNA samples?"),
   ("assistant", "Moving the dates was the right call; Schengen processing times in autumn are often at the long end. Here's what a short **business/research visit** to Germany usually requires. Check the German mission's and VFS Global's current checklist for Kazakhstan, since details change.\n\n"
                 "## Documents for the visa appointment\n"
                 "1. **Application form**, filled in online (VIDEX) and printed and signed.\n"
                 "2. **Passport** valid at least three months beyond your return, with two blank pages, plus copies of the data page and of any previous Schengen visas.\n"
                 "3. **Two biometric photos** (35 x 45 mm).\n"
                 "4. **Invitation letter from the JKI**, signed by Henrike, with the dates, the purpose of the visit and who pays which costs.\n"
                 "5. **Letter from your employer**: your position, salary, that the trip is a business trip, and that you'll return to your job.\n"
                 "6. **Travel medical insurance** valid in the Schengen area, covering at least **€30,000**, for the whole stay.\n"
                 "7. **Flight reservation** and proof of accommodation (a booking or a statement from your host).\n"
                 "8. **Proof of funds**, e.g. a recent bank statement, or a statement that the institute covers the costs.\n"
                 "9. **Visa fee** (€90 for adults at the moment) plus the VFS service fee.\n"
                 "10. Your **fingerprints** are taken at the appointment if you haven't given them in the last few years.\n\n"
                 "## Taking biological material\n"
                 "This is the part people often get wrong:\n"
                 "- **Plant material** (leaves, seeds, scion wood) entering the EU usually needs a **phytosanitary certificate** and may be restricted; don't carry it in your luggage without checking.\n"
                 "- **DNA extracts** are much simpler than leaves, but they are still genetic resources from Kazakhstan. Under the **Nagoya Protocol**, institutes normally use a **material transfer agreement (MTA)** that says who may use the material and how.\n"
                 "- Ask your institute what approvals it needs for sending genetic material abroad.\n"
                 "- Carry the tubes with a printed list and the signed MTA, in your hand luggage, and be ready to explain them at customs.\n\n"
                 "## Tip\n"
                 "Book the flight as **refundable or changeable** if you can, until the visa is in your passport."),
   ("user", "Henrike says to bring DNA extracts, not leaves, with an MTA signed by both institutes. Sadykov has signed our side. My appointment is on Tuesday the 14th."),
   ("assistant", "That's the cleanest way to do it. Put the MTA, the sample list and a copy of Henrike's invitation in one folder in your hand luggage, and keep the tubes cool and upright. "
                 "Good luck on the 14th; with an invitation from a federal research institute and your institute paying, it's a straightforward application.")],
  {"summary": "Henrike Vogt invited the user to the JKI in Dresden-Pillnitz for 20 to 24 October 2025 to run marker tests on the Lepsy trees' DNA and plan a joint grant; the earliest German visa appointment at VFS Global in Almaty was 14 October 2025, with about 15 days of processing, so the visit moved to 17 to 21 November 2025; "
              "the institute pays the flights, Almaty to Dresden via Istanbul, 420,000 tenge; the assistant listed the Schengen documents (VIDEX form, passport, photos, JKI invitation, employer letter, travel insurance of at least €30,000, flight and accommodation, proof of funds, €90 fee, fingerprints) "
              "and warned that plant material needs a phytosanitary certificate, that DNA extracts are simpler but need a material transfer agreement under the Nagoya Protocol, and to book a changeable flight; "
              "Henrike asked for DNA extracts, not leaves, with an MTA signed by both institutes; Sadykov signed; the appointment is on 14 October 2025.",
   "procedures": [{"name": "Schengen business visa for Germany from Kazakhstan", "steps": ["VIDEX form", "Passport and photos", "Invitation letter", "Employer letter", "Travel insurance of at least €30,000", "Flight and accommodation", "Proof of funds", "Visa fee and fingerprints"]}],
   "decisions": [{"decision": "Move the Dresden visit from 20 to 24 October to 17 to 21 November 2025", "rationale": "The earliest visa appointment was 14 October and processing takes about 15 days"},
                 {"decision": "Bring DNA extracts with a signed MTA, not leaves", "rationale": "Plant material needs a phytosanitary certificate; genetic resources need an MTA"}],
   "outcomes": ["Visa appointment on 14 October 2025", "MTA signed by Sadykov"]}),
 ("2025-10-19", "A toast for my little brother's wedding", [
   ("user", "Daniyar and Aigerim's toi is next Saturday, 25 October, at the Zhetisu Palace restaurant in Taldykorgan, 400 guests. As his elder sister I have to give a toast, about two minutes, mostly in Kazakh with some Russian. "
            "Can you draft it in English and I'll translate? Some material: Daniyar is 29, a programmer at a bank in Astana. When he was 8 he climbed our grandmother's apricot tree in Tekeli to get me the highest apricot, fell and broke his arm, and he still says it was worth it. "
            "Aigerim is an architect in Astana; they met when she designed the new office of his bank and he kept 'finding problems' with the plans so he could have more meetings. "
            "Yerlan and I are giving 200,000 tenge in an envelope."),
   ("assistant", "What lovely material: the apricot tree alone is a whole toast. Here's a draft of about two minutes, with notes.\n\n"
                 "## Before you start\n"
                 "- Greet the elders and the guests first, as is customary: *Құрметті ата-апалар, ағайын-туыс, қадірлі қонақтар!*\n"
                 "- Say who you are in one line: Daniyar's elder sister.\n\n"
                 "## Draft\n"
                 "> Dear elders, dear families, dear guests,\n"
                 ">\n"
                 "> I'm Saltanat, Daniyar's elder sister, and I've known the groom longer than almost anyone in this room.\n"
                 ">\n"
                 "> When Daniyar was eight, we were at our grandmother's house in Tekeli, and I said, without thinking, that the best apricot was the one at the very top of the tree. "
                 "Five minutes later he was up there. He got the apricot. He also broke his arm. And to this day he says it was worth it.\n"
                 ">\n"
                 "> That's my brother: if he decides something is worth it, he climbs.\n"
                 ">\n"
                 "> So I wasn't surprised when I heard how he met Aigerim. She was designing the new office for his bank, and suddenly our careful programmer found a great many problems with the plans. Problems that needed meeting after meeting. "
                 "Aigerim, I'm afraid he was never really worried about the plans.\n"
                 ">\n"
                 "> Aigerim, you build houses for a living. Now you'll build a home together, and I know you'll build it well, because you both take care over the things that matter.\n"
                 ">\n"
                 "> Daniyar, keep climbing for the best apricots, but please, now, hold on with both hands.\n"
                 ">\n"
                 "> I wish you a home full of light, patience on hard days, and laughter on all the others. *Бақытты болыңдар!*\n\n"
                 "## Notes\n"
                 "- **Two minutes** is about 250 to 280 words spoken calmly; this draft is close. Pause after the broken arm: people will laugh.\n"
                 "- Since Aigerim's family is in mourning, keep the tone warm rather than boisterous, and perhaps a respectful word for her grandmother at the start, if her family would welcome it. Ask Aigerim's mother or Daniyar first.\n"
                 "- Practise it aloud three times, in Kazakh, with a timer. Keep a small card with the first words of each paragraph."),
   ("user", "Perfect. I'll end with 'may your home always be full of guests and apricots'. Daniyar's going to cry, he always pretends he doesn't."),
   ("assistant", "That's a beautiful ending, and very Kazakh: a full house of guests is one of the oldest blessings there is. "
                 "If he cries, it worked. Enjoy the toi, and give your dad a break from the phone for one evening.")],
  {"summary": "Daniyar and Aigerim's toi is on 25 October 2025 at the Zhetisu Palace restaurant in Taldykorgan, with 400 guests; the user, his elder sister, gives a two-minute toast mostly in Kazakh; "
              "Daniyar, 29, a programmer at a bank in Astana, at 8 climbed their grandmother's apricot tree in Tekeli to get her the highest apricot, fell and broke his arm, and says it was worth it; "
              "Aigerim is an architect in Astana; they met when she designed his bank's new office and he kept 'finding problems' with the plans; the user and Yerlan give 200,000 tenge in an envelope; "
              "the assistant drafted a toast (greeting the elders, the apricot tree, the plans, 'hold on with both hands', Бақытты болыңдар), advised about 250 to 280 words, a warm tone because Aigerim's family is in mourning, and practising aloud; "
              "she will end with 'may your home always be full of guests and apricots'.",
   "decisions": [{"decision": "End the toast with 'may your home always be full of guests and apricots'", "rationale": "The apricot tree story"},
                 {"decision": "Give 200,000 tenge in an envelope", "rationale": "The wedding gift from the user and Yerlan"}]}),
 ("2025-11-08", "Our landlady is selling: moving in three weeks", [
   ("user", "First, the toi was wonderful. 400 people, Daniyar cried during my toast exactly as predicted, and Dad danced with Mum for the first time in years.\n\n"
            "Then, on 1 November, Lyudmila Petrovna called: her son is buying a flat in Novosibirsk and she's selling ours to help him, so we have to be out by 30 November. The contract allows it with 30 days' notice if she sells. "
            "We've found a three-room flat in Almagul microdistrict: 68 m², 6th floor with a lift, 350,000 tenge a month. The children would each have their own room, and there's a direct bus to school No. 159, 12 minutes. "
            "The owner, Timur Zhakenov, wants the first month plus a deposit of one month. We plan to move on Saturday 29 November. "
            "What should I check before signing, and how do we do a move with two kids and a cat while I'm in Dresden from the 17th to the 21st?"),
   ("assistant", "Congratulations on the toi, and well done on finding a flat so quickly. The rent goes up by 40,000 tenge, but you gain a room and a lift, which with shopping and two children is worth a lot.\n\n"
                 "## Before signing\n"
                 "1. **Check that he's the owner:** ask to see the **certificate of registered rights** to the property from eGov (the owner can get it in minutes) and compare the name with his ID.\n"
                 "2. **Co-owners:** if the flat is jointly owned, for example with a spouse, ask for their consent or signature.\n"
                 "3. **A written contract** with: the rent and how long it's fixed, the deposit and the conditions for returning it, who pays utilities and the building fees, notice periods on both sides, and what happens if he sells.\n"
                 "4. **An inventory and photos** of the flat and furniture on the day you get the keys, signed by both sides, plus **meter readings**.\n"
                 "5. **Inspect properly:** water pressure and hot water, radiators (heating season has started), windows and draughts, signs of damp or mould, the gas stove, the lift's condition.\n"
                 "6. **Temporary registration** at the new address can be arranged through eGov with the owner's consent; you'll need it for school and clinic paperwork.\n\n"
                 "## The move with you away from 17 to 21 November\n"
                 "- **Pack before you leave:** books, out-of-season clothes, everything you won't need for two weeks. Label boxes by room.\n"
                 "- **Book the movers now** for the 29th; end-of-month Saturdays fill up.\n"
                 "- **Internet:** order the connection at the new address early; installers can take a week or more.\n"
                 "- **The children:** let each of them pack one 'first night' box for their new room.\n"
                 "- **The cat:** on the day, keep Baursak in a closed room with his litter, water and a sign on the door, and move him last; or have a friend keep him for the day.\n\n"
                 "## Leaving Orbita-3\n"
                 "- Do a walk-through with Lyudmila Petrovna, with photos and meter readings, and agree when the deposit comes back.\n"
                 "- Move the utility accounts and update your address with the school."),
   ("user", "Zhakenov showed us the eGov certificate, and we signed a 12-month contract at 350,000 tenge a month, fixed, with a deposit of 350,000. "
            "My friend Zhanna will keep Baursak on moving day. I'm packing books tonight."),
   ("assistant", "Well done: that's everything important covered before you leave for Dresden. Keep the contract, the inventory and the meter photos in one folder on your phone. "
                 "And Zhanna deserves a very good present; a Scottish Fold who thinks he's head of the family is not a quiet house guest.")],
  {"summary": "Daniyar and Aigerim's toi went well: 400 guests, Daniyar cried during the user's toast, and her father danced with her mother; "
              "on 1 November 2025 landlady Lyudmila Petrovna said she is selling the Orbita-3 flat to help her son buy a flat in Novosibirsk, so the family must leave by 30 November (30 days' notice if she sells); "
              "they found a three-room flat in Almagul microdistrict, 68 m², 6th floor with a lift, 350,000 tenge a month, 12 minutes by direct bus to school No. 159, owner Timur Zhakenov, first month plus one month's deposit; the move is planned for 29 November 2025; the user is in Dresden from 17 to 21 November; "
              "the assistant listed checks before signing (eGov certificate of registered rights, co-owners, written contract, inventory and meter readings, inspection, temporary registration through eGov), moving tips while she's away and leaving the old flat; "
              "they signed a 12-month contract at 350,000 tenge fixed with a 350,000 tenge deposit; her friend Zhanna will keep Baursak on moving day.",
   "procedures": [{"name": "Renting a flat safely in Almaty", "steps": ["eGov certificate of registered rights", "Co-owners' consent", "Written contract with rent, deposit, fees and notice", "Inventory, photos and meter readings", "Inspect water, heating, windows, damp, gas, lift", "Temporary registration through eGov"]}],
   "decisions": [{"decision": "Rent the three-room flat in Almagul at 350,000 tenge for 12 months", "rationale": "Lyudmila Petrovna is selling the Orbita-3 flat; the children get their own rooms, a lift, a direct bus to school"},
                 {"decision": "Zhanna keeps Baursak on moving day", "rationale": "Less stress for the cat"}],
   "outcomes": ["Contract signed with Timur Zhakenov, deposit 350,000 tenge", "Move planned for 29 November 2025"]}),
 ("2025-11-29", "LP-19 has none of the known scab genes: what does that mean?", [
   ("user", "Back from Dresden on the 22nd. Henrike's lab ran markers for the main known scab resistance genes, Rvi6 and about a dozen others, on LP-19 and eight other Lepsy trees. "
            "LP-19 carries none of the known ones. Henrike thinks it could be a new source of resistance. We agreed to write a joint grant application, deadline 15 February 2026, and a short paper. "
            "How do I present this to Prof. Sadykov without overselling it?\n\n"
            "Also, the move has slipped: the previous tenants in Almagul are leaving late, so we move on Saturday 6 December instead of today. Lyudmila Petrovna is letting us stay the extra week for 75,000 tenge."),
   ("assistant", "That's an exciting result, and you're right to be careful with it. 'No known gene found' is a genuinely interesting finding, but it isn't yet the same as 'a new gene'.\n\n"
                 "## What the result does and doesn't say\n"
                 "**It says:** LP-19's clean leaves and fruit can't be explained by the resistance genes the markers were designed to detect.\n\n"
                 "**It doesn't yet say why.** Possible explanations, roughly from most to least exciting:\n"
                 "1. **A new major resistance gene**, not yet described.\n"
                 "2. **Quantitative resistance**: many genes with small effects together, which is common in wild apples and can be more durable.\n"
                 "3. **A known gene the markers miss:** markers were developed mostly in cultivated apples and can fail in wild germplasm.\n"
                 "4. **Escape**: the tree's position, airflow, leaf timing or the local scab strains meant it simply wasn't infected this year.\n\n"
                 "## How to test it\n"
                 "- **Grafted clones** of LP-19 (your February scion wood) inoculated in the greenhouse with several scab isolates, next to susceptible and resistant controls.\n"
                 "- **The seedling screening** in spring: how resistance segregates among LP-19's seedlings is a first clue to its genetics.\n"
                 "- Later, a **controlled cross** of LP-19 with a susceptible variety, and genotyping of the progeny to map the resistance.\n"
                 "- **Observation over several years** at the original site.\n\n"
                 "## For Prof. Sadykov\n"
                 "Something like: *'LP-19 is a promising source of scab resistance not explained by known genes. Confirming it needs greenhouse inoculation and a mapping population, which is what the joint grant with the JKI would fund.'* "
                 "That's honest, it's still a strong headline, and it turns the uncertainty into the reason for the grant.\n\n"
                 "## The move\n"
                 "A week's delay is annoying, but 75,000 tenge for a week is fair, and it's better than moving twice."),
   ("user", "That's what I'll say: 'a promising source of resistance, not explained by known genes'. Sadykov liked it and wants us to apply; I'll write the grant with Henrike over the winter."),
   ("assistant", "Good. For the grant, start with the work plan and the timeline, since the February scion trip and the spring screening are already happening and make the project look well under way. "
                 "Agree with Henrike early who writes which part and who submits, and keep the MTA in the annex.")],
  {"summary": "The user returned from Dresden on 22 November 2025; Henrike Vogt's lab at the JKI ran markers for the main known scab resistance genes (Rvi6 and about a dozen others) on LP-19 and eight other Lepsy trees: LP-19 has none of them; Henrike thinks it may be a new source of resistance; "
              "they will write a joint grant application (deadline 15 February 2026) and a short paper; the move slipped to 6 December 2025 instead of 29 November because the previous Almagul tenants leave late, and Lyudmila Petrovna lets them stay an extra week for 75,000 tenge; "
              "the assistant explained that no known gene doesn't yet mean a new gene (new gene, quantitative resistance, markers failing in wild germplasm, or escape), suggested testing with grafted clones, seedling segregation, a controlled cross and years of observation, "
              "and wording for Prof. Sadykov: a promising source of resistance not explained by known genes; Sadykov liked it and wants them to apply.",
   "discoveries": ["LP-19 carries none of the known scab resistance genes tested at the JKI (Rvi6 and about a dozen others)"],
   "procedures": [{"name": "Testing a candidate source of scab resistance", "steps": ["Inoculate grafted clones with several isolates", "Screen the seedlings and look at segregation", "Controlled cross with a susceptible variety and mapping", "Observe the original tree over several years"]}],
   "decisions": [{"decision": "Present LP-19 as a promising source of resistance not explained by known genes", "rationale": "No known gene doesn't yet prove a new gene"},
                 {"decision": "Write a joint grant with the JKI by 15 February 2026", "rationale": "To fund the inoculation tests and a mapping population"},
                 {"decision": "Move on 6 December 2025 instead of 29 November", "rationale": "The previous tenants in Almagul leave late"}],
   "outcomes": ["Extra week in Orbita-3 for 75,000 tenge"]}),
 ("2026-01-17", "Two weeks as head of the lab: my first team meeting", [
   ("user", "I started as head of the apple breeding lab on Monday 5 January, on 560,000 tenge net. Six people: Bolat, Dina, two lab assistants, a greenhouse technician, and Vera Pavlovna as a consultant two days a week, which I asked for. "
            "The annual budget is 18 million tenge. Two problems already. Bolat, who is 54 and has been in the lab for 20 years, asked me for a raise on my second day, and I can't give one from the budget. "
            "And the heating in the old greenhouse broke on 12 January; luckily the seeds are stratifying in the fridge, since 20 December as planned. How do I run my first proper team meeting, and what do I say to Bolat?\n\n"
            "At home: we moved on 6 December, the kids love having their own rooms, and Baursak spent two days under the bathtub and now sleeps on Aruzhan's bed. "
            "Asel has put her price up to 10,000 tenge a lesson from January, and the NIS test date is out: Sunday 22 February."),
   ("assistant", "Congratulations on the new role, and on a move that the cat has apparently approved. Your first weeks as a manager set the tone, so here's a simple structure.\n\n"
                 "## The first team meeting\n"
                 "1. **Thank Vera Pavlovna publicly** for 30 years of work and say what her consultant role will be. It reassures everyone that you're building on her programme, not replacing it.\n"
                 "2. **Say what won't change** and what might. People worry most about what they don't know.\n"
                 "3. **The year's three priorities**, e.g. the LP-19 scion trip and grafting, the spring seedling screening, the joint grant with the JKI.\n"
                 "4. **Who does what** for each priority, with dates.\n"
                 "5. **Ask each person** what gets in the way of their work, and write it down. Then fix one small thing quickly.\n"
                 "6. **Agree a rhythm:** a short meeting every Monday, for example.\n\n"
                 "## Bolat\n"
                 "A request for a raise on day two often means 'I want to know that I matter to the new boss.'\n"
                 "- **Meet him one to one.** Acknowledge his 20 years and that the lab depends on his field knowledge.\n"
                 "- **Be honest about the budget:** you can't raise salaries from this year's budget, and you don't want to promise what you can't deliver.\n"
                 "- **What you can offer:** a clear lead role (for example, leading the LP-19 scion trip), a **field allowance paid from the grant** if it's funded, a more senior title if the institute allows it, and a date when you'll **revisit pay**.\n"
                 "- Put what you agree **in writing**, even in an email.\n\n"
                 "## The greenhouse\n"
                 "- Write to Prof. Sadykov with the **date it broke, the risk** (the spring seedlings need a heated greenhouse from March) and **a cost estimate** for repair.\n"
                 "- A **temperature alarm** with SMS alerts is cheap insurance.\n\n"
                 "## And Alikhan\n"
                 "With the test on 22 February, the next five weeks are for mock tests and review, not new topics."),
   ("user", "Bolat will lead the LP-19 scion trip in February and get the field allowance from the grant if we win it, and we'll look at his pay again in September. He was fine with it, even smiled. "
            "Sadykov approved 1.2 million tenge for the greenhouse heating."),
   ("assistant", "That's a very good start: you solved the loudest problem with respect, and the greenhouse will be ready for March. "
                 "Note the September pay review in your calendar now, so you keep the promise without having to be reminded.")],
  {"summary": "The user became head of the apple breeding lab on 5 January 2026 at 560,000 tenge net; six people (Bolat, Dina, two lab assistants, a greenhouse technician) plus Vera Pavlovna as a consultant two days a week; annual budget 18 million tenge; "
              "Bolat, 54, twenty years in the lab, asked for a raise on her second day; the old greenhouse heating broke on 12 January 2026; the seeds have been stratifying in the fridge since 20 December 2025; "
              "the family moved to Almagul on 6 December 2025; the children love their own rooms; Baursak hid under the bathtub for two days and now sleeps on Aruzhan's bed; tutor Asel raised her price to 10,000 tenge a lesson from January 2026; the NIS test is on 22 February 2026; "
              "the assistant suggested a first team meeting (thank Vera Pavlovna, what won't change, three priorities, who does what, ask everyone, a weekly rhythm), meeting Bolat one to one and offering a lead role, a grant-funded field allowance and a pay review date, "
              "and writing to Sadykov about the greenhouse with a temperature alarm; Bolat will lead the LP-19 scion trip in February, get the field allowance if the grant is won, and have his pay reviewed in September 2026; Sadykov approved 1.2 million tenge for the greenhouse heating.",
   "procedures": [{"name": "A new manager's first team meeting", "steps": ["Thank the predecessor publicly", "Say what won't change", "Three priorities for the year", "Who does what", "Ask each person what gets in the way", "A weekly meeting rhythm"]}],
   "decisions": [{"decision": "Bolat leads the LP-19 scion trip, gets a grant-funded field allowance if funded, pay review in September 2026", "rationale": "No money for raises in this year's budget"},
                 {"decision": "Vera Pavlovna stays as a consultant two days a week", "rationale": "The user asked for it, to build on her programme"}],
   "outcomes": ["Head of the apple breeding lab since 5 January 2026 at 560,000 tenge net", "1.2 million tenge approved for greenhouse heating", "Tutor Asel 10,000 tenge a lesson from January 2026", "NIS test on 22 February 2026"]}),
 ("2026-02-14", "My Scottish Fold has stiff back legs", [
   ("user", "A cat question. Baursak, our Scottish Fold, is 5 now. Since the move he doesn't jump onto the sofa any more, and in the mornings he walks stiffly on his back legs. "
            "We took him to the vet on Monday: the X-rays show osteochondrodysplasia, the joint disease Scottish Folds get because of the gene for the folded ears. "
            "The vet prescribed a cat painkiller (meloxicam, a very small dose) and a joint supplement, and said he's too heavy: 5.8 kg, he should be 5 kg. "
            "What can we do at home to make his life easier?\n\n"
            "Work is going well: Bolat and Dina went back to the Lepsy valley on 2 to 4 February with the rangers and cut 40 scions from LP-19, and Henrike and I submitted the grant yesterday, two days early."),
   ("assistant", "I'm sorry to hear about Baursak. I can't give veterinary advice, and your vet's plan comes first, but there's a lot you can do at home that generally helps cats with joint disease.\n\n"
                 "## Medication safety\n"
                 "- Give the painkiller **exactly as prescribed**, with food, and ask the vet about blood tests if he stays on it long-term.\n"
                 "- **Never give human painkillers.** Paracetamol is **highly toxic to cats**, and ibuprofen is dangerous too.\n"
                 "- Call the vet if he stops eating, vomits or has black stools.\n\n"
                 "## Weight\n"
                 "Losing 0.8 kg is the single biggest thing you can do for his joints.\n"
                 "- **Weigh his food** on a kitchen scale instead of filling the bowl.\n"
                 "- Ask the vet for a **target daily amount** and aim for slow loss, about 1% of body weight a week: too fast is dangerous for cats.\n"
                 "- Count treats, and make sure the children aren't feeding him secretly.\n\n"
                 "## Make the flat joint-friendly\n"
                 "- **A ramp or steps** up to the sofa and to Aruzhan's bed, his favourite places.\n"
                 "- **A low-sided litter tray**: climbing over a high edge can be painful.\n"
                 "- **Warm, soft beds** away from draughts; many arthritic cats love a heated pad.\n"
                 "- **Rugs on slippery floors**, so his back legs don't slide.\n"
                 "- Food and water where he doesn't have to jump.\n\n"
                 "## Keep him moving\n"
                 "Short, gentle play sessions with a wand toy, on the floor rather than with jumps. Movement keeps joints working and helps the diet.\n\n"
                 "## Watch for pain\n"
                 "Cats hide pain. Signs: not grooming his back, hiding more, irritability when touched, going outside the litter tray. Tell the vet if you see them.\n\n"
                 "And congratulations on the grant going in early, and on the 40 scions: LP-19 is now safe in more than one place."),
   ("user", "We bought a pet ramp for the sofa for 14,000 tenge and switched to a low-sided litter tray. His food is weighed now, and Aruzhan has been told she's no longer allowed to share her kurt with him."),
   ("assistant", "Those are exactly the changes that make the biggest difference, and the kurt ban is probably wise: it's very salty, which isn't good for cats at all. "
                 "Weigh him every two weeks at home (weigh yourself holding him, then without him) and keep a note, so you and the vet can see the trend.")],
  {"summary": "Baursak, the user's Scottish Fold, 5, stopped jumping onto the sofa after the move and walks stiffly on his back legs in the mornings; the vet's X-rays show osteochondrodysplasia, the joint disease linked to the folded-ear gene; "
              "the vet prescribed a small dose of meloxicam and a joint supplement and said he should go from 5.8 kg to 5 kg; Bolat and Dina cut 40 scions from LP-19 in the Lepsy valley on 2 to 4 February 2026; the user and Henrike submitted the grant on 13 February 2026, two days early; "
              "the assistant (not giving veterinary advice) stressed giving medication as prescribed and never human painkillers (paracetamol is toxic to cats), slow weight loss with weighed food, a ramp, a low-sided litter tray, warm beds, rugs, gentle play and watching for signs of pain; "
              "they bought a pet ramp for 14,000 tenge, switched to a low-sided litter tray, weigh his food, and Aruzhan may no longer share her kurt with him.",
   "procedures": [{"name": "Helping a cat with joint disease at home", "steps": ["Medication exactly as prescribed; never human painkillers", "Weighed food and slow weight loss", "A ramp to favourite places", "A low-sided litter tray", "Warm beds and rugs", "Gentle play", "Watch for signs of pain"]}],
   "decisions": [{"decision": "A pet ramp (14,000 tenge), a low-sided litter tray and weighed food for Baursak", "rationale": "Osteochondrodysplasia and 0.8 kg to lose"}],
   "outcomes": ["40 scions cut from LP-19 on 2 to 4 February 2026", "Grant submitted on 13 February 2026"]}),
 ("2026-03-21", "Nauryz kozhe for twenty, and Alikhan got into NIS", [
   ("user", "Happy Nauryz! Big news: Alikhan got into NIS! The results came out on Monday 16 March, and he starts 7th grade at the physics and mathematics school in September. His English score was his best mark of the whole test, which nobody expected. Yerlan is insufferably proud of their football magazine.\n\n"
            "Tomorrow we're hosting Nauryz at the new flat: about 20 people. My parents are coming from Taldykorgan (Dad now hangs up on anyone who says the word 'bank' and then calls me to report it), and Daniyar and Aigerim are flying in from Astana. "
            "I want to make Nauryz kozhe myself for the first time; Mum always made it. Can you give me quantities for 20 people, with the seven ingredients?"),
   ("assistant", "Congratulations to Alikhan, and to his English coach! Nauryz kozhe is a lovely way to celebrate. Here's a version for about **20 servings (roughly 8 to 9 litres)**. Families make it very differently, so treat this as a base and adjust to your mum's taste.\n\n"
                 "## The seven ingredients\n"
                 "Traditionally kozhe has seven ingredients, symbolising the seven days of the week or seven blessings. A common set:\n"
                 "1. **Water**: about 6 litres\n"
                 "2. **Meat**: 1.2 to 1.5 kg beef or mutton (smoked or dried meat, or kazy, if you have some left from winter)\n"
                 "3. **Salt**: to taste, about 1.5 tablespoons\n"
                 "4. **Wheat** (or barley): 300 g\n"
                 "5. **Millet** (or rice): 300 g\n"
                 "6. **Milk**: 1 litre\n"
                 "7. **Ayran or katyk**: 2 litres (some families use kurt instead)\n\n"
                 "## Method\n"
                 "1. **The night before:** soak the wheat in cold water.\n"
                 "2. **Cook the meat** in the water with salt for about 1.5 to 2 hours until tender. Take it out, cut it into small pieces, keep the broth.\n"
                 "3. **Add the wheat** to the broth and cook about 40 minutes until it softens.\n"
                 "4. **Add the millet** (or rice) and cook 15 to 20 minutes more.\n"
                 "5. **Cool the pot to lukewarm**, then stir in the milk and the ayran gradually, so it doesn't curdle.\n"
                 "6. **Return the meat**, adjust the salt, and serve cool or slightly warm, in bowls.\n\n"
                 "## Timing for tomorrow\n"
                 "Cook the meat and grains tonight or early tomorrow; add the dairy only once the pot has cooled. A big pot of 10 litres or two smaller ones.\n\n"
                 "And ask your mum to taste it before anyone else does: it'll be the best compliment of the day if she asks for the recipe."),
   ("user", "Mum is bringing her own kurt 'just in case', which says everything. And at the table Daniyar and Aigerim announced they're expecting a baby in August! Dad cried this time."),
   ("assistant", "What a Nauryz: a new flat, a son into NIS, and a baby on the way. Congratulations to Daniyar and Aigerim, and to you: you're going to be an aunt. "
                 "And your mum's kurt 'just in case' is a time-honoured tradition of its own.")],
  {"summary": "Alikhan got into NIS: results on 16 March 2026, he starts 7th grade at the physics and mathematics school in September 2026, and English was his best mark; Yerlan is proud of their football magazine reading; "
              "the user hosts Nauryz on 22 March 2026 at the new flat for about 20 people, including her parents from Taldykorgan (her father now hangs up on anyone who says 'bank' and calls her to report it) and Daniyar and Aigerim from Astana; "
              "the assistant gave a Nauryz kozhe for about 20 servings: water 6 litres, meat 1.2 to 1.5 kg, salt, wheat 300 g soaked overnight, millet or rice 300 g, milk 1 litre, ayran or katyk 2 litres, with dairy added once the pot is lukewarm; "
              "her mother brings her own kurt; Daniyar and Aigerim announced they're expecting a baby in August 2026.",
   "procedures": [{"name": "Nauryz kozhe for 20", "steps": ["Soak the wheat overnight", "Cook the meat in salted water 1.5 to 2 hours", "Cook the wheat in the broth about 40 minutes", "Add millet or rice 15 to 20 minutes", "Cool, then stir in milk and ayran", "Return the meat and adjust salt"]}],
   "decisions": [{"decision": "Make Nauryz kozhe herself for the first time", "rationale": "Hosting Nauryz for about 20 people at the new flat"}],
   "outcomes": ["Alikhan admitted to NIS physics and mathematics from September 2026", "Daniyar and Aigerim expecting a baby in August 2026"]}),
]

QUESTIONS_150 = [
 # single facts the user said about herself, her family, pets and things
 ("What's my cat called?", "Baursak, a grey Scottish Fold"),
 ("Who's my swimming coach?", "Olga Vasilyevna, at the Delfin pool on Abay Avenue"),
 ("What did Dad do before he retired?", "he drove city buses in Taldykorgan for 35 years"),
 ("Who's the scientist I work with in Dresden?", "Henrike Vogt, at the JKI (Julius Kühn Institute) in Dresden-Pillnitz"),
 ("Who tutors Alikhan for NIS?", "Asel Nurmukhamedova"),
 ("Which wild apple tree stayed clean of scab?", "LP-19, a big old tree at 1,450 m above the Lepsy river"),
 ("What does Aigerim do?", "she's an architect in Astana"),
 ("Where did we stay at Issyk-Kul?", "the Zhyldyz guesthouse in Cholpon-Ata"),
 ("Who ran the apple lab before me?", "Dr. Vera Pavlovna Kim (she retired on 31 December 2025, at 72)"),
 # when
 ("When did the frost hit the orchard?", "the night of 8 to 9 April 2025 (-4.5 °C)"),
 ("When did Dad get scammed?", "Tuesday 9 September 2025"),
 ("When did I swim 150 metres at Issyk-Kul?", "Wednesday 23 July 2025"),
 ("When did I start as head of the lab?", "Monday 5 January 2026"),
 ("When was Alikhan's NIS entrance test?", "Sunday 22 February 2026"),
 # counts and amounts
 ("How much money did Dad lose to the scammers?", "240,000 tenge"),
 ("How many wild trees did we sample in the Lepsy valley?", "37 (and 14 kg of fruit)"),
 ("How much did my swimming lessons cost?", "55,000 tenge for 10 lessons"),
 # lists across chats
 ("Who was on the Lepsy expedition?", "me, Bolat Kenzhebayev (field technician), Dina Seitova (PhD student) and Marat, the driver"),
 ("What did we set up to protect Dad from scammers?", "a 50,000 tenge daily transfer limit, a voluntary loan ban through eGov, the family code word 'Alma', and a note on his phone ('Banks never call. Hang up and call Saltanat.')"),
 ("Where have I travelled since last spring?", "Cholpon-Ata on Issyk-Kul (July 2025), the Lepsy valley in the Zhongar Alatau (August to September 2025), Taldykorgan for Daniyar's wedding (October 2025) and Dresden (November 2025)"),
 ("What job options did I have last summer?", "chief agronomist at Jetisu Bagy near Esik (850,000 tenge net, four days a week on site) or head of the apple breeding lab from 5 January 2026 (560,000 tenge net)"),
 ("What have we done for Baursak's stiff joints?", "the vet's painkiller (meloxicam) and a joint supplement, a pet ramp for the sofa (14,000 tenge), a low-sided litter tray, weighed food to get him from 5.8 to 5 kg, and no more kurt from Aruzhan"),
 # latest value of something that changed
 ("How much rent do we pay now?", "350,000 tenge a month for the three-room flat in Almagul (it was 310,000 in Orbita-3)"),
 ("What's Yerlan's job now?", "a dispatcher at TransAsia Cargo (since 15 September 2025; before that he drove for Yandex Go)"),
 ("How much does Asel charge per lesson now?", "10,000 tenge (since January 2026; it was 8,000)"),
 ("How much do I earn now?", "560,000 tenge net a month as head of the apple breeding lab"),
 ("When did we move into the Almagul flat?", "Saturday 6 December 2025 (it was planned for 29 November)"),
 # yes/no
 ("Did I take the Jetisu Bagy job?", "No"),
 ("Did Kaspi give Dad his money back?", "No"),
 ("Did Alikhan get into NIS?", "Yes (the physics and mathematics school, from September 2026)"),
 ("Did I go to Dresden on the original October dates?", "No (moved to 17 to 21 November because of the visa appointment)"),
 # why
 ("Why did I turn down the Jetisu Bagy job?", "breeding is my life's work: a variety takes twenty years and my 2019 seedlings in block 3 are just starting to fruit; and four days a week in Esik would mean barely seeing the kids"),
 ("Why was Daniyar's wedding moved?", "Aigerim's grandmother died on 20 August and her family wanted to wait until after the forty days"),
 ("Why did we have to leave the Orbita-3 flat?", "Lyudmila Petrovna sold it to help her son buy a flat in Novosibirsk"),
 ("Why am I scared of deep water?", "I nearly drowned at the Kapshagay reservoir when I was 9 (my uncle pulled me out)"),
 # what the assistant recommended
 ("How did you tell me to check the blossom for frost damage?", "wait 24 to 48 hours, then cut flowers through the pistil and ovary with a razor blade (green is alive, brown or black is dead); about 100 flowers per tree from all sides and heights, king flowers recorded separately"),
 ("How did you say to stratify the wild apple seeds?", "cold-moist stratification for 60 to 90 days at 2 to 5 °C in moist sand, peat or vermiculite, one labelled bag per tree, checked weekly for mould (starting mid to late December to sow in mid-March)"),
 ("What did you tell me never to give Baursak?", "human painkillers: paracetamol is highly toxic to cats (ibuprofen is dangerous too)"),
 # inference
 ("Would I take a job that kept me away from Almaty most of the week?", "Likely no"),
 ("Would Dad read out an SMS code to a caller now?", "Likely no"),
 # not in the archive
 ("What's Yerlan's mother called?", "Not mentioned in my chats"),
 ("Which hotel did I stay at in Dresden?", "Not mentioned in my chats"),
]


def assistant_chats_67_at(folder):
    """The archive of CHATS_150 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a67c", CHATS_150, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_67(tmp_path_factory):
    return assistant_chats_67_at(tmp_path_factory.mktemp("assistant67"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_150, "assistant 67")


def test_the_archive_finds_the_wild_apple_valley(assistant_chats_67):
    assert assistant_chats_67.search("Lepsy").results
