"""The common words that name a thing of each kind (kinds.py's lexicon): general English,
written from common knowledge, one list per kind."""

FOOD = """
food meal dish dishes snack dessert cuisine recipe breakfast lunch dinner brunch
pizza pasta spaghetti lasagna lasagne macaroni noodle ramen pho udon soba sushi sashimi taco burrito quesadilla
nachos enchilada fajita burger hamburger cheeseburger sandwich  hotdog sausage bacon ham steak
chicken beef pork lamb turkey duck fish salmon tuna shrimp prawn lobster crab oyster mussel scampi
calamari egg omelette omelet pancake waffle crepe toast bread bagel croissant muffin scone biscuit
cookie cake cupcake cheesecake brownie pie tart pastry donut doughnut macaron macaroon pudding
custard tiramisu mousse gelato icecream sorbet chocolate candy caramel fudge cereal oatmeal porridge granola yogurt
yoghurt cheese butter salad soup stew chili curry risotto paella rice dumpling bun gyoza kimchi
bibimbap bulgogi teriyaki tempura falafel hummus kebab kabob shawarma gyro pita naan tikka masala
biryani samosa dal paneer tofu tempeh stirfry stir-fry fries chips crisps popcorn pretzel nut peanut
almond cashew pistachio walnut hazelnut apple banana orange lemon lime grape strawberry blueberry
raspberry cherry peach pear plum mango pineapple watermelon melon kiwi avocado coconut berry fruit
vegetable tomato potato carrot broccoli spinach lettuce kale cabbage onion garlic pepper mushroom
corn bean pea lentil chickpea cucumber zucchini eggplant aubergine pumpkin squash olive 
sauce pesto marinara bolognese alfredo carbonara ketchup mayo mustard salsa guacamole gravy
 honey syrup seafood meatball meatloaf roast barbecue bbq grill poke ceviche goulash borscht
pierogi schnitzel bratwurst baguette focaccia gnocchi ravioli tortellini fettuccine penne linguine
fusilli quiche frittata souffle soufflé flan churro baklava mochi   pho bao cream
tamale empanada arepa pupusa tortilla concha pastel sardine cod haddock scallop halloumi tapas bruschetta moussaka
souvlaki tzatziki couscous tagine jollof plantain injera laksa satay rendang dosa idli pakora bhaji korma vindaloo
haggis scotch crumpet flapjack shortbread brioche
""".split()
CUISINE = FOOD + """
italian mexican japanese thai chinese indian korean french greek vietnamese spanish turkish lebanese
moroccan peruvian ethiopian american hawaiian cajun mediterranean caribbean brazilian german
""".split()
DESSERT = """
dessert cake cupcake cheesecake brownie pie tart pastry donut doughnut macaron macaroon pudding custard tiramisu
mousse gelato icecream sorbet chocolate candy caramel fudge cookie biscuit muffin scone crepe waffle pancake
churro baklava mochi flan souffle soufflé trifle parfait eclair éclair profiterole cannoli strudel crumble cobbler
""".split() + ["ice cream", "lava cake", "apple pie"]
DRINK = """
drink beverage coffee espresso latte cappuccino americano mocha macchiato tea chai matcha
juice smoothie milkshake  lemonade soda cola coke water milk cocoa wine beer ale lager cider
whiskey whisky vodka rum gin tequila champagne prosecco  cocktail mojito margarita martini
sangria kombucha
""".split()
SPORT = """
sport football soccer basketball baseball softball volleyball tennis padel pickleball badminton
squash golf hockey rugby cricket boxing kickboxing mma wrestling judo karate taekwondo jiujitsu
fencing swimming running jogging cycling biking skiing snowboarding skating surfing climbing
bouldering rowing kayaking canoeing sailing diving gymnastics athletics marathon triathlon
yoga pilates crossfit weightlifting bodybuilding powerlifting gym workout  nfl nba ufc
""".split()
ACTIVITY = SPORT + """
activity hobby pastime interest hiking camping fishing hunting gardening cooking baking reading
writing painting drawing sketching photography pottery knitting crocheting sewing embroidery
dancing singing gaming meditation meditating traveling travelling shopping partying drinking
volunteering journaling walking walk hike swim run ride museum concert theater theatre movie
film music guitar piano chess puzzle karaoke picnic barbecue bowling billiards  darts
woodworking scrapbooking birdwatching stargazing sightseeing rollerskating rollerblading skate paintball
trekking anime tiktok
""".split()
GAME = SPORT + """
game chess poker monopoly scrabble sudoku crossword  checkers backgammon darts  trivia
charades mahjong uno
""".split()
PET = """
pet dog puppy cat kitten kitty rabbit bunny hamster  pig  rat ferret bird parrot
budgie canary chicken duck goose horse pony donkey cow pig sheep goat turtle tortoise lizard
gecko snake iguana frog fish goldfish shrimp crab hedgehog chinchilla gerbil
""".split()
# Wild ones are animals, no pets: "What pets does Tomas have?" is not "Arctic Monkeys".
ANIMAL = ["animal", *PET] + """
deer moose elk fox wolf coyote raccoon porcupine squirrel chipmunk skunk beaver otter owl eagle hawk
whale dolphin seal shark octopus jellyfish penguin monkey elephant lion tiger giraffe zebra kangaroo
""".split()
INSTRUMENT = """
instrument guitar piano  violin viola cello bass drum drums flute clarinet saxophone
trumpet trombone harp ukulele banjo harmonica accordion  synth synthesizer fiddle mandolin bodhran bodhrán oboe bassoon
cornet tuba euphonium bagpipes carillon kantele kannel sitar tabla didgeridoo xylophone marimba glockenspiel piccolo
lute zither balalaika bouzouki erhu guzheng koto shamisen oud kora djembe cajon steelpan dulcimer concertina melodica
theremin harpsichord timpani fujara organ keyboard keyboards recorder horn tambourine cymbals ocarina
cavaquinho charango quena panpipes bandoneon bandoneón pandeiro berimbau kalimba mbira shakuhachi gayageum santoor sarod
veena sarangi duduk kaval ney darbuka bongos congas sousaphone flugelhorn hurdy-gurdy bandura domra kobza kamancheh
""".split()
COLOUR = """
colour color red blue green yellow orange purple pink black white grey gray brown beige navy
teal turquoise gold silver maroon lavender blonde blond brunette auburn ginger redhead
""".split()
AILMENT = """
ailment illness disease symptom injury pain ache headache migraine stomachache toothache backache
cold flu covid fever cough  throat allergy asthma nosebleed nausea poisoning infection
insomnia anxiety depression stress burnout fracture sprain bruise rash eczema acne diabetes
""".split()
# (not "replacement", "removal": "a phone screen replacement", "the removal van")
SURGERY = """
operation surgery transplant bypass appendectomy tonsillectomy hysterectomy mastectomy vasectomy cataract caesarean
c-section biopsy amputation arthroscopy angioplasty stent
""".split() + ["keyhole surgery", "hernia repair", "hip replacement", "knee replacement", "joint replacement",
               "shoulder replacement", "wisdom teeth removal", "gallbladder removal", "laser eye surgery"]
LANGUAGE = """
language english spanish french german italian portuguese russian chinese mandarin cantonese
japanese korean arabic hindi urdu bengali turkish polish dutch swedish greek hebrew vietnamese
thai
""".split()
SUBJECT = """
subject course class major maths math mathematics physics chemistry biology history geography
economics literature philosophy psychology sociology law medicine engineering art music
programming coding
""".split()
COUNTRY = """
afghanistan albania algeria andorra angola argentina armenia australia austria azerbaijan bahamas bahrain
bangladesh barbados belarus belgium belize benin bhutan bolivia bosnia botswana brazil brunei bulgaria
cambodia cameroon canada  chile china colombia congo croatia cuba cyprus czechia denmark djibouti
dominica ecuador egypt eritrea estonia eswatini ethiopia fiji finland france gabon gambia  germany
ghana greece grenada guatemala guinea guyana haiti honduras hungary iceland india indonesia iran iraq
ireland israel italy jamaica japan  kazakhstan kenya kiribati kosovo kuwait kyrgyzstan laos latvia
lebanon lesotho liberia libya liechtenstein lithuania luxembourg madagascar malawi malaysia maldives mali
malta mauritania mauritius mexico micronesia moldova monaco mongolia montenegro morocco mozambique myanmar
namibia nauru nepal netherlands holland nicaragua niger nigeria norway oman pakistan palau palestine panama
paraguay peru philippines poland portugal qatar romania russia rwanda samoa senegal serbia seychelles
singapore slovakia slovenia somalia spain sudan suriname sweden switzerland syria taiwan tajikistan
tanzania thailand togo tonga tunisia turkey turkmenistan tuvalu uganda ukraine uruguay uzbekistan vanuatu
venezuela vietnam yemen zambia zimbabwe usa us america uk britain england scotland wales
""".split() + [
    "united states", "united kingdom", "new zealand", "south korea", "north korea", "south africa", "sri lanka",
    "costa rica", "saudi arabia", "czech republic", "dominican republic", "el salvador", "puerto rico",
    "vatican city", "united arab emirates", "hong kong"]
CITY = """
london paris berlin madrid barcelona lisbon porto rome milan  venice naples amsterdam rotterdam brussels
antwerp vienna prague budapest warsaw krakow munich hamburg frankfurt cologne dresden leipzig zurich geneva basel
copenhagen stockholm oslo helsinki reykjavik dublin edinburgh glasgow manchester liverpool birmingham bristol
oxford cambridge athens thessaloniki istanbul ankara moscow kyiv kiev riga tallinn vilnius bucharest sofia
belgrade zagreb dubrovnik ljubljana bratislava seville valencia malaga granada bilbao marseille lyon
bordeaux toulouse strasbourg salzburg innsbruck tokyo kyoto osaka nara sapporo hiroshima yokohama seoul busan
beijing shanghai shenzhen guangzhou chengdu xian taipei singapore bangkok phuket hanoi saigon manila jakarta bali
delhi mumbai bangalore bengaluru chennai kolkata goa jaipur karachi lahore dhaka kathmandu colombo dubai doha
jerusalem beirut amman cairo marrakech marrakesh casablanca fez chefchaouen tunis nairobi lagos accra johannesburg
 melbourne brisbane perth adelaide auckland wellington toronto montreal vancouver ottawa calgary quebec
chicago boston seattle portland denver   houston atlanta miami orlando  philadelphia baltimore
detroit nashville memphis pittsburgh cleveland minneapolis honolulu anchorage sacramento tampa  boulder
aspen brooklyn manhattan galveston havana lima bogota medellin cartagena quito santiago mendoza montevideo
""".split() + [
    "new york", "los angeles", "san francisco", "san diego", "las vegas", "new orleans", "washington dc",
    "salt lake city", "mexico city", "rio de janeiro", "sao paulo", "são paulo", "buenos aires", "cape town",
    "tel aviv", "kuala lumpur", "hong kong", "ho chi minh city", "abu dhabi", "st. petersburg", "saint petersburg",
    "santa fe", "san jose", "kansas city", "st. louis", "the hague", "st. moritz"]
# Coins by name in any case; a ticker ("SOL", "DOT", "LINK") only in capitals.
CRYPTO = """
bitcoin ethereum  solana cardano dogecoin  litecoin polkadot  tether  monero chainlink
   tezos algorand uniswap 
""".split()
TICKERS = frozenset("btc eth sol ada doge xrp ltc dot avax usdc usdt bnb matic xmr link xlm trx atom xtz algo uni shib"
                     .split())
PROGRAMMING = """
python java javascript typescript rust golang c++ c# csharp ruby php swift kotlin scala haskell sql bash
perl  lua dart elixir erlang clojure fortran cobol matlab zig ocaml f# objective-c html css
powershell  nim lisp prolog solidity
""".split()
LIBRARY = """
pandas numpy scipy matplotlib seaborn polars sklearn scikit-learn pytorch  tensorflow keras jax transformers
django flask fastapi starlette typer pydantic sqlalchemy  pytest httpx  vue angular svelte nextjs node.js
deno jquery tailwind bootstrap rails laravel langchain llamaindex
""".split()
DATABASE = """
postgres postgresql mysql mariadb sqlite redis mongodb elasticsearch cassandra dynamodb duckdb clickhouse neo4j
supabase firebase oracle mssql
""".split()
EDITOR = "vscode vim neovim emacs intellij pycharm jupyter notepad++".split()
EVENT = """
event parade pride march rally protest conference convention summit meetup workshop seminar webinar lecture talk
speech presentation panel hackathon festival concert gig show exhibition exhibit fair market expo premiere party
wedding funeral ceremony graduation reunion birthday anniversary fundraiser gala auction race marathon triathlon
tournament match championship competition contest recital play musical opera ballet retreat camp trip tour
mentoring volunteering
""".split()
VEGETABLE = """
vegetable veggie tomato potato carrot broccoli spinach lettuce kale cabbage onion garlic pepper mushroom corn bean pea
cucumber zucchini eggplant aubergine pumpkin squash celery cauliflower asparagus beet radish leek artichoke okra
""".split()
FRUIT = """
fruit apple banana orange lemon lime grape strawberry blueberry raspberry cherry peach pear plum mango pineapple
watermelon melon kiwi avocado coconut berry apricot fig pomegranate papaya lychee grapefruit
""".split()
JOB = """
job career profession occupation teacher nurse doctor engineer developer programmer lawyer
accountant designer writer painter artist chef cook trainer coach  consultant barista
therapist psychiatrist psychologist counselor dentist surgeon pediatrician dermatologist cardiologist
rheumatologist internist neurologist gynecologist optometrist physiotherapist physio chiropractor nutritionist
dietitian vet veterinarian pharmacist gp analyst illustrator manager banker scientist researcher mechanic
electrician plumber pilot firefighter officer cashier clerk librarian photographer musician dancer actor actress
journalist editor student professor architect carpenter farmer waiter waitress bartender realtor secretary
receptionist driver entrepreneur freelancer intern soldier paramedic caregiver instructor tutor marketer mason
stonemason technician joiner guide blacksmith farrier midwife hygienist radiographer sonographer optician optometrist
paralegal solicitor barrister attorney surveyor plasterer roofer welder bricklayer tiler landscaper gardener housekeeper
nanny childminder carer courier postman butcher fishmonger florist hairdresser barber beautician tailor seamstress
jeweller jeweler locksmith glazier upholsterer translator interpreter copywriter proofreader novelist poet composer
animator curator archivist archaeologist geologist biologist chemist physicist astronomer economist statistician
actuary auditor bookkeeper underwriter recruiter lifeguard deckhand fisherman zookeeper ranger notary magistrate
priest vicar pastor rabbi imam diplomat ambassador mayor politician councillor councilor policeman policewoman
constable sergeant janitor caretaker miner baker brewer winemaker rancher herder gamekeeper forester presenter
broadcaster reporter astronaut trainee apprentice warden""".split()

BREED = """
breed labrador lab retriever poodle beagle bulldog collie husky dachshund chihuahua corgi pug terrier boxer
rottweiler doberman greyhound maltese pomeranian spaniel schnauzer mastiff samoyed akita shiba sheepdog pitbull
labradoodle goldendoodle cockapoo cavapoo dalmatian bernese shepherd whippet vizsla weimaraner malamute newfoundland
lurcher saluki springer setter pointer staffie staffy yorkie westie cavachon sprocker basset bloodhound cocker
frenchie kelpie heeler ridgeback galgo podenco lapphund elkhound vallhund spitz keeshond papillon havanese sheltie
airedale leonberger hound foxhound wolfhound deerhound basenji borzoi boerboel bullmastiff bichon
siamese persian ragdoll bengal sphynx tabby
""".split() + ["golden retriever", "labrador retriever", "border collie", "german shepherd", "australian shepherd",
               "shih tzu", "cocker spaniel", "great dane", "jack russell", "french bulldog", "maine coon",
               "british shorthair", "yorkshire terrier", "bichon frise", "finnish lapphund", "norwegian elkhound",
               "cane corso", "bernese mountain dog", "lhasa apso", "shar pei"]

# Houseplants and garden plants by name: "my fiddle leaf fig" is a plant.
PLANT = """
monstera pothos philodendron succulent cactus orchid fern ivy ficus bonsai calathea begonia aloe yucca dracaena
anthurium hoya pilea bromeliad geranium fuchsia lavender rosemary hydrangea fig lily palm
""".split() + ["fiddle leaf fig", "snake plant", "peace lily", "spider plant", "rubber plant", "zz plant", "aloe vera",
               "money tree", "string of pearls", "bird of paradise", "swiss cheese plant", "jade plant"]

# Races by kind: "the Bath 10K", "my first half marathon"
RACE = "marathon 10k 5k 10km 5km triathlon duathlon ultramarathon ultra parkrun ironman sportive relay".split() + [
    "half marathon", "fun run", "trail race"]

# Makes and common models: "a used Toyota Corolla hybrid" is a car.
CAR = """
toyota honda ford bmw tesla volkswagen vw audi mercedes kia hyundai nissan mazda subaru volvo fiat peugeot renault
skoda chevrolet chevy jeep lexus porsche dodge buick cadillac citroen dacia vauxhall opel mitsubishi
prius corolla camry citroën transit
""".split() + ["land rover", "range rover", "honda civic"]  # not "jaguar", "golf", "civic": words too

# Doctors by what they treat: "Which doctors did Nicolas see?" is "a rheumatologist", not "a lawyer".
# (not the other health jobs: a physio, a dietitian, a midwife is no doctor)
DOCTOR = """
doctor physician gp surgeon dentist orthodontist therapist psychiatrist psychologist pediatrician paediatrician
dermatologist cardiologist rheumatologist internist neurologist gynecologist gynaecologist obstetrician optometrist
ophthalmologist oncologist urologist endocrinologist gastroenterologist allergist podiatrist radiologist
anesthesiologist anaesthetist audiologist hematologist haematologist nephrologist pulmonologist ent vet veterinarian
specialist consultant
""".split()

# Ways of getting about: "What types of transport …?" is "the subway", not "Turkey".
TRANSPORT = """
transport car bus coach train tram subway metro tube underground plane airplane aeroplane flight taxi cab uber lyft
bike bicycle ebike motorbike motorcycle moped scooter ferry boat ship cruise truck lorry van rv campervan caravan
helicopter skateboard rollerblades walking cycling driving carpool rideshare
""".split()
# The units a dose of a medicine is said in ("amlodipine 10 mg", "two puffs")
DOSE_UNIT = "mg mcg milligram microgram ml tablet pill puff".split()
# Where someone or something is from ("Cornish", "Bolivian"): no one, and no place
DEMONYMS = frozenset("""american australian austrian belgian brazilian british canadian chilean chinese colombian
cornish croatian cuban czech danish dutch egyptian english estonian european filipino finnish french german greek
hungarian icelandic indian indonesian irish israeli italian jamaican japanese kenyan korean latvian lebanese
lithuanian malaysian maltese mexican moroccan nigerian norwegian pakistani peruvian polish portuguese romanian
russian scottish serbian slovak spanish swedish swiss taiwanese thai turkish ukrainian vietnamese welsh african
asian scandinavian mediterranean caribbean arab persian yorkshire
bolivian argentine argentinian paraguayan uruguayan venezuelan ecuadorian mongolian tunisian algerian ethiopian
ghanaian tanzanian ugandan namibian zambian zimbabwean nepali nepalese bangladeshi burmese cambodian laotian kazakh
uzbek kyrgyz georgian armenian iranian iraqi syrian jordanian saudi emirati bulgarian slovenian bosnian albanian
macedonian belarusian moldovan catalan basque galician breton sicilian bavarian tasmanian maori samoan fijian
senegalese malian cameroonian congolese rwandan somali sudanese libyan omani yemeni qatari afghan tajik tibetan
botswanan angolan mozambican malawian""".split())
