#!/usr/bin/env python3
"""The short answer on the written conversations of tests/test_answer_conversation*.py,
every question asked (with a gold answer each): mean token F1 per conversation.

    python bench/answer_conversations.py [--rerank] [-v] [--only NAME …]

Why: the dev set (REALTALK) has no single-hop questions about one person's facts ("What
does Andrew do for work?"), the largest kind in LoCoMo-style benchmarks. These
conversations were written in that style and measured before tuning on them (0.447,
0.629, 0.600, 0.504, 0.599, 0.626 and, for "garden" and "choir", 0.488 and 0.496 then;
"ferry", "lodge", "quay", "kiln", "pier", "dock", "loom", "mast", "wick", "sluice", "weir", "cove", "brook", "spinney", "glen", "moor", "holm", "skerry", "beck", "assistant 10", "assistant 12", "assistant 13", "assistant 16", "assistant 17", "assistant 22", "assistant 24", "assistant 26", "assistant 27", "assistant 29", "carr", "assistant 31", "ghyll", "assistant 33", "ness", "assistant 35", "fell", "assistant 37", "rigg", "assistant 39", "sike", "assistant 41", "clough", "assistant 43", "scar", "assistant 45", "dale", "assistant 47", "wold", "assistant 49", "haugh", "assistant 51", "hause", "assistant 53", "cleugh", "assistant 55", "gully", "assistant 57", "knap", "assistant 59", "mere", "assistant 61", "dell", "assistant 63", "pike", "assistant 65", "hithe", "assistant 67", "booth" and "assistant 69" are held out: measured, never read question by question); the tests keep the answers they get right, this asks all of them, the ones
still missed too. Nothing is read from ../shared and
nothing is written but a temporary archive; the output is a small table on stdout.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "cli"))
sys.path.insert(0, str(REPO / "tests"))

from kbsearch.answer.compose import answer  # noqa: E402
from kbsearch.answer.grading import gold_words, terms, token_f1  # noqa: E402
import test_answer_conversation as T  # noqa: E402
import test_answer_conversation_bakery as B  # noqa: E402
import test_answer_conversation_garden as G18  # noqa: E402
import test_answer_conversation_choir as G19  # noqa: E402
import test_answer_conversation_ferry as G20  # noqa: E402
import test_answer_conversation_lodge as G21  # noqa: E402
import test_answer_conversation_quay as G24  # noqa: E402
import test_answer_conversation_orchard as G25  # noqa: E402
import test_answer_conversation_kiln as G26  # noqa: E402
import test_answer_conversation_mill as G27  # noqa: E402
import test_answer_conversation_wharf as G30  # noqa: E402
import test_answer_conversation_pier as G32  # noqa: E402
import test_answer_conversation_forge as G33  # noqa: E402
import test_answer_conversation_dock as G34  # noqa: E402
import test_answer_conversation_yard as G37  # noqa: E402
import test_answer_conversation_loom as G36  # noqa: E402
import test_answer_conversation_mast as G39  # noqa: E402
import test_answer_conversation_reef as G40  # noqa: E402
import test_answer_conversation_wick as G41  # noqa: E402
import test_answer_conversation_assistant as C  # noqa: E402
import test_answer_conversation_assistant2 as C2  # noqa: E402
import test_answer_conversation_assistant3 as C3  # noqa: E402
import test_answer_conversation_assistant4 as C4  # noqa: E402
import test_answer_conversation_assistant5 as C5  # noqa: E402
import test_answer_conversation_assistant6 as C6  # noqa: E402
import test_answer_conversation_assistant7 as C7  # noqa: E402
import test_answer_conversation_assistant8 as C8  # noqa: E402
import test_answer_conversation_assistant9 as C9  # noqa: E402
import test_answer_conversation_assistant10 as C10  # noqa: E402
import test_answer_conversation_assistant11 as C11  # noqa: E402
import test_answer_conversation_assistant12 as C12  # noqa: E402
import test_answer_conversation_assistant13 as C13  # noqa: E402
import test_answer_conversation_assistant14 as C14  # noqa: E402
import test_answer_conversation_assistant15 as C15  # noqa: E402
import test_answer_conversation_sluice as G42  # noqa: E402
import test_answer_conversation_assistant16 as C16  # noqa: E402
import test_answer_conversation_tarn as G44  # noqa: E402
import test_answer_conversation_assistant17 as C17  # noqa: E402
import test_answer_conversation_weir as G45  # noqa: E402
import test_answer_conversation_fen as G47  # noqa: E402
import test_answer_conversation_heath as G48  # noqa: E402
import test_answer_conversation_assistant18 as C18  # noqa: E402
import test_answer_conversation_cove as G50  # noqa: E402
import test_answer_conversation_marsh as G51  # noqa: E402
import test_answer_conversation_assistant19 as C19  # noqa: E402
import test_answer_conversation_brook as G53  # noqa: E402
import test_answer_conversation_shoal as G54  # noqa: E402
import test_answer_conversation_assistant20 as C20  # noqa: E402
import test_answer_conversation_spinney as G56  # noqa: E402
import test_answer_conversation_dune as G57  # noqa: E402
import test_answer_conversation_assistant21 as C21  # noqa: E402
import test_answer_conversation_glen as G59  # noqa: E402
import test_answer_conversation_assistant22 as C22  # noqa: E402
import test_answer_conversation_fjord as G61  # noqa: E402
import test_answer_conversation_assistant23 as C23  # noqa: E402
import test_answer_conversation_moor as G63  # noqa: E402
import test_answer_conversation_assistant24 as C24  # noqa: E402
import test_answer_conversation_strand as G65  # noqa: E402
import test_answer_conversation_assistant25 as C25  # noqa: E402
import test_answer_conversation_holm as G67  # noqa: E402
import test_answer_conversation_assistant26 as C26  # noqa: E402
import test_answer_conversation_skerry as G69  # noqa: E402
import test_answer_conversation_assistant27 as C27  # noqa: E402
import test_answer_conversation_scree as G71  # noqa: E402
import test_answer_conversation_assistant28 as C28  # noqa: E402
import test_answer_conversation_beck as G73  # noqa: E402
import test_answer_conversation_assistant29 as C29  # noqa: E402
import test_answer_conversation_combe as G75  # noqa: E402
import test_answer_conversation_assistant30 as C30  # noqa: E402
import test_answer_conversation_carr as G77  # noqa: E402
import test_answer_conversation_assistant31 as C31  # noqa: E402
import test_answer_conversation_firth as G79  # noqa: E402
import test_answer_conversation_assistant32 as C32  # noqa: E402
import test_answer_conversation_ghyll as G81  # noqa: E402
import test_answer_conversation_assistant33 as C33  # noqa: E402
import test_answer_conversation_crag as G83  # noqa: E402
import test_answer_conversation_assistant34 as C34  # noqa: E402
import test_answer_conversation_ness as G85  # noqa: E402
import test_answer_conversation_assistant35 as C35  # noqa: E402
import test_answer_conversation_tor as G87  # noqa: E402
import test_answer_conversation_assistant36 as C36  # noqa: E402
import test_answer_conversation_fell as G89  # noqa: E402
import test_answer_conversation_assistant37 as C37  # noqa: E402
import test_answer_conversation_nab as G91  # noqa: E402
import test_answer_conversation_assistant38 as C38  # noqa: E402
import test_answer_conversation_shaw as G95  # noqa: E402
import test_answer_conversation_rigg as G93  # noqa: E402
import test_answer_conversation_assistant39 as C39  # noqa: E402
import test_answer_conversation_assistant41 as C41  # noqa: E402
import test_answer_conversation_sike as G97  # noqa: E402
import test_answer_conversation_assistant40 as C40  # noqa: E402
import test_answer_conversation_holt as G99  # noqa: E402
import test_answer_conversation_assistant42 as C42  # noqa: E402
import test_answer_conversation_clough as G101  # noqa: E402
import test_answer_conversation_assistant43 as C43  # noqa: E402
import test_answer_conversation_knott as G103  # noqa: E402
import test_answer_conversation_assistant44 as C44  # noqa: E402
import test_answer_conversation_scar as G105  # noqa: E402
import test_answer_conversation_assistant45 as C45  # noqa: E402
import test_answer_conversation_howe as G107  # noqa: E402
import test_answer_conversation_assistant46 as C46  # noqa: E402
import test_answer_conversation_dale as G109  # noqa: E402
import test_answer_conversation_assistant47 as C47  # noqa: E402
import test_answer_conversation_hope as G111  # noqa: E402
import test_answer_conversation_assistant48 as C48  # noqa: E402
import test_answer_conversation_wold as G113  # noqa: E402
import test_answer_conversation_assistant49 as C49  # noqa: E402
import test_answer_conversation_gill as G115  # noqa: E402
import test_answer_conversation_assistant50 as C50  # noqa: E402
import test_answer_conversation_haugh as G117  # noqa: E402
import test_answer_conversation_assistant51 as C51  # noqa: E402
import test_answer_conversation_rake as G119  # noqa: E402
import test_answer_conversation_assistant52 as C52  # noqa: E402
import test_answer_conversation_hause as G121  # noqa: E402
import test_answer_conversation_assistant53 as C53  # noqa: E402
import test_answer_conversation_lynn as G123  # noqa: E402
import test_answer_conversation_assistant54 as C54  # noqa: E402
import test_answer_conversation_cleugh as G125  # noqa: E402
import test_answer_conversation_assistant55 as C55  # noqa: E402
import test_answer_conversation_nook as G127  # noqa: E402
import test_answer_conversation_assistant56 as C56  # noqa: E402
import test_answer_conversation_gully as G129  # noqa: E402
import test_answer_conversation_assistant57 as C57  # noqa: E402
import test_answer_conversation_bourne as G131  # noqa: E402
import test_answer_conversation_assistant58 as C58  # noqa: E402
import test_answer_conversation_knap as G133  # noqa: E402
import test_answer_conversation_assistant59 as C59  # noqa: E402
import test_answer_conversation_hurst as G135  # noqa: E402
import test_answer_conversation_assistant60 as C60  # noqa: E402
import test_answer_conversation_mere as G137  # noqa: E402
import test_answer_conversation_assistant61 as C61  # noqa: E402
import test_answer_conversation_wash as G139  # noqa: E402
import test_answer_conversation_assistant62 as C62  # noqa: E402
import test_answer_conversation_dell as G141  # noqa: E402
import test_answer_conversation_assistant63 as C63  # noqa: E402
import test_answer_conversation_garth as G143  # noqa: E402
import test_answer_conversation_assistant64 as C64  # noqa: E402
import test_answer_conversation_pike as G145  # noqa: E402
import test_answer_conversation_assistant65 as C65  # noqa: E402
import test_answer_conversation_lea as G147  # noqa: E402
import test_answer_conversation_assistant66 as C66  # noqa: E402
import test_answer_conversation_hithe as G149  # noqa: E402
import test_answer_conversation_assistant67 as C67  # noqa: E402
import test_answer_conversation_toft as G151  # noqa: E402
import test_answer_conversation_assistant68 as C68  # noqa: E402
import test_answer_conversation_booth as G153  # noqa: E402
import test_answer_conversation_assistant69 as C69  # noqa: E402

QUESTIONS = {
    "neighbours": [
("What breed is Audrey's dog?","border collie"),("What is the name of Audrey's dog?","Pixie"),
("What does Andrew do for work?","financial analyst"),("What does Audrey do for work?","freelance illustrator"),
("What did Audrey's dog chew on?","running shoes"),("Where did Andrew go hiking?","Bear Mountain"),
("Who is Andrew's girlfriend?","Tessa"),("What is Audrey's favorite Thai dish?","pad see ew"),
("What did Andrew eat at the Thai restaurant?","green curry"),("How long did Audrey's half marathon take?","2 hours and 5 minutes"),
("What sport does Andrew do?","rock climbing"),("How long has Andrew been rock climbing?","three years"),
("How often does Andrew go to the climbing gym?","twice a week"),("Where are Andrew and Tessa moving?","Maplewood"),
("Where does Audrey volunteer?","animal shelter"),("Where does Audrey's sister live?","Portland"),
("What did Andrew's mom bring?","lasagna"),("What is the name of Andrew's dog?","Toby"),
("What breed is Andrew's dog?","beagle"),("Where is Audrey's full marathon?","Chicago"),
("How did Andrew injure his wrist?","climbing"),("What is Andrew learning to bake?","sourdough"),
("Where did Andrew and Tessa get engaged?","Bear Mountain"),("Where will Andrew's wedding be?","vineyard in Napa"),
("How much did Audrey's painting sell for?","four hundred dollars"),("What did Audrey paint that sold?","watercolor of the harbor at dawn"),
("When did Audrey adopt Pixie?","3 March 2023"),("When did Audrey run her first half marathon?","6 May 2023"),
("When did Andrew and Tessa get engaged?","4 August 2023"),("What pets do Audrey and Andrew have?","Pixie, Toby"),
("What does Toby do every day?","howls at the mailman"),("Who visited Audrey?","her sister Mia"),
("What did Audrey and Mia do?","aquarium, ice cream"),("What did Andrew's dad fix?","leaky sink"),
("How many loaves of sourdough has Andrew baked?","five"),("What did Pixie get?","agility certificate"),
("What kind of books does Audrey illustrate?","children's book covers"),("What did Toby steal?","half a loaf"),
],
    "classmates": [
("What classes did Priya sign up for?","pottery classes"),("Where did Marcus spend the holidays?","Lisbon"),
("Who did Marcus spend the holidays with?","his brother Dev"),("Where was Priya's cousin's wedding?","Jaipur"),
("What was Marcus promoted to?","senior software engineer"),("When did Marcus get promoted?","24 February 2023"),
("What was Priya's first pottery piece?","blue mug"),("What language is Marcus learning?","Portuguese"),
("What are the names of Marcus's guinea pigs?","Biscuit, Waffles"),("What is the name of Priya's fish?","Captain"),
("What kind of fish is Captain?","betta"),("What is Priya allergic to?","furry animals"),
("When did Priya run the Brooklyn half marathon?","30 April 2023"),("What was Priya's half marathon time?","2 hours 14 minutes"),
("How far does Marcus bike to work?","6 miles"),("When is Dev getting married?","October 2023"),
("What is Marcus afraid of?","public speaking"),("What did Priya recommend to Marcus?","Toastmasters"),
("Where did Priya work before grad school?","bank"),("What is Priya studying?","master's in public health"),
("Where is Priya going to school?","Columbia"),("What was Marcus's first Toastmasters speech about?","guinea pigs"),
("Where did Marcus go camping?","Adirondacks"),("What animal did Marcus see while camping?","porcupine"),
("Where did Marcus go kayaking?","Lake Placid"),("What did Priya make for her mom's birthday?","three bowls"),
("What is Priya's favorite class?","epidemiology"),("How long is Marcus's best man speech?","four minutes"),
("Where was Dev's wedding?","barn in Vermont"),("When was Dev's wedding?","21 October 2023"),
("Where does Priya volunteer?","free clinic in Harlem"),("What did Priya make for Thanksgiving?","pumpkin curry"),
("What did Priya's dad bring for Thanksgiving?","biryani"),("What is wrong with Waffles?","tooth problem"),
("Where is Priya going for winter break?","Mumbai"),("How long will Priya be in Mumbai?","three weeks"),
("What cities has Marcus visited?","Lisbon"),("What trips did Marcus take?","Lisbon, Adirondacks, Vermont"),
("How many guinea pigs does Marcus have?","two"),("What pets does Marcus have?","guinea pigs"),
("What did Marcus eat in Lisbon?","pastel de nata"),("When did Marcus give his first Toastmasters speech?","18 July 2023"),
],
    "nurse": [
("Where did Nadia go on a volunteer trip?","Costa Rica"),("What did Nadia do in Costa Rica?","planting trees in a cloud forest"),
("What was Nadia's grandfather's job?","forester"),("Why did Tomas choose nursing?","the nurses were so kind to his mom"),
("When did Tomas pass the nursing exam?","23 March 2023"),("Who threw Tomas a party?","his sister Lucia"),
("What food was at Tomas's party?","tamales"),("How many plots does the community garden have?","twelve"),
("What does Nadia grow in her garden?","tomatoes, basil, peppers"),("What does Mr. Okafor grow?","okra"),
("What was the charity Nadia ran for?","fights childhood hunger"),("What was Nadia's 10K time?","58 minutes"),
("What did Nadia realize after the 10K?","she is stronger than she thought"),("Where does Tomas work?","St. Mary's hospital"),
("What did a boy draw for Tomas?","a dragon wearing scrubs"),("What is the name of Tomas's cat?","Mochi"),
("What kind of cat is Mochi?","gray tabby"),("When did Tomas adopt Mochi?","the weekend before 13 May 2023"),
("What master's program did Nadia get into?","environmental science"),("Which university did Nadia get into?","University of Vermont"),
("What does Nadia do to calm down?","yoga, journaling"),("What does Tomas do to relax?","cooking"),
("What did Tomas cook from scratch?","his grandma's mole"),("How long did the mole take?","six hours"),
("Who is taking over Nadia's garden?","Mr. Okafor"),("What concerts did Tomas and Nadia go to?","Arctic Monkeys, Hozier"),
("Where did Nadia see Hozier?","Boston"),("When did Nadia see Hozier?","the week before 24 June 2023"),
("What books are Nadia and Tomas reading?","Braiding Sweetgrass, The Body Keeps the Score"),("When did Nadia move to Burlington?","19 August 2023"),
("What does Nadia's apartment look out over?","Lake Champlain"),("What color is Nadia's bike?","bright orange"),
("What does Tomas want to become?","pediatric nurse practitioner"),("What is Nadia's research about?","how beavers restore wetlands"),
("How much does Mochi weigh?","14 pounds"),("Who got Nadia into climbing?","Priscilla"),
("How did Nadia sprain her ankle?","fell at the climbing gym"),("When did Nadia sprain her ankle?","18 October 2023"),
("How much did the bake sale raise?","800 dollars"),("What did Tomas bake for the bake sale?","conchas"),
("What did Nadia make for Friendsgiving?","squash lasagna"),("Where did Tomas's uncle Rafael drive from?","San Antonio"),
("What course did Tomas sign up for?","Spanish sign language course"),("Where is Nadia going in February?","Iceland"),
("Who is Nadia going to Iceland with?","Priscilla"),("What is Tomas's New Year's resolution?","read twelve books"),
("What colors were the northern lights?","green and purple"),("Where will Tomas move?","Nashville"),
("What pets does Tomas have?","Mochi"),("Where has Nadia lived?","Burlington"),
],
    "chef": [
("What did Kenji buy after quitting the restaurant?","used food truck"),("What food does Kenji's truck serve?","takoyaki, yakisoba, curry buns"),
("What club does Rosa run?","robotics club"),("How many kids signed up for the robotics club?","fourteen"),
("What are the names of Rosa's twins?","Lily, Leo"),("How old are Rosa's twins?","seven"),
("Where is Rosa's first triathlon?","Lake Tahoe"),("How often does Rosa take swimming lessons?","twice a week"),
("What is the name of Kenji's food truck?","Tako Loco"),("Who came up with the name of the truck?","Kenji's nephew"),
("When did Tako Loco open?","4 March 2023"),("Where did Tako Loco open?","farmers market on Elm Street"),
("How fast did the takoyaki sell out on opening day?","two hours"),("What is the name of Kenji's dog?","Sumo"),
("What breed is Sumo?","shiba inu"),("What place did Rosa's robotics team win?","second place"),
("When did the robotics team win second place?","8 April 2023"),("What did the robot do?","sorted recycling by color"),
("What did the kids name the robot?","Trashy McTrashface"),("Who did Kenji hire?","Marisol"),
("Where are Kenji's parents from?","Osaka"),("What did Kenji's mom say about the curry buns?","almost as good as hers"),
("What was Rosa's time in the practice triathlon?","1 hour 32 minutes"),("When did Rosa finish the Lake Tahoe triathlon?","18 June 2023"),
("What did Lily and Leo make for Rosa?","cardboard medal"),("How many guests were at the wedding Kenji catered?","120"),
("Whose wedding did Kenji cater?","Marisol's sister"),("What broke during the wedding?","generator"),
("Who fixed the generator?","the groom's uncle"),("Where did Rosa go camping?","Yosemite"),
("What did Leo catch?","his first fish"),("Why did Lily refuse to leave the tent?","a spider"),
("What grade does Rosa teach?","sixth grade science"),("Where does Kenji want to open a restaurant?","empty bakery on Elm Street"),
("What did Sumo eat?","chocolate"),("How much was the vet bill?","900 dollars"),
("What did the twins dress up as for Halloween?","a robot and a taco"),("What will Kenji's restaurant be called?","Hana"),
("Who is Hana named after?","Kenji's grandmother"),("What is Rosa training for?","half Ironman"),
("How long is the bike leg of the half Ironman?","56 miles"),("Why was Hana's opening delayed?","the inspector made them redo the kitchen vents"),
("What bike did Rosa buy?","used Trek road bike"),("What color is Rosa's bike?","midnight blue"),
("What did the twins name Rosa's bike?","Blueberry"),("When did Rosa buy a road bike?","9 February 2024"),
("What races has Rosa done?","practice triathlon, Lake Tahoe triathlon"),("What pets does Kenji have?","dog"),
("When did Sumo eat chocolate?","24 October 2023"),("What sport does Rosa do?","triathlon"),
],
    "band": [
("Where is Amara's vet tech program?","Denver"),("When does Amara move to Denver?","April 2023"),
("Why did Amara want to become a vet?","a vet saved her dog Biscuit"),("What was the name of Amara's childhood dog?","Biscuit"),
("How many songs did Felix's band record in the basement studio?","four"),("What is the name of Felix's band?","The Paper Lanterns"),
("Who came up with the band name?","Jonas"),("Who is Jonas?","Felix's boyfriend"),
("When did Amara sell her car?","10 March 2023"),("How much did Amara sell her car for?","three thousand dollars"),
("What car did Amara have?","2009 Honda Civic"),("What does Amara's balcony look out on?","mountains"),
("Who drove the moving truck?","Kwame"),("What audiobook did Amara and Kwame listen to?","Project Hail Mary"),
("What kind of cat did Felix adopt?","orange tabby"),("What is the name of Felix's cat?","Pickles"),
("Where did the Paper Lanterns play their first show?","Blue Moth bar"),("When did the Paper Lanterns play their first show?","19 May 2023"),
("How many people came to the first show?","about sixty"),("What did Amara practice on dogs?","drawing blood"),
("Where does Amara volunteer?","wildlife rescue"),("What animal did Amara help release?","hawk"),
("How long did the hawk's wing take to heal?","two months"),("What did Pickles break?","cello"),
("How much did the cello repair cost?","250 dollars"),("When did Pickles knock over the cello?","27 June 2023"),
("Who will the Paper Lanterns open for?","Hollow Pines"),("Where is the Riverside Festival?","Riverside Festival"),
("How did the Paper Lanterns get the festival show?","Hollow Pines' drummer saw their show"),("Who did Kwame get engaged to?","Nia"),
("Where did Kwame get engaged?","Red Rocks"),("When did Kwame get engaged?","the weekend before 19 August 2023"),
("What did the band sell out of at the festival?","T-shirts"),("Where will Amara do her clinical placement?","emergency animal hospital"),
("What is the name of Felix's album?","Small Fires"),("When does Small Fires come out?","January 2024"),
("How many songs are on Small Fires?","eleven"),("What is the last song on the album about?","his grandmother's garden in Lyon"),
("What did the husky swallow?","a sock"),("What did the husky's owner bring?","donuts"),
("How did the magazine describe Small Fires?","warm and strange"),("When did Amara pass her certification exam?","15 January 2024"),
("When does Amara start full time at the emergency hospital?","February 2024"),("What instrument does Felix play?","cello"),
("What pets has Felix had?","Pickles"),("Does Felix have a cat?","Yes"),
("What animals has Amara treated or helped?","dogs, hawk, husky"),("Where is Felix's grandmother's garden?","Lyon"),
("What did Amara do with her car?","sold it"),("Who cried at the festival?","Jonas"),
],
    "bakery": [
("Where is Gina's bakery?","Elm Street"),
("What is the name of Gina's bakery?","Rise & Shine"),
("Who picked the name of the bakery?","Ruby"),
("Where did Omar's research cruise go?","Baja California"),
("What animals did Omar count?","gray whales"),
("How many whales did Omar count?","140"),
("How long was Omar's research cruise?","three weeks"),
("When did Gina's ovens arrive?","13 April 2023"),
("What color did Gina paint the bakery walls?","yellow"),
("Who helped Gina paint the walls?","Sam"),
("Where does Omar surf?","Sunset Cliffs"),
("How much did Omar's surfboard cost?","80 dollars"),
("What kind of surfboard does Omar have?","old blue longboard"),
("When did Rise & Shine open?","19 May 2023"),
("What sold out at the grand opening?","cardamom buns"),
("Whose recipe are the cardamom buns?","Gina's grandmother's"),
("Where was Omar's conference?","Lisbon"),
("Who is Omar's advisor?","Dr. Reyes"),
("How many times did Omar practice his talk?","five"),
("How many stitches did Omar need?","three"),
("How did Omar get hurt surfing?","his board hit his head"),
("How did Ruby break her arm?","falling off the monkey bars"),
("When did Ruby break her arm?","20 June 2023"),
("What color is Ruby's cast?","purple"),
("What did Omar eat in Lisbon?","grilled sardines"),
("Who asked for Omar's slides?","someone from the Monterey Bay Aquarium"),
("What did Gina make with leftover cookies?","ice cream sandwiches"),
("Where will Omar do his internship?","Monterey Bay Aquarium"),
("What will Omar research during his internship?","sea otters"),
("When did Sam start kindergarten?","6 September 2023"),
("Who is Sam's teacher?","Ms. Patel"),
("What is the name of the class hamster?","Nugget"),
("What did Gina bake for the county fair?","apple pie"),
("What prize did Gina win at the county fair?","blue ribbon and 500 dollars"),
("What will Gina buy with the prize money?","second oven"),
("What does Omar do to relax?","plays chess"),
("Who did Omar beat at chess?","Walter"),
("How many times had Omar lost to Walter?","eleven"),
("Where is Omar spending Christmas?","Amman"),
("What will Omar's mom cook?","mansaf"),
("Who did Gina hire?","Jules"),
("What happened to the gingerbread bakery?","collapsed, Sam ate the roof"),
("Who is Layla?","Omar's sister"),
("What did Layla get into?","medical school"),
("What is Gina's New Year's resolution?","take one day off a week"),
("When does Omar plan to finish his thesis draft?","March 2024"),
("What are the names of Gina's kids?","Ruby, Sam"),
("What places has Omar traveled to?","Baja California, Lisbon, Amman"),
("When did Omar first ride a whole wave?","24 June 2023"),
("Who runs the shop on Mondays?","Jules"),
],
    "garden": G18.QUESTIONS_18,
    "choir": G19.QUESTIONS_19,
    "ferry": G20.QUESTIONS_20,
    "lodge": G21.QUESTIONS_21,
    "quay": G24.QUESTIONS_24,
    "orchard": G25.QUESTIONS_25,
    "kiln": G26.QUESTIONS_26,
    "mill": G27.QUESTIONS_27,
    "wharf": G30.QUESTIONS_30,
    "assistant": C.QUESTIONS_9,
    "assistant 2": C2.QUESTIONS_10,
    "assistant 3": C3.QUESTIONS_11,
    "assistant 4": C4.QUESTIONS_13,
    "assistant 5": C5.QUESTIONS_14,
    "assistant 6": C6.QUESTIONS_15,
    "assistant 7": C7.QUESTIONS_16,
    "assistant 8": C8.QUESTIONS_17,
    "assistant 9": C9.QUESTIONS_22,
    "assistant 10": C10.QUESTIONS_23,
    "assistant 11": C11.QUESTIONS_28,
    "assistant 12": C12.QUESTIONS_29,
    "assistant 13": C13.QUESTIONS_31,
    "pier": G32.QUESTIONS_32,
    "assistant 14": C14.QUESTIONS_35,
    "forge": G33.QUESTIONS_33,
    "dock": G34.QUESTIONS_34,
    "yard": G37.QUESTIONS_37,
    "loom": G36.QUESTIONS_36,
    "assistant 15": C15.QUESTIONS_38,
    "mast": G39.QUESTIONS_39,
    "reef": G40.QUESTIONS_40,
    "wick": G41.QUESTIONS_41,
    "sluice": G42.QUESTIONS_42,
    "assistant 16": C16.QUESTIONS_43,
    "tarn": G44.QUESTIONS_44,
    "assistant 17": C17.QUESTIONS_46,
    "weir": G45.QUESTIONS_45,
    "fen": G47.QUESTIONS_47,
    "heath": G48.QUESTIONS_48,
    "assistant 18": C18.QUESTIONS_49,
    "cove": G50.QUESTIONS_50,
    "marsh": G51.QUESTIONS_51,
    "assistant 19": C19.QUESTIONS_52,
    "brook": G53.QUESTIONS_53,
    "shoal": G54.QUESTIONS_54,
    "assistant 20": C20.QUESTIONS_55,
    "spinney": G56.QUESTIONS_56,
    "dune": G57.QUESTIONS_57,
    "assistant 21": C21.QUESTIONS_58,
    "glen": G59.QUESTIONS_59,
    "assistant 22": C22.QUESTIONS_60,
    "fjord": G61.QUESTIONS_61,
    "assistant 23": C23.QUESTIONS_62,
    "moor": G63.QUESTIONS_63,
    "assistant 24": C24.QUESTIONS_64,
    "strand": G65.QUESTIONS_65,
    "assistant 25": C25.QUESTIONS_66,
    "holm": G67.QUESTIONS_67,
    "assistant 26": C26.QUESTIONS_68,
    "skerry": G69.QUESTIONS_69,
    "assistant 27": C27.QUESTIONS_70,
    "scree": G71.QUESTIONS_71,
    "assistant 28": C28.QUESTIONS_72,
    "beck": G73.QUESTIONS_73,
    "assistant 29": C29.QUESTIONS_74,
    "combe": G75.QUESTIONS_75,
    "assistant 30": C30.QUESTIONS_76,
    "carr": G77.QUESTIONS_77,
    "assistant 31": C31.QUESTIONS_78,
    "firth": G79.QUESTIONS_79,
    "assistant 32": C32.QUESTIONS_80,
    "ghyll": G81.QUESTIONS_81,
    "assistant 33": C33.QUESTIONS_82,
    "crag": G83.QUESTIONS_83,
    "assistant 34": C34.QUESTIONS_84,
    "ness": G85.QUESTIONS_85,
    "assistant 35": C35.QUESTIONS_86,
    "tor": G87.QUESTIONS_87,
    "assistant 36": C36.QUESTIONS_88,
    "fell": G89.QUESTIONS_89,
    "assistant 37": C37.QUESTIONS_90,
    "nab": G91.QUESTIONS_91,
    "assistant 38": C38.QUESTIONS_92,
    "rigg": G93.QUESTIONS_93,
    "assistant 39": C39.QUESTIONS_94,
    "shaw": G95.QUESTIONS_95,
    "assistant 41": C41.QUESTIONS_98,
    "sike": G97.QUESTIONS_97,
    "assistant 40": C40.QUESTIONS_96,
    "holt": G99.QUESTIONS_99,
    "assistant 42": C42.QUESTIONS_100,
    "clough": G101.QUESTIONS_101,
    "assistant 43": C43.QUESTIONS_102,
    "knott": G103.QUESTIONS_103,
    "assistant 44": C44.QUESTIONS_104,
    "scar": G105.QUESTIONS_105,
    "assistant 45": C45.QUESTIONS_106,
    "howe": G107.QUESTIONS_107,
    "assistant 46": C46.QUESTIONS_108,
    "dale": G109.QUESTIONS_109,
    "assistant 47": C47.QUESTIONS_110,
    "hope": G111.QUESTIONS_111,
    "assistant 48": C48.QUESTIONS_112,
    "wold": G113.QUESTIONS_113,
    "assistant 49": C49.QUESTIONS_114,
    "gill": G115.QUESTIONS_115,
    "assistant 50": C50.QUESTIONS_116,
    "haugh": G117.QUESTIONS_117,
    "assistant 51": C51.QUESTIONS_118,
    "rake": G119.QUESTIONS_119,
    "assistant 52": C52.QUESTIONS_120,
    "hause": G121.QUESTIONS_121,
    "assistant 53": C53.QUESTIONS_122,
    "lynn": G123.QUESTIONS_123,
    "assistant 54": C54.QUESTIONS_124,
    "cleugh": G125.QUESTIONS_125,
    "assistant 55": C55.QUESTIONS_126,
    "nook": G127.QUESTIONS_127,
    "assistant 56": C56.QUESTIONS_128,
    "gully": G129.QUESTIONS_129,
    "assistant 57": C57.QUESTIONS_130,
    "bourne": G131.QUESTIONS_131,
    "assistant 58": C58.QUESTIONS_132,
    "knap": G133.QUESTIONS_133,
    "assistant 59": C59.QUESTIONS_134,
    "hurst": G135.QUESTIONS_135,
    "assistant 60": C60.QUESTIONS_136,
    "mere": G137.QUESTIONS_137,
    "assistant 61": C61.QUESTIONS_138,
    "wash": G139.QUESTIONS_139,
    "assistant 62": C62.QUESTIONS_140,
    "dell": G141.QUESTIONS_141,
    "assistant 63": C63.QUESTIONS_142,
    "garth": G143.QUESTIONS_143,
    "assistant 64": C64.QUESTIONS_144,
    "pike": G145.QUESTIONS_145,
    "assistant 65": C65.QUESTIONS_146,
    "lea": G147.QUESTIONS_147,
    "assistant 66": C66.QUESTIONS_148,
    "hithe": G149.QUESTIONS_149,
    "assistant 67": C67.QUESTIONS_150,
    "toft": G151.QUESTIONS_151,
    "assistant 68": C68.QUESTIONS_152,
    "booth": G153.QUESTIONS_153,
    "assistant 69": C69.QUESTIONS_154,
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rerank", action="store_true", help="hybrid (encodes the passages: slower)")
    ap.add_argument("-v", action="store_true", help="print every question")
    ap.add_argument("--only", action="append", metavar="NAME", help="ask only this conversation (repeatable)")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="kbsearch-conv-"))
    taken: set[str] = set()

    def place(name: str) -> Path:  # (two archives built in one folder would mix: each its own)
        assert name not in taken, f"two archives share the folder {name!r}"
        taken.add(name)
        return folder / name

    searchers = {  # (each built when asked: --only builds the named alone)
        "neighbours": lambda: T._sessions(place("n"), "abcd", "Audrey and Andrew", T.TURNS_3, T.DATES_3),
        "classmates": lambda: T.noted_sessions(place("c"), "dcba", T.SESSIONS_4),
        "nurse": lambda: T.noted_sessions(place("u"), "feed", T.SESSIONS_5),
        "chef": lambda: T.noted_sessions(place("f"), "cafe", T.SESSIONS_6),
        "band": lambda: T.noted_sessions(place("b"), "beef", T.SESSIONS_7),
        "bakery": lambda: T.noted_sessions(place("k"), "bake", B.SESSIONS_8),
        "garden": lambda: T.noted_sessions(place("g"), "gard", G18.SESSIONS_18),
        "choir": lambda: T.noted_sessions(place("ch"), "chor", G19.SESSIONS_19),
        "ferry": lambda: T.noted_sessions(place("fe"), "ferr", G20.SESSIONS_20),
        "lodge": lambda: T.noted_sessions(place("lo"), "lodg", G21.SESSIONS_21),
        "quay": lambda: T.noted_sessions(place("qu"), "quay", G24.SESSIONS_24),
        "orchard": lambda: T.noted_sessions(place("or"), "orch", G25.SESSIONS_25),
        "kiln": lambda: T.noted_sessions(place("ki"), "kiln", G26.SESSIONS_26),
        "mill": lambda: T.noted_sessions(place("mi"), "mill", G27.SESSIONS_27),
        "wharf": lambda: T.noted_sessions(place("wh"), "whrf", G30.SESSIONS_30),
        "assistant": lambda: T.noted_sessions(place("a"), "face", C.SESSIONS_9, platform="chatgpt"),
        "assistant 2": lambda: T.noted_sessions(place("a2"), "fade", C2.SESSIONS_10, platform="claude"),
        "assistant 3": lambda: C3.assistant_chats_3_at(place("a3")),
        "assistant 4": lambda: C4.assistant_chats_4_at(place("a4")),
        "assistant 5": lambda: C5.assistant_chats_5_at(place("a5")),
        "assistant 6": lambda: C6.assistant_chats_6_at(place("a6")),
        "assistant 7": lambda: C7.assistant_chats_7_at(place("a7")),
        "assistant 8": lambda: C8.assistant_chats_8_at(place("a8")),
        "assistant 9": lambda: C9.assistant_chats_9_at(place("a9")),
        "assistant 10": lambda: C10.assistant_chats_10_at(place("a10")),
        "assistant 11": lambda: C11.assistant_chats_11_at(place("a11")),
        "assistant 12": lambda: C12.assistant_chats_12_at(place("a12")),
        "assistant 13": lambda: C13.assistant_chats_13_at(place("a13")),
        "pier": lambda: T.noted_sessions(place("pi"), "pier", G32.SESSIONS_32),
        "assistant 14": lambda: C14.assistant_chats_14_at(place("a14")),
        "forge": lambda: T.noted_sessions(place("fo"), "frge", G33.SESSIONS_33),
        "dock": lambda: T.noted_sessions(place("do"), "dock", G34.SESSIONS_34),
        "yard": lambda: T.noted_sessions(place("ya"), "yard", G37.SESSIONS_37),
        "loom": lambda: T.noted_sessions(place("lm"), "loom", G36.SESSIONS_36),
        "assistant 15": lambda: C15.assistant_chats_15_at(place("a15")),
        "mast": lambda: T.noted_sessions(place("ms"), "mast", G39.SESSIONS_39),
        "reef": lambda: T.noted_sessions(place("re"), "reef", G40.SESSIONS_40),
        "wick": lambda: T.noted_sessions(place("wi"), "wick", G41.SESSIONS_41),
        "sluice": lambda: T.noted_sessions(place("sl"), "slce", G42.SESSIONS_42),
        "assistant 16": lambda: C16.assistant_chats_16_at(place("a16")),
        "tarn": lambda: T.noted_sessions(place("ta"), "tarn", G44.SESSIONS_44),
        "assistant 17": lambda: C17.assistant_chats_17_at(place("a17")),
        "weir": lambda: T.noted_sessions(place("we"), "weir", G45.SESSIONS_45),
        "fen": lambda: T.noted_sessions(place("fn"), "fenn", G47.SESSIONS_47),
        "heath": lambda: T.noted_sessions(place("he"), "hth8", G48.SESSIONS_48),
        "assistant 18": lambda: C18.assistant_chats_18_at(place("a18")),
        "cove": lambda: T.noted_sessions(place("cv"), "cove", G50.SESSIONS_50),
        "marsh": lambda: T.noted_sessions(place("mh"), "mrsh", G51.SESSIONS_51),
        "assistant 19": lambda: C19.assistant_chats_19_at(place("a19")),
        "brook": lambda: T.noted_sessions(place("bk"), "brok", G53.SESSIONS_53),
        "shoal": lambda: T.noted_sessions(place("sh"), "shol", G54.SESSIONS_54),
        "assistant 20": lambda: C20.assistant_chats_20_at(place("a20")),
        "spinney": lambda: T.noted_sessions(place("sp"), "spny", G56.SESSIONS_56),
        "dune": lambda: T.noted_sessions(place("du"), "dune", G57.SESSIONS_57),
        "assistant 21": lambda: C21.assistant_chats_21_at(place("a21")),
        "glen": lambda: T.noted_sessions(place("gl"), "glen", G59.SESSIONS_59),
        "assistant 22": lambda: C22.assistant_chats_22_at(place("a22")),
        "fjord": lambda: T.noted_sessions(place("fj"), "fjrd", G61.SESSIONS_61),
        "assistant 23": lambda: C23.assistant_chats_23_at(place("a23")),
        "moor": lambda: T.noted_sessions(place("mo"), "moor", G63.SESSIONS_63),
        "assistant 24": lambda: C24.assistant_chats_24_at(place("a24")),
        "strand": lambda: T.noted_sessions(place("st"), "strd", G65.SESSIONS_65),
        "assistant 25": lambda: C25.assistant_chats_25_at(place("a25")),
        "holm": lambda: T.noted_sessions(place("hm"), "holm", G67.SESSIONS_67),
        "assistant 26": lambda: C26.assistant_chats_26_at(place("a26")),
        "skerry": lambda: T.noted_sessions(place("sk"), "skry", G69.SESSIONS_69),
        "assistant 27": lambda: C27.assistant_chats_27_at(place("a27")),
        "scree": lambda: T.noted_sessions(place("sc"), "scre", G71.SESSIONS_71),
        "assistant 28": lambda: C28.assistant_chats_28_at(place("a28")),
        "beck": lambda: T.noted_sessions(place("bc"), "beck", G73.SESSIONS_73),
        "assistant 29": lambda: C29.assistant_chats_29_at(place("a29")),
        "combe": lambda: T.noted_sessions(place("cb"), "comb", G75.SESSIONS_75),
        "assistant 30": lambda: C30.assistant_chats_30_at(place("a30")),
        "carr": lambda: T.noted_sessions(place("cr"), "carr", G77.SESSIONS_77),
        "assistant 31": lambda: C31.assistant_chats_31_at(place("a31")),
        "firth": lambda: T.noted_sessions(place("fi"), "frth", G79.SESSIONS_79),
        "assistant 32": lambda: C32.assistant_chats_32_at(place("a32")),
        "ghyll": lambda: T.noted_sessions(place("gh"), "ghyl", G81.SESSIONS_81),
        "assistant 33": lambda: C33.assistant_chats_33_at(place("a33")),
        "crag": lambda: T.noted_sessions(place("cg"), "crag", G83.SESSIONS_83),
        "assistant 34": lambda: C34.assistant_chats_34_at(place("a34")),
        "ness": lambda: T.noted_sessions(place("ne"), "ness", G85.SESSIONS_85),
        "assistant 35": lambda: C35.assistant_chats_35_at(place("a35")),
        "tor": lambda: T.noted_sessions(place("to"), "tor", G87.SESSIONS_87),
        "assistant 36": lambda: C36.assistant_chats_36_at(place("a36")),
        "fell": lambda: T.noted_sessions(place("fl"), "fell", G89.SESSIONS_89),
        "assistant 37": lambda: C37.assistant_chats_37_at(place("a37")),
        "nab": lambda: T.noted_sessions(place("nb"), "nab", G91.SESSIONS_91),
        "assistant 38": lambda: C38.assistant_chats_38_at(place("a38")),
        "rigg": lambda: T.noted_sessions(place("rg"), "rigg", G93.SESSIONS_93),
        "assistant 39": lambda: C39.assistant_chats_39_at(place("a39")),
        "shaw": lambda: T.noted_sessions(place("sw"), "shaw", G95.SESSIONS_95),
        "assistant 41": lambda: C41.assistant_chats_41_at(place("a41")),
        "sike": lambda: T.noted_sessions(place("sq"), "sike", G97.SESSIONS_97),
        "assistant 40": lambda: C40.assistant_chats_40_at(place("a40")),
        "holt": lambda: T.noted_sessions(place("ht"), "ht", G99.SESSIONS_99),
        "assistant 42": lambda: C42.assistant_chats_42_at(place("a42")),
        "clough": lambda: T.noted_sessions(place("cl"), "cl", G101.SESSIONS_101),
        "assistant 43": lambda: C43.assistant_chats_43_at(place("a43")),
        "knott": lambda: T.noted_sessions(place("kn"), "kn", G103.SESSIONS_103),
        "assistant 44": lambda: C44.assistant_chats_44_at(place("a44")),
        "scar": lambda: T.noted_sessions(place("scar"), "sc", G105.SESSIONS_105),
        "assistant 45": lambda: C45.assistant_chats_45_at(place("a45")),
        "howe": lambda: T.noted_sessions(place("hw"), "hw", G107.SESSIONS_107),
        "assistant 46": lambda: C46.assistant_chats_46_at(place("a46")),
        "dale": lambda: T.noted_sessions(place("dale"), "dl", G109.SESSIONS_109),
        "assistant 47": lambda: C47.assistant_chats_47_at(place("a47")),
        "hope": lambda: T.noted_sessions(place("hp"), "hp", G111.SESSIONS_111),
        "assistant 48": lambda: C48.assistant_chats_48_at(place("a48")),
        "wold": lambda: T.noted_sessions(place("wold"), "wo", G113.SESSIONS_113),
        "assistant 49": lambda: C49.assistant_chats_49_at(place("a49")),
        "gill": lambda: T.noted_sessions(place("gi"), "gi", G115.SESSIONS_115),
        "assistant 50": lambda: C50.assistant_chats_50_at(place("a50")),
        "haugh": lambda: T.noted_sessions(place("hg"), "hg", G117.SESSIONS_117),
        "assistant 51": lambda: C51.assistant_chats_51_at(place("a51")),
        "rake": lambda: T.noted_sessions(place("rk"), "rk", G119.SESSIONS_119),
        "assistant 52": lambda: C52.assistant_chats_52_at(place("a52")),
        "hause": lambda: T.noted_sessions(place("hs"), "hs", G121.SESSIONS_121),
        "assistant 53": lambda: C53.assistant_chats_53_at(place("a53")),
        "lynn": lambda: T.noted_sessions(place("ly"), "ly", G123.SESSIONS_123),
        "assistant 54": lambda: C54.assistant_chats_54_at(place("a54")),
        "cleugh": lambda: T.noted_sessions(place("clg"), "cg", G125.SESSIONS_125),
        "assistant 55": lambda: C55.assistant_chats_55_at(place("a55")),
        "nook": lambda: T.noted_sessions(place("nk"), "nk", G127.SESSIONS_127),
        "assistant 56": lambda: C56.assistant_chats_56_at(place("a56")),
        "gully": lambda: T.noted_sessions(place("gy"), "gy", G129.SESSIONS_129),
        "assistant 57": lambda: C57.assistant_chats_57_at(place("a57")),
        "bourne": lambda: T.noted_sessions(place("bo"), "bo", G131.SESSIONS_131),
        "assistant 58": lambda: C58.assistant_chats_58_at(place("a58")),
        "knap": lambda: T.noted_sessions(place("kp"), "kp", G133.SESSIONS_133),
        "assistant 59": lambda: C59.assistant_chats_59_at(place("a59")),
        "hurst": lambda: T.noted_sessions(place("hu"), "hu", G135.SESSIONS_135),
        "assistant 60": lambda: C60.assistant_chats_60_at(place("a60")),
        "mere": lambda: T.noted_sessions(place("me"), "me", G137.SESSIONS_137),
        "assistant 61": lambda: C61.assistant_chats_61_at(place("a61")),
        "wash": lambda: T.noted_sessions(place("wa"), "wa", G139.SESSIONS_139),
        "assistant 62": lambda: C62.assistant_chats_62_at(place("a62")),
        "dell": lambda: T.noted_sessions(place("de"), "de", G141.SESSIONS_141),
        "assistant 63": lambda: C63.assistant_chats_63_at(place("a63")),
        "garth": lambda: T.noted_sessions(place("ga"), "ga", G143.SESSIONS_143),
        "assistant 64": lambda: C64.assistant_chats_64_at(place("a64")),
        "pike": lambda: T.noted_sessions(place("pk"), "pk", G145.SESSIONS_145),
        "assistant 65": lambda: C65.assistant_chats_65_at(place("a65")),
        "lea": lambda: T.noted_sessions(place("le"), "le", G147.SESSIONS_147),
        "assistant 66": lambda: C66.assistant_chats_66_at(place("a66")),
        "hithe": lambda: T.noted_sessions(place("hi"), "hi", G149.SESSIONS_149),
        "assistant 67": lambda: C67.assistant_chats_67_at(place("a67")),
        "toft": lambda: T.noted_sessions(place("tt"), "tt", G151.SESSIONS_151),
        "assistant 68": lambda: C68.assistant_chats_68_at(place("a68")),
        "booth": lambda: T.noted_sessions(place("bh"), "bh", G153.SESSIONS_153),
        "assistant 69": lambda: C69.assistant_chats_69_at(place("a69")),
    }
    # (besides F1, the other two rates on these short golds: every gold word in the
    # Summary, and the share of `high` answers whose short line or Summary holds it)
    print("| conversation | questions | mean token F1 | gold in summary | `high` holding the gold (n) |\n|---|---|---|---|---|")
    for name, questions in QUESTIONS.items():
        if args.only and name not in args.only:
            continue
        total, graded, in_summary, high, high_holds, searcher = 0.0, 0, 0, 0, 0, searchers[name]()
        for question, gold in questions:
            a = answer(searcher, question, rerank=args.rerank)
            f1 = token_f1(a.short, gold)
            total += f1
            words = gold_words(gold)
            if words:
                graded += 1
                in_summary += all(w in set(terms(a.summary)) for w in words)
                if a.confidence == "high":
                    high += 1
                    high_holds += all(w in set(terms(a.summary)) | set(terms(a.short)) for w in words)
            if args.v:
                print(f"  {f1:.2f} {a.confidence:<6} {question} | gold: {gold} | short: {a.short}", file=sys.stderr)
        print(f"| {name} | {len(questions)} | {total / len(questions):.3f} | {in_summary / max(graded, 1):.2f} "
              f"| {high_holds / max(high, 1):.2f} ({high}) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
