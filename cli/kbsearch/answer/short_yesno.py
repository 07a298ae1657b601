"""Yes or no, read from the sentence that states it: "No" when the clause holding most of
the question's words says no — with "not", with a word that says no of the question's own
thing ("I failed my driving test") or of it as a subject ("the trip was cancelled"), or a place
or a loss that is no win ("came second", "we lost 182 to 140")."""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable

from ..text import STOPWORDS
from .holidays import SEASONS as HOLIDAY_SEASONS
from .lazy_pattern import lazy
from .subject import PERSON_ALTERNATION, PERSON_WORDS, fold_name
from .value_words import SIGN_CHARS
from .when import MOVING
from .words import NOT_NAMES, held_words

_NEGATION = lazy(r"\b(not|no|never|none|nothing|neither|nor|cannot|can't|cant|won't|don't|dont|didn't"
                 r"|didnt|doesn't|doesnt|isn't|isnt|wasn't|wasnt|aren't|weren't|haven't|hasn't|hadn't"
                 r"|couldn't|shouldn't|wouldn't|n’t)\b", re.I)
# (not "nearly missed", "almost cancelled": done after all)
_NEGATING = lazy(r"(?<!-)(?<!nearly )(?<!almost )(?<!close to )\b(avoid(?:ed|s|ing)?|refus(?:e|ed|es|ing)|fail(?:ed|s)?|declin(?:e|ed|es|ing)|cancel(?:led|ed|s|ling)?"
                 r"|reject(?:ed|s|ing)?|turn(?:ed|s|ing)?\s+down|call(?:ed|s|ing)?\s+off"
                 # ("pulled out of the race"; not of a place: "pulled out of the station car park")
                 r"|(?:pull(?:ed|s|ing)?|drop(?:ped|s|ping)?|back(?:ed|s|ing)?)\s+out\s+of(?!\s+(?:the\s+|a\s+|his\s+|her\s+|my\s+|our\s+)?"
                 r"(?:[\w'’-]+\s+){0,2}(?:car\s+park|parking|drive|driveway|garage|station|road|junction|lane|bay|harbour|port|marina"
                 r"|space|spot)\b)|withdr(?:ew|awn|aws?|awing)\s+from"
                 # ("missed the chess nationals"; not a person missed: "had missed her grandmother so much")
                 r"|skip(?:ped|s|ping(?!\s+ropes?\b))?|miss(?:ed|es|ing)?(?!\s+(?:(?:my|his|her|their|our|your)\s+(?:"
                 + "|".join(sorted(PERSON_WORDS)) + r")\b|(?-i:[A-Z])[\w'’-]*\b(?!['’]s)))"
                 r"|scrap(?:ped|s|ping)?|ditch(?:ed|es|ing)?)"
                 r"\s+(?:(?:my|his|her|their|our|your|the|a|an|to)\s+)?"
                 # (… one's share of it: "cancelled her part in an October hike on the Otter Trail")
                 r"(?:(?:part|place|spot|share|booking|seat)\s+(?:in|on|for|of)\s+(?:(?:an?|the|that|this)\s+)?)?"
                 r"(" + SIGN_CHARS + r"?[\w'’-]+(?:[,.]\d+)*(?:\s+[\w'’-]+){0,4})", re.I)  # … and its object ("the €10,000 loan")
# a word of what was dropped, none saying where to ("dropped the kids | to school")
_NO_PLACE_WORD = r"(?!(?:to|into|down|off|at|with|in|on|for|up|onto|under|near)\b)[\w'’-]+"
# … or a thing dropped, no more said of where to ("Tara dropped her Spanish class this term because …", "will drop
# the east coast from the road trip"; not "dropped the kids to school", "dropped his phone down the stairs")
_DROPPED = lazy(r"\b(?:drop|drops|dropped|dropping)\s+(?!(?:by|in|off|out|over|round|back|to|into)\b)"
                r"(?:(?:my|his|her|their|our|your|the|a|an)\s+)?((?:" + _NO_PLACE_WORD + r"\s+){0,4}?" + _NO_PLACE_WORD + r")"
                r"(?=\s*(?:[,.;:!?]|$)|\s+(?:and|but|because|so|from|for good|altogether|instead)\b)", re.I)
# … or says it of the question's thing as its subject: "Rory's August trip to Skye was cancelled"
_CALLED_OFF = lazy(r"\b(?:was|were|is|are|got|been)\s+(?:cancell?ed|called off|postponed|scrapped|abandoned)\b", re.I)
# … or it was full: "Maeshowe was sold out by the time I booked" (the thing right before it)
_FULL = lazy(r"\b(?:was|were|is|are|got)\s+(?:(?:already|completely|totally)\s+)?(?:sold\s+out|fully\s+booked|booked\s+up)\b", re.I)
# … of a whole event, not a part of it ("our first flight was cancelled, but we got there")
_EVENT = lazy(r"\b(?:trip|holiday|visit|plans?|wedding|party|event|concert|gig|festival|match|game|race|class|lesson"
              r"|meeting|appointment|show|tour|ceremony|celebration|dinner|weekend|outing|journey)\b[^,;]*$", re.I)
_WIN_ASKED = ("win", "won")  # (a win asked as beating someone: beaten_said, who lost to whom)
_WON = lazy(r"\b(?:won|wins|win|winning)\b", re.I)  # "won the final after he came second in the heats"
# "We LOST, 182 to 140", "lost the final", "were beaten 3-1" (not "lost only one game", "lost 5kg")
_QUALIFIER = (r"(?:(?-i:[A-Z][\w'’-]*)|quiz|league|cup|club|county|national|regional|local|semi|grand|shield|plate|trophy"
              r"|bowl|championship|division|district|school|schools|area|tournament|relay|doubles|singles|pairs|\d{4})")
_LOST = lazy(r"\b(?:lost|loses|lose|losing|beaten|defeated)\b(?=\s*(?:[,.;!?]|$|\d+\s*(?:-|–|to)\s*\d+|to\b|against\b"
             r"|on (?:penalties|a tie-?break|tie-?breaks?|points|aggregate)|in the (?:final|semi)"
             r"|(?:the|our|their|my|his|her)\s+(?:" + _QUALIFIER + r"\s+){0,3}(?:final|match|game|race|bout|tie|league"
             r"|cup|title|semi|quiz|fight|case|vote)\b))", re.I)
# … a prize won with a place, no win: "came third and won a diploma and 2,000,000 guaraníes"
_PRIZE_WON = lazy(r"\b(?:won|wins)\s+(?:(?:a|an|some)\s+(?:[\w-]+\s+){0,2}?(?:diploma|certificate|voucher|set|hamper|bottle"
                  r"|ticket|tickets|bursary|ribbon|rosette|book|cheque|check)\b|[£€$]?\d)", re.I)
_PLACED = lazy(r"\b(?:came|come|finished|placed)\s+(?:in\s+)?(?:second|third|fourth|fifth|last|2nd|3rd|4th|5th)\b"
               r"|\brunners?[- ]up\b|\b(?:highly )?commended\b|\bhonou?rable mention\b", re.I)


# "won bronze", "took silver": a medal that is no win (unless the question asks after a medal)
_MEDAL = lazy(r"\b(?:won|wins|took|got|earned|claimed|picked\s+up|came\s+away\s+with)\s+(?:a\s+|the\s+)?(?:silver|bronze)"
              r"(?:\s+medal)?\b", re.I)
_MEDAL_ASKED = ("medal", "bronze", "silver", "podium", "place", "placed", "anything", "prize", "award", "money", "voucher")
# … of a competition won outright ("Did Iga win the championship?"; a silver wins "anything")
_CONTESTS = ("championship", "championships", "title", "final", "tournament", "competition", "contest", "league", "cup",
             "open", "race")


def _medal_no_win(held: str, is_question_word: Callable[[str], bool]) -> bool:
    """A silver or bronze, for a question after a competition won ("Did Iga win the
    championship?"; not "Did Iga win a medal?", "… anything at the show?")."""
    return bool(_MEDAL.search(held)) and any(map(is_question_word, _CONTESTS)) \
        and not any(map(is_question_word, _MEDAL_ASKED))


# "The reinstallation was moved from Easter to 29 June", "switched from the 21 km to the 12 km":
# not done as the question asks (a time moved off, or an option left for another)
_MOVED_TO = lazy(rf"\b(?:({MOVING}|bumped|shifted)|switched|changed|swapped|downgraded|upgraded)\s+(?:again\s+)?"
                 r"(?:from\s+((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+)?(?:to|until|till|into|for)\s+"
                 r"((?:(?!(?:in|at|on|for|with|by|because|after|before|so|as|and|but)\b)[\w'’-]+\s*){1,4})", re.I)
MONTHS = tuple(m.casefold() for m in calendar.month_name if m)
_TIMES_ASKED = (*MONTHS, *HOLIDAY_SEASONS, "spring", "summer", "autumn", "winter", "weekend")  # (not "fall": a verb too)


def _moved_off(held: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the clause moves the question's thing off what the question asks: from what
    the question says to what it does not ("moved from Easter to 29 June" for "… at Easter?",
    "switched from the 21 km to the 12 km" for "Did I run the 21 km?"; not for "Did I switch to
    the 12 km?"), or, moved in time, to a time the question does not ask ("delayed to December"
    for "… complete in November as planned?"; not "moved to June" for "… in June?")."""
    for m in _MOVED_TO.finditer(held):
        before = [w for w in (m.group(2) or "").split() if w.casefold() not in STOPWORDS]
        after = [w for w in m.group(3).split() if w.casefold() not in STOPWORDS]
        if before:
            if all(map(is_question_word, before)) and not all(map(is_question_word, after)):
                return True
        elif m.group(1) and held_words(held[:m.start()], is_question_word) and not any(map(is_question_word, after)) \
                and any(map(is_question_word, _TIMES_ASKED)):
            return True
    return False


# "Gary Pratt was cheapest, but …": the cheapest, conceded, is not the one taken
_CHEAPEST_BUT = lazy(r"\b(?:was|were|is|are|came\s+in)\s+(?:the\s+)?(cheapest|lowest)(?:\s+[\w'’-]+){0,2}\s*[,;(—–-]?\s*but\b", re.I)


# An unsure yes or no, as the short answer says it
PROBABLY_YES, PROBABLY_NO = "Yes, probably", "No, probably not"
# "I can't wait to go": no no, an eagerness
_EAGER = lazy(r"\b(?:can(?:['’]?t|not)|couldn['’]?t)\s+(?:wait|believe)\b", re.I)
# "is sick and not feeling well": for a question after being ill, ill said twice, no no
_ILL = lazy(r"\bnot\s+feeling\s+(?:very\s+|too\s+)?(?:well|great|good)\b", re.I)
_ILL_ASKED = ("sick", "ill", "unwell", "poorly", "covid", "flu", "fever", "virus", "cold")


def _no_said_in(held: str, is_question_word: Callable[[str], bool]) -> str:
    """`held` without the "not"s that say no no: an eagerness ("can't wait"), and "not feeling well"
    where being ill is asked, which it says."""
    held = _ILL.sub(" ", held) if any(map(is_question_word, _ILL_ASKED)) else held
    return _EAGER.sub(" ", held)


CLAUSE_BREAK = r"[.;!?]|,\s|\s(?:but|although|though|however|whereas)\s"
# … and where an amount's decimal point or thousands comma is no break ("sold for £1.2m", "£1, 200")
AMOUNT_CLAUSE_BREAK = r"[.;!?](?!\d)|,\s(?!\d)|\s(?:but|although|though|however|whereas)\s"


def held_clause(body: str, is_question_word: Callable[[str], bool], breaks: str = CLAUSE_BREAK,
                verb_said: Callable[[str], bool] | None = None, owners: frozenset[str] = frozenset()) -> str:
    """The clause of a sentence (split at `breaks`) that holds most of the question's words;
    with `verb_said`, the clause right after it where that one does not say the asked verb and
    this one does ("Renata launched her canoe on Falcon Lake; it did not leak" answers "Did
    Renata's canoe leak?" by its second clause; not "Jamie failed his test; his girlfriend sat
    hers, and she passed"). `owners`: the names the question says as owners ("Bollie's"), folded."""
    clauses = [c for c in re.split(breaks, body) if c.strip()] or [body]
    # (a date the question names weighs half: "… get the keys on 18 October instead of 1 October 2024"
    # holds less of "Did Wout visit Cluj in October 2024?" than "so Wout cancelled his visit to Cluj")
    # (and the owner the question names a little less than the thing asked, so a tie goes to the thing: "Nine
    # weeks of strict rest didn't work", not "TPLO surgery for Bollie on 9 September", for "Did the rest fix Bollie's knee?")
    top = max(range(len(clauses)), key=lambda i: held_words(clauses[i], is_question_word)
              - 0.5 * held_words(" ".join(_DATE_WORD.findall(clauses[i])), is_question_word)
              - 0.25 * sum(1 for w in re.findall(r"[\w'’-]+", clauses[i]) if w.casefold() in owners))
    if verb_said and not verb_said(clauses[top]) and top + 1 < len(clauses) and verb_said(clauses[top + 1]):
        return clauses[top + 1]
    return clauses[top]


_DATE_WORD = lazy(r"\b(?:\d{1,4}|" + "|".join(MONTHS) + r")\b", re.I)


# … and says it done, not meant ("I really need to book the dentist", "asked whether to get a flu jab")
_UNDONE = lazy(r"\b(?:need|needs|have|has|want|wants|going|hope|hopes|hoping|plan|plans|planning|about|ought) to\b"
               r"|\b(?:should|must|might|may|maybe|will|gonna|thinking of|considering|tempted to|wondering|asked (?:whether|if|about|how)"
               r"|would like)\b|['’]ll\b", re.I)
_MINE = lazy(r"\b(?:I|I['’]m|I['’]ve|we|we['’]re|my|our|the user)\b", re.I)
_CAPITALISED = lazy(r"(?<![.!?]\s)\b[A-Z][a-z][\w'’-]*")


def plainly_mine(body: str, names: frozenset[str] | set[str], is_question_word: Callable[[str], bool]) -> bool:
    """Whether the clause of a sentence holding the question's words says its yes or no of the
    user: in the first person or as "the user", naming no one but what the question names ("I
    passed the OSCE", "We didn't do the whale watching"; not 'facts like "Lena is vegetarian"')."""
    clause = held_clause(body, is_question_word)
    return held_words(clause, is_question_word) > 0 and bool(_MINE.search(clause)) and not body.rstrip().endswith("?") \
        and not _UNDONE.search(clause) and not [
        w for w in _CAPITALISED.findall(clause[1:]) if w not in NOT_NAMES and fold_name(w) not in names]


# Someone named by who they are, a clause set off after them: "her sister Josée, | a respiratory therapist … who runs marathons"
_APPOSED_TO = lazy(r"\b(?:my|his|her|their|our|the user['’]s)\s+(?:[a-z]+\s+)?(" + PERSON_ALTERNATION
                   + r")(?:\s+(?-i:[A-Z])[\w'’-]+){0,2}\s*,\s*$", re.I)


def said_of_another(body: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the clause holding the question's words is said of someone else, set off after
    them ("her sister Josée, a respiratory therapist in Fredericton who runs marathons" for
    "Have I ever run a marathon?"), whom the question does not name."""
    clause = held_clause(body, is_question_word)
    at = body.find(clause) if clause else -1
    # (… or the clause's own subject: "…; her brother Tomas runs ultramarathons")
    m = _APPOSED_TO.search(body, max(0, at - 60), at) if at > 0 else None
    m = m or _KIN_OPENS.match(clause)
    # (… and no clause says it of the one asking: "My brother runs ultramarathons and I run them too")
    return m is not None and not any(is_question_word(w) for w in re.findall(r"[\w'’-]+", m.group(0))[1:]) \
        and not any(c.strip() != clause.strip() and _MINE.search(c) and held_words(c, is_question_word)
                    for c in clauses_of(body))


def clauses_of(body: str) -> list[str]:
    """A sentence cut into its clauses, at stops, commas and "and" / "but"."""
    return re.split(r"[;.!?]|,\s|\s(?:and|but)\s", body)


_KIN_OPENS = lazy(r"\s*(?:(?:and|but|while)\s+)?(?:my|his|her|their|our|the user['’]s)\s+(?:[a-z]+\s+)?(?:" + PERSON_ALTERNATION
                  + r")(?:\s+(?-i:[A-Z])[\w'’-]+){0,2}(?=\s+(?-i:[a-z]+s)\b)", re.I)


# "the flock will stay at 400 ewes instead of growing to 450", "a revised plan rather than an
# appeal": no of what follows
# A decision that turns something down: what was decided against is surely not done
DECIDED_AGAINST = lazy(r"\b(?:not|no|never|rather than|instead of|against|won't|don't|drop(?:ped)?|cancel(?:led)?|scrap(?:ped)?"
                      r"|call(?:ed)? off|shelved)\b", re.I)
_INSTEAD = lazy(r"\b(?:instead of|rather than)\b", re.I)
def _rejected(held: str, m: re.Match, is_question_word: Callable[[str], bool]) -> bool:
    """Whether what "instead of" / "rather than" turns down is what the question asks: its
    head word is one of the question's, and more of them are said of it (the three words
    after) than of the option taken (the two before), counting only the words one side has
    ("a revised plan rather than an appeal" for "Did we appeal?", "keep 40 hens instead of
    growing to 60" for "Am I still growing the flock to 60?"; not "a bank loan rather than a
    loan from her parents" for "Did Gina get a bank loan?", nor "Madeira rather than
    Lanzarote", nor "instead of flying to Bergen" for "Is he going to Bergen?")."""
    after = [w.strip(",.;:!?").casefold() for w in held[m.end():].split()
             if w.casefold() not in ("a", "an", "the", "my", "our", "his", "her", "their")][:3]
    before = [w.strip(",.;:!?").casefold() for w in held[:m.start()].split()][-2:]
    rejected = {w for w in after if is_question_word(w)} - set(before)
    taken = {w for w in before if is_question_word(w)} - set(after)
    # (… or the question's number turned down: "stay at 400 ewes instead of growing to 450" for "… up to 450 ewes?")
    # (not a number passed or planned: "470 ewes rather than the 450 planned" for "… reach 450?", "… more than 40?")
    numbers = [w for w in held[m.end():].split()[:4] if w[:1].isdigit() and is_question_word(w.strip(",.;:!?"))] if not (
        re.search(r"\b(?:planned|expected|budgeted|hoped|forecast|estimated|target)\b", held[m.end():], re.I)
        or any(map(is_question_word, ("more", "less", "fewer", "over", "under", "least", "most", "than")))) else []
    return bool(after) and is_question_word(after[0]) and len(rejected) > len(taken) \
        or bool(numbers) and not any(w[:1].isdigit() and is_question_word(w) for w in before)


# "Zurich declined the claim": who the question names turned it down, in any clause
_REFUSED = lazy(r"^\W*(?:(?:the\s+)?([A-Z][\w'’-]+)|[Tt]he\s+([a-z]+))\s+(?:(?:has|had|have)\s+)?(?:declined|refused|rejected"
                r"|turned\s+(?:it\s+|them\s+|that\s+)?down|denied)\b")


def _refused_by_them(body: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether a clause says the one the question names turned it down ("Paying for the roof
    themselves. Zurich declined the claim" for "Did Zurich pay for the roof?", "the board
    turned it down" for "Did the board accept the offer?")."""
    return any((m := _REFUSED.match(c)) and is_question_word(m.group(1) or m.group(2)) for c in re.split(CLAUSE_BREAK, body))


# "Do we still have Gogu?": a thing parted with, named whole right after the verb (its head: not "the piano stool"),
# and not got back ("sold his Vespa, but bought it back in July")
_HAD_ASKED = lazy(r"\bstill\s+(?:have|has|had|own|owns|keep|keeps|got)\b", re.I)
_PARTED = lazy(r"\b(?:sold|gave\s+away|given\s+away|got\s+rid\s+of|rehomed|scrapped)\s+(?:(?:my|his|her|their|our|your|the|a|an)\s+)?"
               r"(?:(?:old|\d{4})\s+)?([\w'’-]+)(?:\s+(?-i:[A-Z])[\w'’-]+)*"  # (… and a model's name: "his Dacia Logan")
               r"(?=\s*(?:[,.;:!?(]|$)|\s+(?:to|for|on|at|in|last|this|and|but|after|before|because|so)\b)", re.I)
_HAD_BACK = lazy(r"\b(?:bought|got|took|taken|buy|get)\s+(?:it|him|her|them)\s+back\b|\bkept\s+(?:it|him|her|them)\b", re.I)


def parted_with(question: str, body: str, is_question_word: Callable[[str], bool]) -> bool:
    """For "Do we still have Gogu?": whether the sentence parts with the thing ("we sold Gogu on 4 April")."""
    return bool(_HAD_ASKED.search(question)) and not _HAD_BACK.search(body) \
        and any(is_question_word(m.group(1)) for m in _PARTED.finditer(body))


def _stopped(body: str, held: str, is_question_word: Callable[[str], bool]) -> bool:
    """For "Is Inês still …?": the held clause gives up the question's thing right after the
    word ("Inês has left her teaching job"), or, where nothing in the sentence goes on "still",
    any clause stops doing it with nothing after or the question's thing ("… named it Doña Rosa
    and stopped renting"; not "stopped renting out the garage" for "Does Ana still rent the flat?")."""
    def gerund_asked(after: str) -> bool:
        said = re.split(r"[.;!?,]|\s(?:but|and|so|because)\s", after, maxsplit=1)[0]
        return not said.strip() or held_words(said, is_question_word) > 0
    return any(is_question_word(m.group(1)) for m in _GAVE_UP.finditer(held)) or not re.search(r"\bstill\b", body, re.I) and any(
        is_question_word(m.group(1)) and m.group(1)[-3:].casefold() == "ing" and gerund_asked(body[m.end():])
        for m in _GAVE_UP.finditer(body))


# … undone later in the sentence: "cancelled his 12–19 March trip to Tromsø, then rebooked and went on 27 March"
_MADE_AFTER_ALL = lazy(r"\b(?:re-?booked|re-?scheduled\s+and\s+went|went\s+(?:anyway|after\s+all|in\s+the\s+end)"
                       r"|made\s+it\s+after\s+all)\b", re.I)


def _refuses_it(held: str, is_question_word: Callable[[str], bool], body: str = "") -> bool:
    """Whether a word that says no without "not" says it of the question's own thing right
    after it: "I failed my driving test", "avoid composting", "we cancelled the Skye trip"; not
    "the first buyer cancelled", "declined Cambridge", nor one the question says itself: "Did
    Marcus fail his driving test?" is answered yes by "I failed my driving test"."""
    return any(not is_question_word(m.group(1)) and (_object_asked(m.group(2), is_question_word)
                                                      or _trip_to(held[m.start(2):], is_question_word))
               for m in _NEGATING.finditer(held)) and not _MADE_AFTER_ALL.search(body or held)


def _head(words: str) -> list[str]:
    """The noun phrase opening an object, up to a preposition or a clause word, without an
    amount ("declined the €10,000 loan": ["loan"]); none where a preposition follows the verb
    ("nobody cancelled in the end")."""
    return [w for w in re.split(r"(?:^|\s+)(?:and|but|or|to|for|with|at|in|on|of|because|so|from|down|into|as)\b", words)[0].split()
            if w[:1] not in "€£$"]


def _object_asked(words: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the object of a word saying no is the question's thing: its first word, or the
    head of a noun phrase of up to three ("turned down the shipwright job" for "Did I accept the
    job at the yard?"; not "skipped the morning run but" for "Did I go to the lake?")."""
    head = _head(words)
    return bool(head) and (is_question_word(head[0]) or is_question_word(head[-1])) or _trip_to(words, is_question_word)


def _trip_to(words: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether an object is a trip to the question's place: "called off his August trip to Lapland" for "Did Oskar
    go to Lapland?", "cancelled his February 2026 carnival visit to Mindelo"."""
    # (… of a span of days: "his 25 July–1 August 2025 trip to Ólavsøka")
    went = re.match(r"\s*(?:[\w'’–-]+\s+){0,5}?(?:trip|journey|visit|holiday|flight|tour)s?\s+to\s+(?:the\s+)?([\w'’-]+)", words)
    return bool(went) and is_question_word(went.group(1))


# "Is Inês still teaching chemistry?": "Inês has left her teaching job" (what is given up, right after)
_GAVE_UP = lazy(r"\b(?:left|leaves|quit|quits|quitting|gave\s+up|given\s+up|gives\s+up|stopped|stops|retired\s+from)"
                r"\s+(?:(?:my|his|her|their|our|your|the|a|an)\s+)?([\w'’-]+)", re.I)


# "So we've sold our Green Man tickets": not going to what they were for
_TICKETS_GONE = lazy(r"\b(?:sold|gave\s+away|given\s+away|returned|refunded|(?:got|had|get)\s+a\s+refund\s+(?:for|on))\s+"
                     r"(?:(?:my|his|her|their|our|your|the)\s+)?((?:[\w'’-]+\s+){0,3}?)tickets?\b"
                     # ("so I got my ticket refunded", "Henrik's ticket was refunded": the ticket of the thing asked)
                     r"|\b(?:got|had)\s+(?:my|his|her|their|our|the)\s+tickets?\s+refunded\b"
                     r"|\btickets?\s+(?:was|were|has\s+been|have\s+been|got)\s+refunded\b", re.I)


def _tickets_gone(clause: str, is_question_word: Callable[[str], bool] = lambda w: False) -> bool:
    """Whether a clause gives up the tickets of the question's thing (the words before
    "tickets" naming it, or none: "sold our Green Man tickets", "got my ticket refunded")."""
    return any(not (m.group(1) or "").strip() or any(is_question_word(w) for w in m.group(1).split())
               for m in _TICKETS_GONE.finditer(clause))


# "… raised his price, so Facundo turned it down": the thing of the clause before, said no to
_IT_DOWN = lazy(r"\b(?:turn(?:ed|s|ing)?|call(?:ed|s|ing)?)\s+(?:it|them|that|the offer)\s+(?:down|off)\b", re.I)


def _said_no_to_it(body: str, held: str, verb_in: Callable[[str], bool] | None) -> bool:
    """Whether the clause, or the one right after it where the clause does not say the asked
    verb done, turns "it" down ("… the seller raised his price, so Facundo turned it down"; not
    of "Did the inspector offer to waive the fine?", "The inspector offered to …; the board
    turned that down"), or gets its ticket back ("Nattjazz cancelled the Saturday, so I got my
    ticket refunded")."""
    after = body[body.find(held) + len(held):] if held in body and not (verb_in and verb_in(held)) else ""
    then = next((c for c in re.split(CLAUSE_BREAK, after) if c.strip()), "")
    return bool(_IT_DOWN.search(held) or _IT_DOWN.search(then)) or _tickets_gone(then)


# "Kerensa keeps her studio in Penryn": the thing asked kept, so not moved, sold or left
_KEPT = lazy(r"\b(?:keeps|kept|keep|keeping|(?:held|holds|hung|hangs|hanging|hang)\s+on\s+to)\s+(?:(?:my|his|her|their|our|your|the)\s+)?"
             r"([\w'’-]+(?:\s+[\w'’-]+){0,3})", re.I)
_CHANGES = ("move", "moved", "moving", "sell", "sold", "selling", "switch", "switched", "change", "changed", "replace",
            "replaced", "relocate", "relocated", "leave", "left", "leaving", "quit", "swap", "swapped")
# "Pilchard will stay with Tamsin's nan": who stays is not coming, going or joining
_STAYS = lazy(r"(?:^|[,;:]\s*|\b(?:and|so|while|but)\s+)((?-i:[A-Z])[\w'’-]+)\s+(?:will\s+(?:be\s+)?|would\s+|['’]ll\s+|is\s+going\s+to\s+"
              r"|has\s+to\s+|had\s+to\s+|must\s+|is\s+|['’]s\s+)?(?:stays?|stayed|staying|remains?|remained)\s+(with|home|at\s+home|behind)\b([^,.;]*)",
              re.I)
_GOES = ("come", "coming", "came", "go", "going", "went", "travel", "travelling", "traveling", "join", "joining", "fly",
         "flying", "flew", "visit", "visiting", "move", "moving")


def _kept_or_stayed(body: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether a clause keeps the question's thing where a change is asked ("Kerensa keeps her
    studio in Penryn" for "Did Kerensa move her studio to Flushing?"), or has the one it names
    stay where going is asked, somewhere it does not name ("Pilchard will stay with Tamsin's
    nan" for "Is Pilchard coming to Porto?"; not "Anna stayed in Lisbon" for "Did Anna go to
    Lisbon?")."""
    if any(map(is_question_word, ("keep", "kept", "stay", "stayed"))):
        return False
    # (the kept thing's own noun is the question's: not "kept her phone number" for "… switch her phone provider?",
    # "kept moving the piano", "her manager keeps the job open")
    kept = any(map(is_question_word, _CHANGES)) and any(
        (head := _head(m.group(1))) and is_question_word(head[-1]) and not head[0].casefold().endswith("ing")
        for m in _KEPT.finditer(body))
    # (… and no clause has them go where the question asks: "Kofi is flying to Accra; Kofi will stay with his aunt")
    return kept or any(map(is_question_word, _GOES)) and any(
        is_question_word(m.group(1)) and m.group(1) not in NOT_NAMES and not held_words(m.group(3), is_question_word)
        and not any(m.group(1) in c and held_words(c.replace(m.group(1), " "), is_question_word)
                    for c in re.split(CLAUSE_BREAK, body))
        for m in _STAYS.finditer(body))


# "passed at the second attempt" is no pass at the first
# … and "won second prize" no first prize
_ATTEMPT = lazy(r"\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+(attempt|try|go|time|prize|place)\b", re.I)


_RETAKEN = lazy(r"\b(?:retakes?|retook|retaken|resits?|resat|re-sits?|re-sat|re-takes?|re-took)\b", re.I)


def _other_attempt(held: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the clause says another attempt than the one the question asks ("at the first
    attempt"): the question holds its ordinal, the clause a different one of the same noun, and
    not the question's (not "third place at a first trial" for "Did Moss get placed at his first trial?")."""
    ordinals = ("first", "second", "third", "fourth", "fifth")
    if is_question_word("first") and any(map(is_question_word, ("attempt", "try", "go", "time"))) and _RETAKEN.search(held):
        return True  # ("passed his Module 15 retake" is no pass at the first try)
    return any(not is_question_word(m.group(1)) and is_question_word(m.group(2))
               and any(is_question_word(w) for w in ordinals)
               for m in _ATTEMPT.finditer(held)) \
        and not any(is_question_word(w) for w in re.findall(r"[\w'’-]+", held) if w.casefold() in ordinals)


def _other_thing_refused(body: str, held: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether another clause says no, with a word that says it ("failed"), of the question's
    thing where the held clause says some other thing ("Ibou passed the written test … but failed
    the fitness test" for "Did Ibou pass the fitness test?")."""
    said = {w.casefold() for w in re.findall(r"[\w'’-]+", held) if is_question_word(w)}
    rest = body.replace(held, " ") if held in body else ""
    # (its noun and a word that tells it apart, both the question's: not "failed the written exam" for "Did
    # Nora pass the practical exam?", nor "missed the wedding ceremony" for "… go to the wedding reception?")
    return any(not is_question_word(m.group(1)) and len(head := _head(m.group(2))) > 1 and is_question_word(head[-1])
               and any(is_question_word(w) and w.casefold() not in said for w in head[:-1])
               for m in _NEGATING.finditer(rest))


def says_not(body: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the clause holding the question's words says "not" itself ("Sindre didn't adopt
    a pet", "we never went to Varkala"): a no the sentence states, no reading of it — of the
    question's own words, in the four after it (not "needs to rest and not drink" for "Does
    Nebraas need Vanessa's advice?")."""
    held = _no_said_in(held_clause(body, is_question_word), is_question_word)
    # (… or a word that says no of the question's thing: "Sigrid turned down the saturation diving job")
    return any(held_words(" ".join(held[m.end():].split()[:4]), is_question_word) for m in _NEGATION.finditer(held)) \
        or _refuses_it(held, is_question_word, body)


def yes_or_no(body: str, sure: bool, is_question_word: Callable[[str], bool] = lambda w: False,
              verb_said: Callable[[str], bool] | None = None, verb_in: Callable[[str], bool] | None = None,
              prize_asked: bool = False, owners: frozenset[str] = frozenset()) -> str:
    """"No" when the clause that holds most of the question's words (first, one saying the
    asked verb) is negated, else "Yes". `verb_said`: whether a clause goes on with the asked
    verb of the thing before it; `verb_in`: whether a clause says that verb done at all;
    `prize_asked`: whether anything was won is asked ("Did I win anything?": a prize is a win);
    `owners`: the names the question says as owners ("Bollie's"), folded."""
    held = held_clause(body, is_question_word, verb_said=verb_said, owners=owners)
    no = bool(_NEGATION.search(_no_said_in(held, is_question_word))) or _refuses_it(held, is_question_word, body) or (
        any(map(is_question_word, _WIN_ASKED))
        and bool(_PLACED.search(held) or _LOST.search(held) or _medal_no_win(held, is_question_word))
        and not _WON.search(_MEDAL.sub("", held) if prize_asked or any(map(is_question_word, _MEDAL_ASKED))  # ("won anything?")
                            else _PRIZE_WON.sub("", _MEDAL.sub("", held)))) \
        or _moved_off(held, is_question_word) \
        or any(is_question_word(m.group(1)) for m in _CHEAPEST_BUT.finditer(body)) \
        or any(held_words(held[:m.start()], is_question_word) and _EVENT.search(held[max(0, m.start() - 40):m.start()])
               for m in _CALLED_OFF.finditer(held)) \
        or any(held_words(" ".join(held[:m.start()].split()[-2:]), is_question_word) for m in _FULL.finditer(held)) \
        or any(_rejected(held, m, is_question_word) for m in _INSTEAD.finditer(held)) \
        or _other_attempt(held, is_question_word) or _refused_by_them(body, is_question_word) \
        or is_question_word("still") and (_stopped(body, held, is_question_word) or _to_change(held, is_question_word)) \
        or _other_year(held, is_question_word) \
        or _kept_or_stayed(body, is_question_word) or _other_thing_refused(body, held, is_question_word) \
        or any(_object_asked(m.group(1), is_question_word) for m in _DROPPED.finditer(held)) \
        or _tickets_gone(held, is_question_word) or _said_no_to_it(body, held, verb_in) \
        or _but_not_this(body, held, is_question_word) or _ruled_out(body, is_question_word)
    # (the answer first, then how sure: "No, probably not")
    return ("No" if no else "Yes") if sure else (PROBABLY_NO if no else PROBABLY_YES)


# For "Is … still …?": a wish or plan to change it ("wants to move them into the granary", "sick
# to death of the 3:50 alarm", "We'll have the oil tank taken out")
_TO_CHANGE = lazy(r"\b(?:wants?|wanted|plans?|planned|planning|hopes?|hoping|going|decided|intends?|ready)\s+to\s+"
                  r"(?:move|leave|stop|quit|give\s+up|sell|change|switch|swap|replace|drop|retire|close|get\s+rid)\b"
                  r"|\b(?:sick|tired|fed\s+up)\s+(?:to\s+death\s+)?(?:of|with)\b"
                  r"|(?:\bwill|['’]ll)\s+(?:have|get)\s+(?:[\w'’-]+\s+){1,4}?(?:taken\s+out|removed|replaced)\b", re.I)


def _to_change(held: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the clause, saying no "still" of its own, wishes or plans to change the asked thing:
    one of the question's words, or "it" or "them", in the wish's last three words or the four
    after ("wants to move them into the granary", "'ll have the oil tank taken out"; not "still
    works there and is tired of the commute")."""
    return not re.search(r"\bstill\b", held, re.I) and any(
        any(is_question_word(w) or w.casefold() in ("it", "them") for w in m.group(0).split()[-3:] + held[m.end():].split()[:4])
        for m in _TO_CHANGE.finditer(held))


# A year the asked thing is put in: "in April 2026", "on 3 May 2026", "in 2026" (not "since 2015", "his 2018 Golf")
_YEAR = lazy(r"\b(?:in|on|for|until|till|by|during)\s+(?:(?:early|late|mid)[- ]?\s*)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"
             rf"(?:(?:{'|'.join(m for m in calendar.month_name if m)})\s+)?(19[5-9]\d|20\d\d)\b")


def _other_year(held: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the clause puts the asked thing in years, none of them the one the question asks
    ("… visit Nabeul for the orange blossom harvest in April 2026" for "… in 2025?")."""
    years = set(_YEAR.findall(held))
    return bool(years) and not any(map(is_question_word, years)) \
        and any(is_question_word(str(y)) for y in range(1950, 2100))


# A finding's no: "her blood glucose is normal, so no sign of insulinoma", "the scan ruled out a fracture"
_RULED_OUT = lazy(r"\b(?:ruled out|rules out|no signs? of|no evidence of|tested negative for|no trace of)\s+(?:an?\s+|any\s+)?"
                  r"((?:[\w'’-]+\s+){0,2}[\w'’-]+)", re.I)


def _ruled_out(body: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the sentence rules out a thing the question asks of (not where the question asks
    about the ruling itself: "Did they rule out a fracture?")."""
    return not any(is_question_word(w) for w in _RULING) and (
        any(is_question_word(w) for m in _RULED_OUT.finditer(body) for w in m.group(1).split())
        or any(_no_of_it(body, m, is_question_word) for m in _NO_CLAUSE.finditer(body)))


_RULING = ("rule", "ruled", "sign", "signs", "evidence", "negative", "trace", "clear", "avoid", "stop", "stopped", "quit",
           "cut", "without", "free", "skip", "skipped", "ban", "banned", "give", "gave")  # (a no that is the asked thing)
# A clause that is only a no of its thing: "Lorraine's forearm biopsy benign, no surgery"
_NO_CLAUSE = lazy(r"(?:^|[,;:(—–])\s*(?:and\s+)?(?:no\s+need\s+for|no)\s+(?:(?:further|more|an?|the)\s+)?"
                  r"([\w'’-]+)\s*(?=[,;.:)!?—–]|$)", re.I)


def _no_of_it(body: str, m: re.Match, is_question_word: Callable[[str], bool]) -> bool:
    """Whether a "no X" clause is the no of the question's X, said right after a clause of the question's
    own other words ("Lorraine's forearm biopsy benign, | no surgery"), or after no one else named ("her
    sister Bea is married, no kids", "Amir, no alcohol", "for Mexico, no visa" are another's)."""
    before = re.split(r"[,;:(—–.!?]", body[:m.start()])[-1] if m.start() else ""
    named = [n for n in _CAPITALISED.findall(body[:m.start()]) if n != "I"]  # (the last one said before it is whose no it is)
    return is_question_word(m.group(1)) and (held_words(before, lambda w: is_question_word(w) and w != m.group(1)) > 0
                                             or not named or is_question_word(named[-1]))


_BUT_NOT = lazy(r"\bbut\s+(?:no|not|never)\s+(?!(?:other|others|more|further|else|another|any\s+other)\b)"
               r"((?:[\w'’-]+\s+){0,2}[\w'’-]+)", re.I)  # (not "the Musée d'Orsay but no other museums")


def _but_not_this(body: str, held: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the sentence says "but no …" of a question word its held clause lacks: "Mateo has seen
    gentoo, chinstrap and Adélie penguins but no emperor penguins" for "Has Mateo seen emperor penguins?"."""
    own = {w.casefold() for w in re.findall(r"[\w'’-]+", held)}
    return any(is_question_word(w) and w.casefold() not in own
               for m in _BUT_NOT.finditer(body) for w in m.group(1).split())


# A turn that may undo a no ("came third in the league but took the cup"), not one that says no
# again ("was cheapest but had no guarantee", "passed the written test but failed the fitness test")
_TURNED = lazy(r"\b(?:but|before|although|though|yet|then|later|eventually|in the end|after all|back|still)\b"
               r"(?!(?:\s+[\w'’-]+){0,3}?\s+(?:no|not|never|failed|lost|didn['’]t|did not|couldn['’]t|could not|wasn['’]t"
               r"|was not|cancell?ed|missed|dropped|refused|declined)\b)", re.I)


def turns(text: str) -> bool:
    """Whether a sentence turns with a word that may undo a no it says ("came third in the league
    but took the cup", "lost in the group stage before beating them in the final"; not "passed the
    written test but failed the fitness test")."""
    return bool(_TURNED.search(text))

