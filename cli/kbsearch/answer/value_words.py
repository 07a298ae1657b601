"""How a question's asked values are written, and how a sentence writes them: an amount of
money, a frequency, an identifier ("TP 1353"), a name of a thing known by its maker; and the
question inside a request ("Can you remind me which …")."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..text import tokens
from .kind_words import DOSE_UNIT
from .lazy_pattern import lazy

DOSE = r"dose|doses|dosage"  # "What dose of gliclazide …", "my amlodipine dose"
# … and its unit, as written: "80 mg", "50 µg", "2 tablets"
DOSE_UNITS = "|".join([*(u if len(u) <= 3 else u + "s?" for u in DOSE_UNIT), "µg"])

# Currencies' codes in capitals after the amount ("54,000 ISK"), only where the amount ends there
# (not "40 CAD drawings"); not the codes that are as often other words ("AMD", "CVE", "COP", "PHP", "TRY")
_SIGN_CODES = "NOK|SEK|DKK|ISK|CHF|ZAR|USD|EUR|GBP|AUD|CAD|NZD|JPY|INR"  # (… and these before it: "NOK 500")
_CODES = (_SIGN_CODES + "|MXN|BRL|ARS|CLP|UYU|PYG|KES|TZS|UGX|ETB|NGN"
          "|GHS|PLN|CZK|HUF|RON|BGN|ILS|AED|THB|VND|IDR|MYR|KRW|CNY|HKD|SGD|GEL|KZT|UAH|BOB|PEN|MNT|MAD|TND|DZD|EGP")
_CODE_AFTER = (r"(?-i:" + _CODES + r")(?=\s*(?:[,.;:!?)]|$)|\s+(?:a|an|per|each|for|and|or|to|in|from|on|at|plus|with|which"
               r"|that|but|so|all|total|upfront|monthly|including|incl)\b)")
_MONEY_WORDS = (r"dollars?|bucks|euros?|pounds|quid|usd|eur|gbp|grand|rupees?|yen|pesos?|reais|yuan|rmb|baht|lari|złoty|zloty"
                r"|zł|kron(?:er|or|a|e)|kr(?![a-zæøå])|shekels?|dirhams?|lira|ringgit|rupiah|đồng|dong|naira|cedis?|shillings?|rand"
                r"|tenge|hryvnias?|forints?|leva|лв|лева|leu|(?-i:Kč)"
                r"|lei(?!\s+(?!for\b)(?:[\w-]+\s+){0,3}?(?:flowers?|garlands?|orchids?|plumeria|frangipani|hula|luau|necklaces?)\b)"
                r"|soles(?=\s+(?:a|an|per|each|for|return|total|in\s+all)\b)|dinars?|riyals?|bolivianos?|(?-i:guaran[ií]es)|kwacha|birr|pula"
                r"|taka|kyats?|quetzales|lempiras?|colones|c[oó]rdobas?|(?-i:CFA)(?:\s+francs?)?|francs?|dalasis?|ouguiyas?"
                r"|manats?|soms?|escudos?|kip|kwanzas?|riels?|korun(?:a|y|as)|kunas?|gourdes?|nakfa|ngultrum|ariary"
                r"|rufiyaa|tugriks?|meticais|meticals?|balboas?|leones?|somoni|roubles?|rubles?|bol[ií]var(?:es|s)?|vatu"
                r"|(?:" + _CODE_AFTER + ")")  # (not "Guaraní lessons", "2 soles" of fish, but "95 soles a night")
# (… and Romania's "lei", not the flowers: "40 lei of orchids")
_SCALE = r"(?:million|billion|thousand)"  # "750 million đồng"
# whose currency it is, between the number and its name: "3,500 Canadian dollars", "200 Hong Kong dollars"
_WHOSE = r"(?:(?-i:US|U\.S\.|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\s+(?=" + _MONEY_WORDS + r"))?"
# The money a number is when no sign says so: "650 euros", "300 bucks", "40k", "2 grand"
CURRENCY = lazy(r"\s*(?:" + _SCALE + r"\s+(?=" + _MONEY_WORDS + r"))?" + _WHOSE + r"(?:" + _MONEY_WORDS + r"|pound|cents?|pence|francs?"
                r"|k\b|p\b|/(?:month|mo|week|year|yr|night|hour|hr)\b|a (?:month|week|year|night)\b)", re.I)


# … its unit, after the number: " million đồng", " pesos"
MONEY_UNIT = lazy(r"\s*((?:" + _SCALE + r"\s+)?" + _WHOSE + r"(?:" + _MONEY_WORDS + r"))\b", re.I)


# A currency written before the amount: a sign, or a code in capitals ("R18,500", "NOK 500",
# "CHF 1,200", "kr 350", "US$40", Bolivia's "Bs 6,500"), only right before a number
SIGN_CHARS = "[$€£¥₹₩₦₱₪₺₴₸₫₾₽₮]"  # (a currency's sign alone)
SIGN = (r"(?:" + SIGN_CHARS + r"|(?-i:(?:US|A|AU|C|CA|NZ|HK|S|N)\$|(?:" + _SIGN_CODES + r"|Rs\.?"
        r"|kr\.?|Rp\.?|RM|R|S/\.?|Bs\.?)\s?(?=\d)))")  # (Peru's sol: "S/ 6,400"; rupiah, ringgit: "Rp 110 million", "RM 45")
# An amount of money, written as one: "$34", "£2,800", "650 euros", "750 million đồng"
MONEY = lazy(SIGN + r"\s?\d|(?<![\d,.])\d(?:[\d,.]*\d)?\s?(?:k\s|" + _SCALE + r"\s)?" + _WHOSE + r"(?:" + _MONEY_WORDS + r")\b"
             r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty"
             r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\s+(?:dollars?|euros?|quid|bucks)\b",
             re.I)  # "four hundred dollars" (not "six pounds": a weight as often)


# "What did the tyres cost (me) (in the end)?" — not "What did the delay cost us in time?",
# "What does a cost function do?"
# A total, asked or said: "What did the trip cost all up?", "the final bill came to £364 in total"
TOTAL = r"all up|all told|in total|altogether"
COST_END = r"(?:end(?:ed)? up costing|cost)(?: (?:me|us|you|him|her|them))?(?: in the end| (?:" + TOTAL + r")| now| each)?\W*$"
# "What did I pay for the shed?", "What do I charge for a full day?", "… charge an hour …", "What does the bakery pay
# me each month?", "What did Ibou end up paying for his ram?" (not "What will the money Keisha raised pay for?")
_PAY_WORDS = (r"(?:pay|charge|paying|charging)(?: (?:me|us|you|him|her|them))?"
              r"(?= for \w| (?:each|per|every)\b|\W*$| an? (?:hour|day|night|week|month)\b)")
WHAT_PAID = r"^\W*what (?=(?:did|does|do|will|would) (?:(?:[\w'-]+ ){1,8}" + COST_END + r"|(?:[\w'-]+ ){1,3}" + _PAY_WORDS + "))"


# For what was paid, that it was bought: "We went for a refurbished iPhone 13 for £349" over
# "the budget is £400"
BOUGHT = lazy(r"\b(?:bought|paid|paying|purchased|ordered|spent|went for|settled on|settled at|picked up|(?:got|getting) (?:it|one|them|a|an|the)"
              r"|(?:did|do|does|doing) (?:it|one|them) for)\b", re.I)  # "Aire Valley did it for £650"
PAY_ASKED = lazy(r"\b(?:pay|paid|paying|spend|spent|spending|cost|costing)\b", re.I)  # (a sale's price: short_count._SOLD_ASKED)


# (not "What amount of water …", "How much memory did it save?": amounts of other things)
_MONEY_ASKED = lazy(
    WHAT_PAID  # "What did the tyres cost?"
    + r"|^\W*what(?:['’]s| is| was| were| are| will be) (?:the|my|our|his|her|their) (?:[\w-]+ )?costs?\b(?! function| model| matrix)"
    r"|\bhow much\b.*\b(cost|pay|paid|spend|spent|price|budget|worth|money"
    r"|earn|loan|approved|rent|salary|quote|quoted|charge|charged|offer|offered|bill|come to)\b"
    # money returned ("How much did I get back after cancelling?"; not "How much of his sight did he get back?")
    r"|^\W*how much (?:did|do|does|will|would|have|has|had|was|were|is|are) (?:[\w'’-]+ ){1,3}?(?:refund\w*|reimburs\w*"
    r"|(?:get|got|getting) back)\b"
    r"|\bhow much\b.*\b(?:sell|sold)\b.*\bfor\W*$"  # "How much did I sell it for?" (not "How much stock did we sell?")
    # "How much did the heat pump save us?" (not "How much time did we save?")
    r"|\bhow much (?!(?:time|weight|space|energy|power|electricity|gas|water|fuel|data|memory|storage|effort|work)\b)"
    r"(?:[\w'’-]+ ){0,6}?sav(?:e|ed|es|ing)\b"
    r"|\bhow much (?:a|per|each|every) (?:day|week|month|year) (?:[\w'’-]+ ){0,8}?sav(?:e|ed|es|ing)\b"  # ("… a month did switching from A1 to Vivacom save us?")
    r"|^\W*how much (?:did|do|does|will|would|could|can|might) (?:[\w'-]+ ){1,3}get for\b"  # "… did I get for the car?"
    # "How much did we give Eilidh …?", "How much did I raise at the Abbey Dash?" (not "How much
    # Calpol did I give Leo?", "How much did I raise my contribution to?")
    r"|^\W*how much (?:did|do|does|have|has|had|will|would)\b.*\b(?:give|gave|given|donate|donated|lend|lent|owe|owed"
    r"|raise[sd]? (?:at|for|in|from|on)\b)"
    r"|\bprice\b|\b(?:salary|budget|rent)\b|^\W*at what (?:turnover|income|cost)\b"
    # "How much is the allotment a year?": a price by the period (not "How much is
    # Leo sleeping a night?")
    r"|\bhow much (?:is|are|was|were|will)\b(?:(?!\b[a-z]+ing\b)[^?])*\b(?:a|per|each) (?:year|month"
    r"|week|night|day|hour|lesson|session|class)\b"
    # "How much was the sailing course?": what a thing cost (not "How much was the rainfall?")
    r"|^\W*how much (?:is|are|was|were) (?:the|my|our|your|his|her|their|a|an) (?![^?]*\b(?:a|per|each) (?:day|night|week"
    r"|month|year|hour)\b)(?!(?:[\w'’-]+ ){0,3}?(?:weight|rain"
    r"|rainfall|snow|snowfall|time|water|sleep|dose|dosage|memory|ram|storage|space|data|traffic|distance|difference"
    r"|change|increase|drop|fall|rise|gain|loss)\b)(?:[\w'’-]+ ){0,3}[\w'’-]+\W*$", re.I)


# What a money question asks the amount for: "Marigold" of "How much did Callum pay for
# Marigold?" (not a period: "How much does Megan charge for a day?")
_PAID = lazy(r"\b(?:pay|paid|spend|spent|cost|costs|charge|charged|quote|quoted)\b", re.I)
MAX_QUESTION_CHARS = 300  # of a money question, read for what the money was for
_PERIOD = lazy(r"(?:\w+\s+)?(?:day|week|month|year|night|hour|session|lesson)s?", re.I)
# … and the thing a sentence says an amount was for: "paid £1,050 for a year's canal licence"
_AMOUNT_FOR = lazy(r"\s+for\s+(?:(?:the|a|an|my|his|her|our|their|your|this|that)\s+)?([^,;.!?]+)", re.I)


def paid_for(question: str) -> str:
    """The thing a money question asks the amount for, or ""."""
    m = _PAID.search(question[:MAX_QUESTION_CHARS])
    at = question.rfind(" for ", m.end() - 1, MAX_QUESTION_CHARS) if m else -1
    thing = re.sub(r"^(?:(?:the|a|an|my|his|her|our|their|your)\s+)|\s+(?:now|these days|nowadays|in the end|in total)$", "",
                   question[at + 5:MAX_QUESTION_CHARS].strip(" ?.!"), flags=re.I) if at >= 0 else ""
    return thing if thing and not _PERIOD.fullmatch(thing) else ""


def paid_for_another(body: str, thing: str) -> bool:
    """Whether every amount of money in `body` is said to be for something else than the
    asked thing: "Callum paid £1,050 for a year's canal licence" for "How much did Callum pay
    for Marigold?"."""
    asked = set(tokens(thing))
    amounts = list(MONEY.finditer(body))
    for m in amounts:
        end = re.match(r"[\d,.]*(?:\s?(?:k|m|million|" + _MONEY_WORDS + r")\b)?", body[m.end():], re.I)
        after = _AMOUNT_FOR.match(body, m.end() + (end.end() if end else 0))
        if not after and _bought_another(body[:m.start()], asked):
            continue  # "ordered new sails for the dinghy … for 480,000 pesos": the sails' price
        if not after or _PERIOD.fullmatch(after.group(1).strip()) or set(tokens(after.group(1))) & asked:
            return False
    return bool(amounts)


# what was bought, right after the buying verb and up to a preposition ("ordered | new sails | for the dinghy")
_OBJECT = lazy(r"\s+((?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s+(?:for|from|at|in|on|to|with|by)\b")


def _bought_another(before: str, asked: set[str]) -> bool:
    """Whether the buying verb last before an amount has an object that is not the asked thing."""
    verbs = list(BOUGHT.finditer(before))
    verb = verbs[-1] if verbs else None
    if not verb or not re.search(r"\bfor\s*$", before) or re.search(r"[,;.!?]", before[verb.end():]):
        return False  # (the amount paid by that verb: "… for 480,000", not "…, and they came down to £2,650")
    obj = _OBJECT.match(before, verb.end())
    return bool(obj) and not set(tokens(obj.group(1))) & asked and not re.match(r"(?:it|one|them|this|that)\b", obj.group(1))


def asks_money(question: str) -> bool:
    """Whether a question asks for an amount of money ("How much did I pay …", "What is
    our bathroom budget?")."""
    return bool(_MONEY_ASKED.search(question)) or bool(PAID_RATE.search(question))


# "What rate …": a measure, a percentage where one is said ("3.65%") …
RATE_ASKED = lazy(r"\brate\b", re.I)
# … but a rate paid by the hour or the day is money ("What's the electrician's hourly rate?": €60)
PAID_RATE = lazy(r"\b(?:hourly|daily|day|nightly|weekly|monthly|day['’]s|hour['’]s) rates?\b"
                 r"|\brates? (?:per|an?) (?:hour|day|night|week|month)\b", re.I)


# How often: "every 10 days", "3 runs a week", "twice a month", "weekly" (not "a weekly todo review")
HOW_OFTEN_ASKED = lazy(r"\bhow often\b|\bhow many times (?:a|an|per|each) (?:day|week|month|year)\b"
                       r"|\bhow many days (?:a|per|each) week\b", re.I)
HOW_OFTEN = lazy(r"\b((?:every|each) (?:other |few |couple of |\d+ |(?:two|three|four|five|six|ten) )?"
                 r"(?:day|week|month|year|morning|night|evening|weekend|hour|minute|season)s?"
                 r"|(?:once|twice|(?:\d+(?:-\d+)?|two|three|four|five|six|seven) (?:times|[a-z]+s)) (?:a|an|per|every) "
                 r"(?:day|week|month|year|night|morning|weekend)"
                 r"|(?:daily|weekly|monthly|nightly|yearly|annually)(?!-|\s+(?!and\b|or\b|but\b|basis\b|now\b|since\b"
                 r"|on\b|at\b|in\b|with\b|for\b|until\b)[a-z]))\b", re.I)


# "What is my flight number?", "our booking reference": an identifier is asked, written in
# letters and digits ("TP 1353", "07700 900123"), never a count of flights
IDENTIFIER_ASKED = lazy(r"\b(flight|phone|mobile|order|account|booking|reservation|confirmation|reference|seat"
                        r"|tracking|policy|room|gate|platform|serial|licen[cs]e|passport|membership|customer|ticket|invoice|case"
                        r"|model|route|bus|train|extension|sort|postcode|zip|door|entry)\s+(numbers?|no\.?|codes?"
                        r"|references?|ref|id)\b", re.I)
# … or "the number of our allotment plot" (the noun first, then "number", as above)
NUMBER_OF_THING = lazy(r"\b(?=numbers? of (?:my|our|your|his|her|their|the) (?:[a-z]+ )?(plot|flat|apartment|house|room|seat"
                       r"|locker|pitch|stall|table|bed|bay|gate|platform|flight|bus|train|ward|cabin|badge|shirt)\b)(numbers?)")
# … and how one is written: capitals and digits, or a long run of digits (not a year, a time, a price)
IDENTIFIER = lazy(r"(?<![\w£$€.,:-])(?<!\d )(?:[A-Z]{1,4}[ -]?\d{1,6}[A-Z]?|(?=[A-Z\d]*\d)(?=[A-Z\d]*[A-Z])[A-Z\d]{5,}"
                  r"|\+?\d(?:[ -]?\d){4,})(?![\w£$€-]|[.,:]\d)")  # (five digits or more: not "20-27", a range)


# The nouns a which-question asks a name for: an acronym ("ETF", "VPN") or a thing one knows by its maker
BRANDED = lazy(r"^\W*(?:which|what) (?:(?!(?:colou?r|size|length|year|age|shape|kind|type|sort)\b)[a-z]+ )??"
               r"((?-i:[A-Z]{2,5})|(?:bank|lender|broker|airline|app|brand|provider|insurer|supplier|company|platform"
               r"|charity|agency|vendor|carrier|garage|firm|dinghy|boat|piano|guitar))s? (?:did|do|does|is|was|are"
               r"|were|have|has|should|would|will)\b", re.I)


# A question wrapped in a request ("Can you remind me which airport …", "Do you know what
# …"): the wh-question inside is what is asked, not a yes/no one.
_WRAPPED = lazy(r"^\s*(?:(?:hey|hi|ok|okay|so),?\s+)?(?:please\s+)?(?:(?:can|could|would|will) you (?:please )?"
                r"(?:tell me|remind me(?: of)?|recall|remember|say|let me know|check)|do you (?:know|remember|recall)"
                r"|(?:tell|remind) me|i (?:forgot|forget|can['’]t remember|don['’]t remember)"
                r"|(?:about|roughly|approximately|around)(?=\s+how\b))\s*,?\s+"  # ("About how many salmon escaped?")
                r"(?=(?:what|which|when|where|who|whom|whose|why|how)\b)", re.I)


# How two came to know each other is said as where or when they met ("Ibou and Yasmine met as
# master's students in Montpellier")
_KNOW_EACH_OTHER = lazy(r"\b(get|got|come|came)\s+to\s+know\s+(?:each\s+other|one\s+another)\b", re.I)


def plainly(question: str) -> str:
    """The question inside a request to tell it ("Can you remind me which airport my
    flight leaves from?" -> "Which airport my flight leaves from?"), and "get to know each other"
    said as "meet"; others as they are."""
    question = _KNOW_EACH_OTHER.sub(lambda k: "met" if k.group(1).casefold() in ("got", "came") else "meet", question)
    m = _WRAPPED.match(question)
    if not m:
        return question
    rest = question[m.end():]
    return rest[:1].upper() + rest[1:]


# "How big / heavy / far / slow …": a measure, a number with its unit ("210 MB", "29 kg", "9 seconds")
MEASURE_ASKED = lazy(r"^\W*how (?:big|large|small|heavy|tall|far|fast|slow|deep|high|wide|long is|long was)\b"
                     # … or how much of a stuff: "How much electricity do we use a year?" (5,200 kWh)
                     r"|^\W*how much (?!(?:money|time|longer|more|less|of|it|this|that)\b)[a-z]+ (?:do|does|did|is|are|was|were"
                     r"|have|has|had|will|would|can|could|should)\b"
                     r"|\b(?:" + DOSE + r")\b", re.I)  # … or a dose: "What dose of gliclazide was Mum on?" (80 mg)
UNIT = (r"(?:-(?:foot|feet|mile|metre|meter|kilometre|kilometer|inch|acre|litre|liter|yard)s?\b|\s?(?:[kKMGT]i?B\b|bytes?\b|kg\b|kilos?\b|kilograms?\b|g\b|grams?\b|lbs?\b|pounds?\b|stone\b|km\b|m²|m2\b"
        r"|ft²|sq ?m\b|sq ?ft\b|square (?:metres|meters|feet)\b|m\b|cm\b|mm\b|ft\b|feet\b|foot\b"
        r"|inch(?:es)?\b|in\b|miles?\b|meters?\b|metres?\b|ms\b|milliseconds?\b|seconds?\b|secs?\b|s\b|minutes?\b"
        r"|mins?\b|hours?\b|hrs?\b|h\b|mph\b|km/h|kph\b|%|percent\b|sq(?:uare)?\b|acres?\b|litres?\b|liters?\b|l\b|ml\b"
        r"|degrees?\b|°|rows?\b|users?\b|people\b|rooms?\b|bedrooms?\b|storeys?\b|floors?\b"
        r"|kWh\b|MWh\b|kW\b|watts?\b|kcal\b|calories\b|gallons?\b|pints?\b|cups?\b"
        r"|(?:" + DOSE_UNITS + r")\b))")
MEASURE = lazy(r"(?<![\w.,])\d(?:[\d,]*\d)?(?:\.\d+)?" + UNIT, re.I)  # (one start per number: linear)


def identifiers(body: str, noun: str) -> list[str]:
    """The identifiers a sentence writes ("TP 1353"), and the short number right after the
    asked noun ("room 412", "seat 23A", "order #4417")."""
    after = [m.group(1) for m in re.finditer(rf"\b{re.escape(noun)}s?\s+(?:number\s+|no\.?\s*|#\s?)?([A-Z]?\d{{1,6}}[A-Z]?)\b",
                                             body, re.I)] if noun else []
    return [m.group(0) for m in IDENTIFIER.finditer(body)] + after


def said_with(body: str, held: Callable[[str], int], value: re.Pattern) -> bool:
    """Whether a note (split at ";") says a `value` (an amount of money, a number) with the
    question's main words (`held` counts them in a part): in a part holding some of them (any
    part, when none does), or in one that says it of them ("the electrician quoted £980 for
    it", a bare "£3,200", one opening with it: "…; £70, reduced to £35 …"). Not "£85,000 plus
    £6,500 fees; a bat survey is needed" for the survey, nor "Nacho has worked for five years …;
    Noor has a rabbit" for Noor's rabbits."""
    parts = [(held(part), part) for part in body.split(";")]
    none_held = not any(n for n, _ in parts)
    return any(value.search(part) and (n or none_held or len(part.split()) <= 4 or _OF_IT.search(part)
                                       or value.match(part.lstrip())) for n, part in parts)


# (… or "the final bill", "the total" of the thing the note opened with: "Dolores's engine has been
# rebuilt; the final bill was £2,100")
_OF_IT = lazy(r"\b(?:it|them|this|that|these|those)\b|\bthe\s+(?:final\s+|total\s+|whole\s+)?(?:bill|invoice|total|cost)\b",
              re.I)
