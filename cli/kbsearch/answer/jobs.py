"""What a sentence says someone does for a living. A job word the lexicon knows ("nurse",
"teacher") is one wherever it stands. Another is one only where a job is said: after "works
as", "years as", "I'm a", "Lena is the only", or as a name's appositive ("Ewan, a piano tuner
from Retford"), and only when its last word is shaped like a trade ("pathologist",
"handler", "blacksmith", "midwife", "vet tech"). A teacher may be told by the verb alone
("Jamie teaches at a primary school").

    job_said("Lena is the only speech-language pathologist at Maple Grove")  → True
    job_of("Ewan, a piano tuner from Retford, joined", {"ewan"}, "Nell")     → "piano tuner"
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .kinds import is_member, kind_named
from .subject import CALENDAR, PERSON_WORDS, fold_name, is_user, speaker_keys
from .words import NOT_NAMES
from .lazy_pattern import latin, lazy

_TRADE = lazy(r"[a-z-]{2,}(?:ist|ian|smith|wife|keeper|ranger|handler|[^e]er|tor|sor|ant|ic|man|woman)$|tech|medic")
# … not a word of that shape that says who someone is to another, or what they like doing
_NOT_TRADE = frozenset("""father mother brother sister daughter partner member owner fan lover beginner winner loser
runner reader swimmer walker climber hiker cyclist gamer regular natural volunteer customer user viewer listener
supporter follower newcomer neighbour neighbor stranger foreigner passenger visitor tourist monster disaster
character wonder nightmare fighter believer worrier checklist playlist wishlist shortlist waitlist holder buyer
seller vegetarian vegan pescatarian perfectionist optimist pessimist idealist realist diabetic coeliac celiac asthmatic
epileptic alcoholic atheist agnostic homeowner eater drinker smoker sleeper dreamer procrastinator tenant widower
teenager survivor border springer boxer classic romantic fanatic introvert extrovert learner shopper summer winter
other longer smaller bigger better proper boiler weather dinner paper corner water number letter order computer cover
power river""".split()) \
    | PERSON_WORDS
# A word before the job that makes it a pastime or a trait: "a keen cyclist", "a big reader", "the
# unofficial mayor of our street", "the family detective"
_HOBBYIST = frozenset("keen big huge avid good great bad terrible natural born better decent amateur hobby weekend "
                      "total complete real proper massive brilliant excellent fantastic unofficial family resident "
                      "self-appointed self-styled honorary house street".split())
# the job, up to four words, none a verb ("Morning Lisa, the plumber | is coming at ten"); said with
# "is", up to six, cut after its last job word ("Leila is a marine biologist studying penguins for …";
# not so set off by a comma: "…del Sur, the boat of his brother-in-law Joaquín, a fisherman")
_W = r"(?!(?:is|was|are|were|has|have|had|will|would|can|could|does|did|do|and|but|or|to)\b)[\w'’&-]+"
_WORDS = rf"(?:{_W}\s+){{0,3}}?{_W}"
_LONGER = rf"(?:{_W}\s+){{0,5}}?{_W}"
_ENDS = (r"(?=\s+(?:of(?=\s+an?\s)|at|for|with|in|on|from|by|and|who|since|now|until|so|but|because|which|when|after|before|while"
         r"|if|(?-i:I|we|he|she|they))\b|\s*[,.;:!?)]|\s*$)")
_AS = lazy(rf"\b(?:works?|worked|working|employed|job(?:\s+[\w'’&-]+){{0,5}}?|career|retrain(?:ed|ing)?|train(?:ed|ing)"
           rf"|qualif(?:y|ied|ying)|years?|months?|time|shift|stint)\s+as\s+(?:(?:an?|the)\s+)?(?P<job>{_WORDS}){_ENDS}"
           rf"|\b(?:trained|training|studying|qualified) to be\s+(?:an?|the)\s+(?P<to_be>{_WORDS}){_ENDS}"
           # ("got the job of junior fragrance evaluator at Arij Parfums")
           rf"|\b(?:job|post|position)\s+of\s+(?:an?\s+|the\s+)?(?P<job_of>{_WORDS}){_ENDS}"  # (not "the role of the nurse")
           # ("started as lead EV technician", "promoted to head of science", "will become lead tools
           # programmer": a post, with no article)
           rf"|\b(?:(?:start(?:ed|s|ing)?|began|begins)\s+as|(?:promoted|appointed)\s+(?:as|to)|(?<!\bto )becom(?:e|es|ing)|became)"
           rf"\s+(?:an?\s+|the\s+)?"
           rf"(?P<post>{_LONGER}){_ENDS}"
           # ("was hired by Austral Polar Expeditions as a zodiac driver": hired, not hoped to be, nor hiring another)
           rf"|\b(?:was|were|got|has\s+been|have\s+been|had\s+been)\s+(?:just\s+|finally\s+)?(?:hired|recruited|taken\s+on)"
           rf"\s+(?:(?:by|at)\s+(?:[\w'’&-]+\s+){{1,5}}?)?as\s+(?:an?\s+|the\s+)?(?:new\s+)?(?P<hired>{_WORDS}){_ENDS}"
           # ("is leaving Tonelería Cuyo after eleven years to become cellar master at …": no wish)
           rf"|\b(?:leav(?:es|ing)|left|quit(?:s|ting)?|resign(?:s|ed|ing)?)\b[^.;!?]{{0,60}}?\bto\s+become\s+(?:an?\s+|the\s+)?"
           rf"(?P<leaves_for>{_LONGER}){_ENDS}", re.I)
_IS = lazy(rf"(?:^|(?<=[\s“\"(]))(?P<who>I['’]m|I am|I was|I['’]ve been"
           # (a note's "The user, Siobhán, 44, is a dental hygienist")
           rf"|[Tt]he user(?:,\s+[A-Z][\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)?(?:,\s+\d{{1,3}})?,?(?: is| was| has been| became)"
           rf"|[A-Z][\w'’-]+(?: \([A-Z][\w'’-]+\)| [A-Z][\w'’-]+)?"  # (and a surname: "Facundo Aguirre is a cooper")
           # (… and who they are to someone, set off: "Anke, Panduleni's girlfriend, is an architect")
           rf"(?:,\s+[A-Z][\w'’-]+['’]s\s+[a-z-]+(?:\s+[a-z-]+)?,)?"  # (not "Lisa, her dad, was a miner")
           rf"(?:['’]s| is| was| has been| became| has become)"
           rf"|[A-Z][\w'’-]+,\s+who(?:['’]s| is| was| became)"  # ("my dad, Petar, who's 67 and a retired …")
           rf"|I became|(?:[Hh]e|[Ss]he|and)(?:['’]s| is| was| became))\s+(?:(?:now|still|currently|also|already|finally|officially)\s+)*"
           rf"(?:\d{{1,3}}(?:,|\s+and)\s+)?"  # (her age first: "She's 31, a nurse at Tays", "she's 36 and a pharmacist")
           rf"(?:an?|the)\s+(?:only\s+)?(?P<job>{_LONGER}){_ENDS}")
# (… with a nickname: "her sister Ndinelao (Lao), a radiographer at Windhoek Central")
_APPOSITIVE = lazy(rf"\b(?P<who>[A-Z][\w'’-]+(?: \([A-Z][\w'’-]+\)| [A-Z][\w'’-]+)?),\s+(?:\d{{1,3}},\s+)?(?:an?|the|our|my|his|her|their)\s+(?P<job>{_WORDS}){_ENDS}")
# "Maya got the community midwifery team leader job", "six weeks into the team leader job", "Akbar accepts the … job"
_JOB_NOUN = lazy(r"(?<![\w'’])(?P<who>I|[Tt]he user|[A-Z][\w'’-]+)\s+(?:(?:has|have|had|just|finally|officially|now)\s+)*"
                 r"(?:got|gets|landed|lands|started|starts|took|takes|accepted|accepts|began|begins|(?:is|was|am|['’]m)\s+(?:[\w-]+\s+){0,3}?into)\s+"
                 r"(?:(?:the|an?|my|her|his|their|new)\s+)+(?P<job>(?:[\w'’-]+\s+){0,5}?[\w'’-]+)\s+(?:job|post|role"
                 r"|position)\b(?!\s+offers?\b)(?![^.;]*\b(?:turn(?:ed|ing)\s+(?:it\s+|them\s+)?down|declin(?:ed|ing))\b)"
                 r"(?![^.;]*\bbut\s+(?:(?:he|she|they|then)\s+)?(?:turns\s+(?:it\s+|them\s+)?down|declines|rejects)\b)")
# The employer's name before a job ("Dunedin City Council heritage stonemason"), not a rank ("Deputy head teacher")
_EMPLOYER_BEFORE = lazy(r"^(?:[A-Z][\w'’&-]+\s+)*(?!(?:Deputy|Assistant|Lead|Senior|Head|Chief|Principal|Junior|Trainee|Staff"
                        r"|Sous|Relief|Acting|Charge|Executive|Associate)\s)[A-Z][\w'’&-]+\s+(?=[a-z])")
# (who: a name, a pronoun, "I", or the user as their notes write them, "The user, Inês, 42,")
_DOER = r"(?P<who>I|[Tt]he user(?:,\s+[A-Z][\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)?(?:,\s+\d{1,3})?,?|[A-Z][\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?|[Hh]e|[Ss]he|and)(?:,?\s+who)?"
_TEACHES = lazy(r"\b" + _DOER + r"\s+(?:now\s+|still\s+)?(?P<job>(?P<verb>teaches|taught|lectures)"
                r"(?:\s+(?:an?|the|her|his|their|my)\s+(?:class|group|form|year)\s+of\s+\d+)?"  # ("teaches a class of 34 at …")
                r"(?P<subject>(?:\s+[\w'’-]+){0,3}?)\s+(?P<place>(?:at|in)\s+(?:an?|the)\s+(?:[\w'’-]+\s+){0,2}?"
                r"(?:school|college|university|academy|nursery|sixth form)"
                r"|at\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,3}))\b")  # ("at the Atheneum")
# "Callum has driven the number 50 bus for eleven years", "now drives the 144", "she drove a
# taxi": a bus driver, a taxi driver (not "drove the van to Cork")
_DRIVES = lazy(r"\b" + _DOER + r"\s+(?:now\s+|still\s+|(?:has|have|had)\s+)?(?P<job>(?:drives|drove|driven)"
               r"\s+(?:(?:the|a|an)\s+)?(?:number\s+)?(?:\d+[A-Z]?\s+|[A-Z][\w'’-]*\s+)?"
               r"(?:(?:freight|goods|passenger|delivery|school|city|night|long-distance|tour|electric)\s+)?"  # ("drove freight locomotives")
               r"(?P<vehicle>bus|taxi|cab|lorry|truck|tram|train|locomotive|ambulance|HGV|minicab|ferry|ferries|coach|tractor"
               r"|forklift|trolleybus)(?:es|s)?)\b")

# "Mwangi, who runs a bicycle shop in Nakuru", "I own a small bakery": running a business is the work
_RUNS = lazy(r"\b(?P<who>I|[A-Z][\w'’-]+|[Hh]e|[Ss]he)(?:,?\s+who)?\s+(?:now\s+|still\s+)?(?P<job>(?:runs|owns|run|own)"
             r"\s+(?:an?|his|her|their|my)\s+(?:own\s+)?(?:[\w'’-]+\s+){0,2}?(?:shop|business|café|cafe|restaurant"
             r"|bakery|farm|pub|bar|company|firm|stall|studio|salon|garage|practice|clinic|agency|workshop|hotel"
             r"|guesthouse|store|bookshop|nursery)"
             # (… or, said of them, has one: "Thanasis, who has a marine engine repair workshop at Kalamata marina";
             # not "has a garage", "Tom has a workshop on Thursday", "has a business trip", "a favourite coffee shop")
             r"|(?<=who )(?:has|had)\s+(?:an?|his|her|their|my)\s+(?:own\s+)?(?!favourite|favorite)(?:[\w'’-]+\s+){0,3}?"
             r"(?:shop|business|café|cafe|restaurant|bakery|company|firm|salon|clinic|agency|workshop|guesthouse|store"
             r"|bookshop)(?!\s+(?:trip|meeting|lunch|card|on|about)\b))\b")

# "Mateo's father Rubén, 63, fishes centolla (king crab) on the Beagle Channel", "she keeps bees in Siaya",
# "Hywel farms sheep near Ruthin", "hosts a breakfast show": a trade said by its verb, up to its clause's end (not a
# pastime: "fishes on Sundays")
_TRADES = lazy(r"\b(?P<who>I|[A-Z][\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?|[Hh]e|[Ss]he)(?:,\s+\d{1,3},)?(?:,?\s+who)?\s+"
               r"(?:now\s+|still\s+)?(?![^,;.!?]*\b(?:on\s+\w+days|(?:on|at)\s+weekends|for\s+fun|as\s+a\s+hobby|(?:spare|free)\s+time"
               r"|every\s+(?:\w+day|week|weekend|month)|(?:quiz|karaoke|open\s+mic|bingo)\b)\b)"
               r"(?P<job>(?:fishes|farms|keeps\s+(?:bees|beehives|(?:\w+\s+)?hives)"
               r"|weaves\s+(?:carpets|rugs|kilims|baskets|cloth|textiles|blankets)|breeds\s+(?:dogs|horses"
               r"|cattle|sheep|goats|pigs|ponies|cats)"
               # ("Efraín presents Qhantati, an Aymara-language morning programme on Radio Qollasuyo")
               r"|(?:presents|hosts|co-hosts)\s+(?:[\w'’,-]+\s+){0,6}?(?:programme|program|show|podcast|bulletin)s?\b)"
               r"(?:\s+[\w'’()-]+){0,11}?)(?=\s*[,;.:!?]|\s+(?:and|but|so|since|because"
               r"|who|which|while|starting|from|every|each)\b|\s*$)")  # (… "on Radio Qollasuyo | starting at 5 a.m")

# "Declan (he drives for Bus Éireann)", "she writes for The Irish Times": who they do it for
_FOR_VERBS = r"(?:drives|drove|drive|writes|wrote|write|plays|played|play|flies|flew|fly|sails|sailed|sail|cooks|cooked|cook)"
_FOR_FIRM = lazy(r"\b(?P<who>I|[A-Z][\w'’-]+|[Hh]e|[Ss]he)(?:,?\s+who)?\s+(?:now\s+|still\s+)?(?P<job>" + _FOR_VERBS
                 + r"\s+for\s+(?:the\s+)?[A-Z][\w'’&.-]*(?:\s+[A-Z][\w'’&.-]*){0,3})")

# "Graeme, who works on an oil rig", "I work for the council": where they work, when no job is
# named (not "works on his novel", "works at the weekend")
_WORKS = lazy(r"\b(?P<who>I|[A-Z][\w'’-]+|[Hh]e|[Ss]he)(?:,?\s+who)?\s+(?:now\s+|still\s+)?(?P<job>works?"
              r"\s+(?:offshore\s+|nights\s+|part-time\s+|full-time\s+)?(?:(?:at|in|for)\s+"
              r"(?!(?:an?\s+|the\s+)?(?:weekends?|moment|end|same|home|night|nights|evenings?|mornings?)\b)"
              r"(?:an?\s+|the\s+)?(?:[\w'’-]+\s+){0,2}?[\w'’-]+"
              r"|on\s+(?:an?|the)\s+(?:[\w'’-]+\s+)?(?:rigs?|farms?|ships?|boats?|trawlers?|wards?|railways?|platforms?"
              r"|building sites?|sites?)))(?=\s+(?:and|in|at|for|on|near|since|now|as|but|so)\b|\s*[,.;:!?)]|\s*$)")


# "Eirik makes Hardanger fiddles for a living": what one makes, as the work asked
_MAKES = lazy(r"\b(?P<who>I|[A-Z][\w'’-]+|[Hh]e|[Ss]he)\s+(?:now\s+|still\s+)?mak(?:es|e)\s+(?P<job>(?:[\w'’()-]+\s+){0,5}?[\w'’()-]+)"
              r"\s+for\s+a\s+living\b")
_NAME = lazy(r"\b[A-Z][a-z][\w'’-]*")
_SINCE_THEN = lazy(r"\b(?:now|later|then|but|until|before|retrained|became|moved)\b", re.I)


def is_trade(word: str) -> bool:
    """Whether a word is shaped like a trade ("blacksmith", "bassist", "baker"), not like "brother"."""
    low = word.casefold()  # (nor an animal: "Bara, a two-year-old lurcher")
    return low not in _NOT_TRADE and bool(_TRADE.fullmatch(low)) and not is_member(low, kind_named("pet"))


# A captain by trade ("a ferry captain", "a fire captain"), not of a club or a side ("the club captain")
_CLUB_CAPTAINS = frozenset("club team house school vice cricket football rugby netball hockey squad side year form "
                           "group class".split())
_HEAD_OF = frozenset("head director manager chief chair leader captain".split())
_NOT_WORKPLACES = frozenset("family household team squad side club choir band group queue table class house hair pack gang "
                            "committee society crew".split())


def _job_words(phrase: str) -> str:
    """The phrase up to its last job word ("claims handler" of "claims handler for eleven
    years" is cut before; "full-time blacksmith"), or "" when it names no job. A word of a
    trade's shape is one written lowercase ("Londoner", "Catholic", "Springer" are none)."""
    words = phrase.split()
    if not words or words[0].casefold() in _HOBBYIST:
        return ""
    if len(words) > 2 and words[0].casefold() in _HEAD_OF and words[1].casefold() == "of":
        # "head of the puppet workshop": a post named by what it heads (not "captain of the first team")
        return "" if words[-1].casefold().rstrip("'’s") in _NOT_WORKPLACES else phrase
    job = kind_named("job")
    last = max((k for k, w in enumerate(words) if is_member(w, job) or w[:1].islower() and is_trade(w)
                or w.casefold() == "captain" and not (k and words[k - 1].casefold() in _CLUB_CAPTAINS)), default=-1)
    # (not a woman or a man said only as what they are like: "a woman of taste", "a lovely woman"; but "the lollipop woman")
    plain = last >= 0 and words[last].casefold() in _PLAIN_PERSON and all(re.search(_SAID_LIKE, w, re.I) for w in words[:last])
    return " ".join(words[:last + 1]) if last >= 0 and not plain else ""


_PLAIN_PERSON = frozenset("woman man gentleman human lady guy".split())
_SAID_LIKE = r"(?:ly|ful|ous|ive|ible|able)$|^(?:kind|nice|wise|true|strong|brave|old|young|real|fine|good|great|clever|very|such|sweet)$"


def _job(m: re.Match) -> str:
    found = m.groupdict()
    return _job_words(m.group("job") or found.get("to_be") or found.get("post") or found.get("hired") or found.get("leaves_for")
                      or found.get("job_of") or "")


def _doer(m: re.Match) -> str:
    """The job a verb says, as the one who does it: "teaches maths at a secondary school" is
    a maths teacher at a secondary school, "drives the 144 bus" a bus driver; else the words."""
    found = m.groupdict()
    if found.get("vehicle"):
        return f"{found['vehicle'].casefold() if found['vehicle'] != 'HGV' else 'HGV'} driver"
    if found.get("verb"):
        subject = found["subject"].strip()
        return f"{subject + ' ' if subject else ''}{'lecturer' if found['verb'] == 'lectures' else 'teacher'} {found['place']}"
    return m.group("job")


_AS_POST = lazy(rf"[^.;!?]{{0,50}}?\bas\s+(?:an?|the)\s+(?P<job>{_WORDS}){_ENDS}")

# Every pattern above holds one of these (a cheap test before them)
_GATE = lazy(r"(?:\b(?:is|was|am|been|became|become|as|be|\d+ and)|['’][sm]|,)\s+(?:(?:now|still|currently|also|already|finally"
             r"|officially)\s+)*(?:an?|the|our|my|his|her|their)\s"
             r"|\b(?:start(?:ed|s)?|began|begins)\s+as\s|\b(?:promoted|appointed)\s+(?:as|to)\s"  # (a post said bare)
             r"|\bfor\s+a\s+living\b"
             r"|\bt(?:eaches|aught)\b|\blectures\b|\bworks?\s+(?:at|in|for|on|offshore|nights|part|full)\b"
             r"|\b(?:job|post|role|position)\b|\b(?:runs|owns|run|own)\s|\b(?:has|had)\s+(?:an?|his|her|their|my)\s"
             r"|\b(?:drives|drove|driven)\s|\b(?:fishes|farms|keeps|breeds|weaves|presents|hosts|co-hosts)\s"
             r"|\b" + _FOR_VERBS + r"\s+for\s"
             r"|\b(?:start(?:ed|s|ing)?|began|begins|promoted|appointed)\s+(?:as|to)\s|\b(?:hired|recruited|taken\s+on)\b|\bbecom(?:e|es|ing)\s|\bbecame\s"
             r"|\b(?:years?|months?|worked|works?|working)\s+as\s", re.I)


# The mark a sentence's words gain where it says a job (for a job asked of someone, compose),
# so a question's "job" is held by "Wes … is now a full-time blacksmith", a trade the lexicon
# does not know.
JOB_SAID = "\x00job"
JOB_WORDS = frozenset({"job", "career", "occupation", "profession", "work", "living", "trade"})  # (stems: "do for work")


def mark_jobs(candidates: list, unread: int, names: frozenset[str], relative: tuple[str, str],
              speaker_of: Callable) -> tuple[list, int]:
    """The sentences (evidence.Passage), those saying the job of one of `names` (or of their
    `relative`) marked with JOB_SAID; `unread` as given. ("Enzo's partner Ines is a pilot" says
    no job of Enzo's.) `speaker_of`: sentences.speaker_of."""
    for p in candidates if names else ():
        if job_in(p, names, relative, speaker_of):
            p.toks = p.toks | {JOB_SAID}
    return candidates, unread


def job_said(body: str) -> bool:
    """Whether a sentence names a job: a word of the lexicon's, or one said as a job is."""
    return bool(_GATE.search(body)) and any(_job(m) and _someone(m, body) for pattern in (_AS, _IS, _APPOSITIVE)
               for m in pattern.finditer(body)) or any(_someone(m, body) for m in _TEACHES.finditer(body))


_GREETING = lazy(r"\b(?:morning|evening|night|hi|hey|hello|thanks|thank you|cheers|sorry|dear|ok|okay|bye|ask)\W*$", re.I)


def _someone(m: re.Match, body: str) -> bool:
    """Whether a match says it of a person, or of none ("years as a …"), not of "Here's a
    checklist", nor of someone greeted ("Morning Lisa, the plumber's here")."""
    who = m.groupdict().get("who")
    first = _first(who) if who else ""
    if _LIKE.search(body, max(0, m.start() - 12), m.start()):
        return False  # "looked at me like I was a smuggler": a likeness, no job
    return not who or first.casefold() in ("i", "he", "she") or re.match(r"the user\b", who, re.I) or first not in NOT_NAMES \
        and not _GREETING.search(body[:m.start()])


_LIKE = lazy(r"\b(?:like|as if|as though)\s+$", re.I)


def _first(who: str) -> str:
    """The name or pronoun a match's subject opens with ("Lena's" → "Lena", "I'm" → "I")."""
    return re.sub(r"['’](?:s|m|ve)$", "", who.split()[0].rstrip(","))  # ("Anke," of "Anke, his girlfriend, is")


_TWO = lazy(r"\b[A-Z][a-z][\w'’-]* (?:and|&) [A-Z][a-z][\w'’-]*")  # "Ruth and Jamie": whose "he"?


_ASIDE = lazy(r",\s+(?:now|still|long|since|by then|then)\s+[^,;.()]{1,40},(?=\s+[a-z])")


# A job left: "left his job as a bus driver", "quit her job as a nurse" (not one thought of leaving:
# "might leave her job as a vet", "is leaving his job as a postman in March")
_LEAVING = r"\b(?:left|quit|gave\s+up|resigned\s+from)\s+"
_LEFT = lazy(r"(?<!\bto )(?<!\bmight )(?<!\bmay )(?<!\bwill )(?<!\bwould )(?<!\bcould )(?<!\bshould )(?<!['’]ll )"
             + _LEAVING + r"(?:his|her|my|their|your|a|the)\s+$", re.I)
# … and in a later chat: "… and left his bus driving job", "quit her job at the bank"
_JOB_LEFT = lazy(_LEAVING + r"(?:his|her|my|their)\s+(?:[\w'’-]+\s+){0,3}?job\b", re.I)


def left_later(p, pool: list, names: frozenset[str]) -> bool:
    """Whether a sentence of `pool` said after `p` (evidence.Passage) tells one of `names` left a
    job ("Tomás got a place in the brigade and left his bus driving job"), which the job `p`
    gives may be."""
    return any((q.said_on or "") > (p.said_on or "") and _JOB_LEFT.search(q.text)
               and any(fold_name(w) in names for w in _NAME.findall(q.text)) for q in pool)


def left_before(body: str, at: int) -> bool:
    """Whether the job said at `at` is one left: "left his | job as a bus driver"."""
    return bool(_LEFT.search(body, max(0, at - 30), at))


def role_of(body: str, question: str) -> str:
    """For "What is Meerim's role in the cooperative now?" (someone's role, position or title
    asked): the role a sentence says they were given ("Meerim was elected chair of the Kyzyl Gul
    cooperative" → "chair of …", "became head of the glass workshop"), not someone else named
    between ("Meerim's sister Aida was elected chair"); "" for none."""
    asked = _ROLE_ASKED.search(question)
    if not asked:
        return ""
    owner = asked.group(1)[:-2] if asked.group(1)[-2:] in ("'s", "’s") else ""
    # (each role with where its holder is named: inside "chose Ndapi … to head …", else before the verb in its clause)
    given = [*((f"head of {m.group(1)}", m.group(0)) for m in _TO_HEAD.finditer(body)),
             *((m.group("role"), re.split(r"[.;!?]\s+", body[:m.start()])[-1]) for m in _ROLE_GIVEN.finditer(body))]
    for role, clause in given:
        named = [n for n in _NAME.findall(clause) if n not in NOT_NAMES]
        theirs = named[-1:] == [owner] if owner else not named
        if theirs and role.split()[0].casefold() not in _NO_ROLE | PERSON_WORDS:
            return role
    return ""


_ROLE_ASKED = lazy(r"^\W*what(?:['’]s| is| was)\s+(my|(?-i:[A-Z])[\w'’-]*['’]s)\s+(?:(?:new|current|job)\s+)?"
                   r"(?:role|position|title)\b(?!\s+(?:do|does|did)\b)", re.I)
_ROLE_ENDS = r"(?=\s+(?:of|at|for|in|on|from|since|after|with|by|and|while|but|when|as|before|because|so)\b|[,.;]|$)"
# (… a role of one word keeps what it heads: "head of the glass workshop"; "made" a role only as done to one)
_ROLE_GIVEN = lazy(r"\b(?:elected|appointed|(?:was|were|been|is|got)\s+made|promoted\s+to|named|became|becomes"
                   r"|taken\s+on\s+as|took\s+over\s+as)\s+(?:(?:the|a|an)\s+)?(?:new\s+)?"
                   r"(?P<role>(?:head|chair|director|manager|leader|coordinator|president|secretary|treasurer)\s+of\s+"
                   r"(?:the\s+)?(?:[\w'’-]+\s+){0,4}?[\w'’-]+(?=\s+(?:on|in|at|from|since|after|with|by|while|and|but|when)\b|[,.;]|$)"
                   rf"|(?-i:[a-z])[\w'’-]*(?:\s+(?-i:[a-z])[\w'’-]*){{0,3}}?{_ROLE_ENDS})", re.I)
_TO_HEAD = lazy(r"\b(?:chose|picked|appointed|asked|hired|named|elected)\b[^.;]{0,40}?\bto\s+head\s+"
                rf"((?:the|a|an|our|their|her|his)\s+(?:[\w'’-]+\s+){{0,4}}?[\w'’-]+){_ROLE_ENDS}")
_NO_ROLE = frozenset("it her him them me us a an the sure redundant aware sick friends bestseller".split())


_WORKS_AS = lazy(r"\b(?:work(?:s|ed|ing)?|job|employed|hired|started)(?: [\w-]+){0,6}? as (an? [\w-]+(?: [\w-]+){0,3})",
                 re.I)


def works_as(body: str, former: bool = True) -> list[str]:
    """What a sentence says someone works as ("works nights as a porter" → "a porter"); with
    `former` False, not a job left ("left his job as a bus driver")."""
    return [m.group(1) for m in _WORKS_AS.finditer(body) if former or not left_before(body, m.start())]


def job_of(body: str, names: frozenset[str] | set[str], speaker: str, relative: tuple[str, str] = (),
           former: bool = True) -> str:
    """The job a sentence says one of `names` has: in their own words ("I'm a …", "years as a
    …", said by them) or said of them by name ("Lena is …", "Ewan, a …", "Jamie teaches at
    …", "Mo quit after nine years as a …", "Jamie … he teaches at …"); "" for none, or for
    someone else's ("Owen came with his sister, she's a midwife", "Sam's wife spent ten
    years as a teacher", "Ruth and Jamie …; he teaches"). `relative` (Asked.relative): the
    one the sentence names as that relative counts among `names` ("Renata's brother Tomasz").
    `former`: whether a job left counts ("left his job as a bus driver"), as it does for
    "What jobs has …?" and not for the job one has now."""
    if not _GATE.search(body):
        return ""
    body = _ASIDE.sub("", body)  # ("his father Lamine Badji, now retired in Ziguinchor, drove trains …")
    if relative:  # the relative's, not the owner's ("Nadia is a nurse" is no job of her grandfather's)
        if got := _relative_is(body, relative, speaker):
            return got
        owner = relative[0][:-2] if relative[0][-2:] in ("'s", "’s") else "i"
        names = set(names) - {fold_name(owner)}
    names = set(names) | relative_named(relative, body, speaker)
    own = bool(speaker_keys(speaker) & set(names))
    user = "i" in names and is_user(speaker)  # ("I work as …", said by the user; not "My wife Ana just started as …")

    def named_before(at: int, part: str = "") -> bool:  # "Nell … where she was a claims handler": the name before it
        start = len(body[:at]) - len(part) if part else 0  # (within a note's part: "…; the user's wife Priti …")
        named = [n for n in _NAME.findall(body, start, at) if not re.search(r"['’]s$", n) and n not in NOT_NAMES]
        if not named or fold_name(named[0]) not in names:  # (not "Dev's wife Priti", "The user")
            return False
        between = body[body.find(named[0], start) + len(named[0]):at].casefold()
        return not _TWO.search(body, start, at) and not any(w in PERSON_WORDS for w in re.findall(r"[a-z]+", between))

    def theirs(who: str, at: int) -> bool:
        first = _first(who)
        if first.casefold() == "and":  # "Wes shod his last horse and is now a …": the clause's name
            return named_before(at, re.split(r"[;.!?]|,\s", body[:at])[-1])
        if first.casefold() in ("he", "she"):
            return named_before(at)
        if re.match(r"the user\b", who, re.I):  # the user's notes of themselves
            return "i" in names
        # (… or by first name and surname: "Facundo Aguirre is …", of "Later Mili is …" the second)
        second = [w.strip("()") for w in who.split()[1:2]] if re.match(r"[A-Z][\w'’-]+ \(?[A-Z]", who) else []
        return who.startswith("I") and own or fold_name(first) in names or any(fold_name(w) in names for w in second)

    for pattern in (_IS, _APPOSITIVE):
        for m in pattern.finditer(body):
            if theirs(m.group("who"), m.start()) and _someone(m, body) and (got := _job(m)):
                return got
    for m in _AS.finditer(body):  # "Eleven years as a …" in their own words, or of them in a note
        if m.group("post") and _SINCE_THEN.search(re.split(r"[.;!?]", body[m.end():], maxsplit=1)[0]):
            continue  # "started as a bus mechanic … and is now workshop supervisor": a first job
        if not former and left_before(body, m.start()):
            continue
        if (own or user and _I_BEFORE.search(body, 0, m.start()) or "i" in names and _USER_BEFORE.search(body, 0, m.start())
                or named_before(m.start()) or named_before(m.start(), body[:m.start()].rsplit(";", 1)[-1])
                or _relative_opens(re.split(r"[.;!?]\s", body[:m.start()])[-1], relative, speaker)) \
                and (got := _job(m)):
            return got
    for m in (*_TEACHES.finditer(body), *_DRIVES.finditer(body), *_RUNS.finditer(body), *_WORKS.finditer(body),
              *_FOR_FIRM.finditer(body), *_TRADES.finditer(body), *_MAKES.finditer(body)):
        if theirs(m.group("who"), m.start()):
            # ("I work for a housing association in Inverness as a building surveyor": the job it says)
            post = _AS_POST.match(body, m.end())
            return (_job_words(post.group("job")) if post else "") or _doer(m)
    for m in _JOB_NOUN.finditer(body):  # (got or into by them: "Maya got the … job"; not "My husband got …")
        # (… after the employer's name: "accepted the Dunedin City Council heritage stonemason job")
        job = _EMPLOYER_BEFORE.sub("", m.group("job"))
        if theirs(m.group("who"), m.start()) and (got := _job_words(job)) and got == job \
                and not re.search(r"\b(?:if|unless|whether|should)\s+$", body[:m.start()], re.I):  # ("If Akbar takes …")
            return got
    return ""


# "… and I work as", "I've worked as", "I now work as" (not "I think she works as", "I'd love to work as")
_I_BEFORE = lazy(r"\bI(?:['’](?:m|ve))?\s+(?:(?:now|currently|also|still|actually|mainly|already|have|had|used\s+to)\s+)?$")
# … and the user's notes of themselves: "The user started as head of the puppet workshop"
_USER_BEFORE = lazy(r"\b[Tt]he user\s+(?:(?:now|then|finally|also|has|had|officially)\s+)?$")
_PRONOUN_OPENS = lazy(r"\W*(?:[Hh]e|[Ss]he)\b")


_NO_LONGER = lazy(r"^(?:retired|former|ex-)\s*", re.I)


def as_was(job: str) -> str:
    """A job as it was while held: "railway electrician" of "retired railway electrician"."""
    return _NO_LONGER.sub("", job)


def job_in(p, names: frozenset[str] | set[str], relative: tuple[str, str], speaker_of: Callable,
           former: bool = True) -> str:
    """job_of of a sentence (evidence.Passage); one opening with "he" or "she" is read after
    the sentence before it in its message, where the name is ("Sanna is pregnant! She's 31, a
    nurse at Tays")."""
    speaker, body = speaker_of(p)
    got = job_of(body, names, speaker, relative, former)
    if got or not p.source_text or not _PRONOUN_OPENS.match(body):
        return got
    at = p.source_text.find(body)
    before = re.split(r"(?<=[.!?])\s+", p.source_text[:at].strip())[-1] if at > 0 else ""
    return job_of(f"{before} {body}", names, speaker, relative, former) if before else ""


_SAME_AS = {"dad": ("father",), "father": ("dad",), "mum": ("mother", "mom"), "mom": ("mother", "mum"),
            "mother": ("mum", "mom"), "wife": ("partner",), "husband": ("partner",), "boyfriend": ("partner",),
            "girlfriend": ("partner",), "partner": ("wife", "husband", "boyfriend", "girlfriend", "fiancé", "fiancée"),
            **dict.fromkeys(("grandma", "grandmother", "gran", "granny", "nan", "nana"),
                            ("grandma", "grandmother", "gran", "granny", "nan", "nana")),
            **dict.fromkeys(("grandpa", "grandfather", "grandad", "granddad"), ("grandpa", "grandfather", "grandad", "granddad"))}


def _no_one_named(text: str) -> bool:
    """Whether `text` names no person: its names are places ("at Pollok parkrun"), days ("on 1
    August") or said of a thing ("a Paraguayan shot"), and it says no one by a person word
    ("Dev's girlfriend")."""
    return not any(not _AT_PLACE.search(text, 0, m.start()) and fold_name(m.group(0)) not in CALENDAR
                   # ("a Paraguayan shot" names no one; "dating a Dane" does)
                   and not (_A.search(text, 0, m.start()) and re.match(r"\s+[a-z]", text[m.end():]))
                   for m in _NAME.finditer(text)) \
        and not any(w in PERSON_WORDS for w in re.findall(r"[a-z]+", text))


_SURNAME = r"(?:\s+(?-i:[A-Z])[\w’-]+(?<!['’]s))?"  # ("Rocío Benítez's mother", as "Rocío's mother")
# (… or a thing's name: "studying the Laws of the Game; his father …")
_AT_PLACE = lazy(r"\b(?:(?:at|in|on|from|to|near|of)\s+(?:the\s+)?|the\s+)$", re.I)
_A = lazy(r"\ban?\s+$", re.I)


def says_relative(body: str, relative: tuple[str, str]) -> bool:
    """Whether a sentence says the relative asked as the owner's ("Meerim's mum", "her mother"
    where it names Meerim, or a speaker's "my mum"), not only another's ("Tadhg's mother")."""
    owner, rel = relative
    mine = owner.casefold() in ("my", "our")
    named = "" if mine else re.escape(owner[:-2]) + _SURNAME + "['’]s|"
    said = rf"\b(?:{named}(?i:my|our|his|her|their)|(?i:the user['’]s))\s+(?:[\w-]+\s+){{0,2}}(?i:{said_as(rel)})s?\b"
    return bool(re.search(latin(said), body)) and (mine or bool(re.search(rf"\b{re.escape(owner[:-2])}\b", body)))


def said_as(rel: str) -> str:
    """A relative's word and the words it is also said by, as one pattern ("wife|partner")."""
    return "|".join(re.escape(r) for r in {rel, *_SAME_AS.get(rel, ())})


_THEIRS = lazy(r"\b(?:his|her|their)\b")
_THEIRS_ANY_CASE = lazy(r"\b(?:his|her|their)\b", re.I)


def _refers_back(body: str, at: int, pronoun: re.Pattern) -> bool:
    """Whether the first possessive pronoun after `at` refers to the one named just before it:
    no one else is named between ("Fraser ran a PB; his father Ally", not "Fraser visited
    Kirsty's parents; her father Hamish")."""
    m = pronoun.search(body, at)
    return bool(m) and _no_one_named(body[at:m.start()])


def _relative_is(body: str, relative: tuple[str, str], speaker: str) -> str:
    """The job a sentence gives the relative asked, unnamed: "Nadia's grandfather was a forester",
    or "My grandfather was a forester" said by Nadia (or by the user, of "my")."""
    whose = _whose(relative, speaker)
    if not whose:
        return ""
    m = re.search(rf"(?:^|(?<=[\s“\"(]))(?:{whose})\s+(?:[a-z]+\s+)?(?i:{said_as(relative[1])})\s+(?:is|was|has been|had been|became)\s+"
                  rf"(?:(?:now|still|also|already)\s+)*(?:an?|the)\s+(?P<job>{_WORDS}){_ENDS}", body)
    if m:
        return _job_words(m.group("job"))
    # … or by the verb of a trade: "Idir's mother weaves carpets and sells them at the souk"
    m = re.search(rf"(?:^|(?<=[\s“\"(]))(?:{whose})\s+(?:[a-z]+\s+)?(?i:{said_as(relative[1])})\s+(?=[a-z])", body)
    done = m and (_TRADES.match(f"She {body[m.end():]}") or _TEACHES.match(f"She {body[m.end():]}"))
    return _doer(done) if done else ""


def _relative_opens(clause: str, relative: tuple[str, str], speaker: str) -> bool:
    """Whether a clause opens with the relative asked, unnamed, as its subject ("Ndapi's father,
    retired after 28 years as an electrician …"; "my dad", said by the user)."""
    whose = _whose(relative, speaker) if relative else ""
    return bool(whose) and bool(re.match(rf"\W*(?:{whose})\s+(?:[a-z]+\s+)?(?i:{said_as(relative[1])})\b(?!['’])", clause))


def _whose(relative: tuple[str, str], speaker: str) -> str:
    """How a sentence said by `speaker` writes the owner of the relative asked, as a pattern:
    "Nadia's" (or "Nadia Okafor's"), "my" or "our" said by Nadia or, of "my", by the user, "the
    user's" in a note of "my"; "" for none."""
    owner = relative[0]
    mine = owner.casefold() in ("my", "our")
    by_owner = is_user(speaker) if mine else bool(speaker) and fold_name(owner[:-2]) in speaker_keys(speaker)
    return "|".join([*([] if mine else [re.escape(owner[:-2]) + _SURNAME + "['’]s"]), *(["(?i:my|our)"] if by_owner else []),
                     *(["(?i:the user['’]s)"] if mine and not speaker else [])])


def relative_named(relative: tuple[str, str], body: str, speaker: str) -> frozenset[str]:
    """The name a sentence gives the relative a question asks about (Asked.relative), folded:
    "Tomasz" of "Renata's brother Tomasz, a fire captain" or "Tomasz, Renata's brother"; "Dev"
    of "my husband Dev", said by the user, for "my husband". Empty when it names none."""
    if not relative:
        return frozenset()
    owner, rel = relative
    mine = owner.casefold() in ("my", "our")
    if mine and speaker and not is_user(speaker):
        return frozenset()  # (another speaker's "my sister" is theirs, not the user's)
    whose = rf"(?i:{re.escape(owner)})" if mine else re.escape(owner[:-2]) + _SURNAME + "['’]s"
    if mine and not speaker:  # a note of the user's chat: "the user's husband Olivier", "…; husband Olivier is"
        whose = rf"(?:{whose}|(?i:the user)['’]s|;(?!\s+(?i:his|her|their)\b))"
        # (… "The user got a refund …; her sister Anjali is a midwife"; not "The user met Claire; her husband …")
        opens = re.match(r"\W*the user\b", body, re.I)
        if opens and _refers_back(body, opens.end(), _THEIRS_ANY_CASE):
            whose = rf"(?:{whose}|(?i:his|her|their)(?=\s))"
    # (the one named with a surname, or with their family: "Rocío Benítez's family drank carrulím; her mother Nidia")
    named_at = re.search(rf"\b{re.escape(owner[:-2])}{_SURNAME}(?:['’]s (?:family|parents|household))?(?![\w'’])", body) \
        if not mine else None
    if named_at and _refers_back(body, named_at.end(), _THEIRS):
        # … or of the one named: "Fraser ran a PB at Pollok parkrun; his father Ally, a retired bus
        # driver", "Marisol's brother Tomás is a crane operator; his wife Paula …"
        whose = rf"(?:{whose}|(?i:his|her|their))"
    rel = rf"(?:{said_as(rel)})"
    found = [(m.group(1) or m.group(2), m.start()) for m in re.finditer(
        latin(rf"\b{whose}\s+(?:[a-z]+\s+)?{rel}s?,?\s+([A-Z][a-z][\w'’-]*)|\b([A-Z][a-z][\w'’-]*),\s+"
              rf"{whose}\s+(?:[a-z]+\s+)?{rel}\b"), body)]
    if relative[1] in _SPOUSES and not mine:  # "Ndèye Badji is engaged to Cheikh Faye, a customs officer": her husband-to-be
        found += [(m.group(1), m.start()) for m in re.finditer(latin(
            rf"\b{re.escape(owner[:-2])}{_SURNAME}\s+(?:is|got|has\s+got|has\s+just\s+got|has\s+been)\s+(?:now\s+|just\s+)?"
            rf"(?:engaged|married)\s+to\s+([A-Z][a-z][\w'’-]*)"), body)]
    # (a note's bare "…; husband Marc" is the user's only where the part before names no one:
    # not "the user's colleague Anne will feed the cat; husband Marc is a pilot")
    return frozenset(fold_name(n) for n, at in found if n not in NOT_NAMES
                     and not (body[at] == ";" and _someone_said(body[:at].rsplit(";", 1)[-1])))


def of_relative(names: list[str], relative: tuple[str, str], noun: str, body: str, speaker: str = "") -> list[str]:
    """The names a sentence gives the noun a naming question asks, less those it gives another's
    ("What's Filip's mother called?": not "the user's mother, Jarmila", nor "The user and Filip
    spend Christmas at her mother Jarmila's flat", whose "her" may be either's; but Filip's own
    "my mother Jarmila")."""
    if not relative or relative[1] != noun.casefold() or relative[0].casefold() in ("my", "our"):
        return names
    owner = relative[0][:-2]
    if speaker and fold_name(owner) in speaker_keys(speaker):
        return names

    def anothers(name: str) -> bool:
        said = list(re.finditer(latin(rf"\b((?i:my|your|our|his|her|their|user['’]s)|[A-Z][\w'’-]*['’]s)\s+(?:[a-z]+\s+)?"
                                      rf"(?i:{re.escape(noun)})s?,?\s+{re.escape(name)}"), body))
        return bool(said) and all(
            _ANOTHERS.fullmatch(m.group(1)) and not m.group(1).startswith(owner)
            and not re.search(rf"\b{re.escape(owner)}\s+and\s+$", body[:m.start()])  # ("Otieno and Akinyi's son")
            or m.group(1).casefold() in ("his", "her", "their") and _someone_elses(body[:m.start()], owner)
            for m in said)
    dropped = [n for n in names if anothers(n)]
    # (… with those listed after one: "her mother Graciela and Nona")
    return [n for n in names if n not in dropped and not any(
        re.search(rf"\b{re.escape(d)}(?:,\s*|\s+and\s+){re.escape(n)}\b", body) for d in dropped)]


def _someone_elses(before: str, owner: str) -> bool:
    """Whether a "her"/"his" after `before` may be the user's, not `owner`'s: a note names the
    owner with the user ("The user and Filip spend …"), or a clause after the owner opens with
    the user ("…; the user and Ivana will interpret …; her mother"; "The user dances …; her
    mother Graciela comes"; not "Pavel asked the user for ideas for his mother")."""
    at = before.rfind(owner)
    return bool(re.search(rf"\bthe user\s+and\s+{re.escape(owner)}\b|\b{re.escape(owner)}\s+and\s+the user\b", before, re.I)) \
        or bool(re.search(r"(?:^|[;.:]\s+)\W*the user\b", before[max(at, 0):], re.I))


_ANOTHERS = lazy(r"(?i:my|your|our|user['’]s)|[A-Z][\w'’-]*['’]s")
_SPOUSES = frozenset("husband wife partner fiancé fiancée fiance fiancee spouse".split())
_GROUPS = frozenset("family kids children parents siblings".split())  # ("the family car" names no one)


def _someone_said(text: str) -> bool:
    """Whether `text` says someone by a person word ("the user's colleague Anne")."""
    return any(w in PERSON_WORDS - _GROUPS for w in re.findall(r"[a-z]+", text))
