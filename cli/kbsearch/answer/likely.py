"""Would-questions, answered by inference: "Would Lena enjoy a whale-watching tour?", "Is Wes
likely to sell his grandfather's anvil?". No chat says "Lena would enjoy it"; what one says of
her and the thing ("she saw a humpback whale off Húsavík and loved it") makes it likely or not.

The answer says it is an inference — "Likely yes", "Likely no" — never a plain yes: a person
who reads it learns what the archive points to and that no chat states it.

- A thing one would take to ("enjoy", "visit", "join", "be at") is likely, unless the sentence
  tells of dislike or fear of it ("she gets seasick", "he hates crowds") or says no of it.
- A thing one would give up ("sell", "quit", "give up", "move away") is unlikely, unless the
  sentence tells of hating it ("Jake hates his job"): people keep what they tell of keeping;
  and what one left ("shod his last horse") one does not go back to.
- A sentence that says the asked deed itself ("she's thinking of selling the piano", "Tom
  refused to join") is answered by its own yes or no, said as likely where it is not sure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..text import tokens
from .asked import IRREGULAR
from .lazy_pattern import lazy
from .porter import stem
from .short_yesno import held_clause
from .subject import PERSON_ALTERNATION, fold_name, is_user

LIKELY_YES, LIKELY_NO = "Likely yes", "Likely no"  # an inference's answers, said as such
# "Would …", "Might …", or "likely" anywhere: "Is Wes likely to …", "Would Maya likely …"
_INFERRED = lazy(r"^\s*(?:would|might)\b|\b(?:likely|unlikely)\b", re.I)
# What one would leave behind ("go back to" before "go": it is the leaving of what one left)
_GIVE_UP = lazy(r"\b(?:giv(?:e|ing)\s+up|sell|selling|quit|quitting|leave|leaving|rehome|rehoming|retire|abandon"
                r"|divorce|ditch|drop\s+out|stop|stopping|get\s+rid|break\s+up"
                r"|split\s+up|(?:go|going|move|moving)\s+back|return(?:ing)?\s+to|(?:move|relocate)\s+(?:away|out|abroad|to)"
                r"|give\s+(?:\w+\s+){0,4}(?:up|away))\b", re.I)  # ("Would Dorina give Fulga away?", "… my old skis away?")
# … and what one would take to
_TAKE_TO = lazy(r"\b(?:enjoy|like|love|appreciate|want|be\s+(?:interested|keen|excited|happy|glad|up\s+for|in|at|there)"
                r"|visit|attend|join|go|come|take\s+part|sign\s+up|try|read|watch|play|see|adopt|buy|run|enter"
                r"|travel|compete|race|perform|take\s+up|learn|continue|keep|accept)\b", re.I)
_HATE = r"hat(?:e|es|ed|ing)|dislik(?:e|es|ed)|can['’]?t\s+stand|cannot\s+stand|done\s+with|miserable"
# … or of dislike, fear or an end: "she gets seasick", "hates crowds", "never again"
_AVERSE = lazy(r"\b(?:" + _HATE + r"|scared|afraid|terrified|frightened|phobia|not\s+(?:a\s+fan|into|interested|keen"
               r"|for\s+me)|never\s+again|allergic|seasick|carsick|bored|boring|awful|nightmare|no\s+interest|gave\s+up"
               r"|worst|dread(?:s|ed)?)\b", re.I)
# … or of saying no to it already: "turned down a five-month shoot in Jordan", "refused to let Lebelo move"
_DECLINED = lazy(r"\b(?:turn(?:ed|s)?\s+(?:it\s+|them\s+)?down(?!\s+(?:the\s+|his\s+|her\s+|my\s+)?(?:music|volume|heating|heat"
                 r"|radio|tv|telly|sound|lights?)\b)|refus(?:ed|es)|declin(?:ed|es)|said\s+no\s+to)\b", re.I)
_BRACKETED = lazy(r"\s*\([^()]{0,60}\)")
_JOINING = lazy(r"^\W*(?:(?:and|then|but|so|also)\s+)*", re.I)  # ("…, and | turned down a shoot")
# … by whom the question asks of, just before the verb ("Idir | turned down", "he | politely declined"; not
# "The bank | declined Kwesi's loan")
_DECLINER = r"(?:\b{}|\b(?:he|she|they|I|we|the user))\s+(?:(?:already|just|politely|flatly|firmly|has|had|have|then|also)\s+)*$"
# … and of liking: "loved it", "he adored the penguins", "she's hooked"
_FOND = lazy(r"\b(?:lov(?:e|es|ed|ing)|lik(?:e|es|ed)|ador(?:e|es|ed)|obsessed|hooked|enjoy(?:s|ed)?|fan\s+of|passion|favou?rite"
             r"|can['’]?t\s+wait|keen|thrilled|delighted)\b", re.I)
# … of hating what one would give up: "Jake hates his job" (not fear: "scared he'll lose his job")
_HATES = lazy(r"\b(?:" + _HATE + r"|fed\s+up|sick\s+of|had\s+enough)\b", re.I)
_MISS = lazy(r"\b(?:miss|misses|missing)\s+(?:the\s+|my\s+|our\s+)?([\w'’-]+)", re.I)  # "I miss Chile so much"
_RETURN = lazy(r"(?:go|going|move|moving)\s+back|return", re.I)
_CLAUSES = lazy(r"[.;!?]|,\s|\s(?:but|although|though|however|whereas|and)\s", re.I)
_NOT = lazy(r"\b(?:not|never|no|don['’]?t|doesn['’]?t|didn['’]?t|won['’]?t|isn['’]?t|wasn['’]?t|can['’]?t|hardly)\b", re.I)


def _asked(question: str) -> tuple[str, str]:
    """("give up" or "take to", the verb) the question asks would be done, the first said
    ("Would Dad enjoy going back to Orkney?" asks of enjoying); ("", "") for no inference."""
    if not _INFERRED.search(question):
        return "", ""
    # (not "want to", "like to" before the verb it wants: "Would Lena want to go back to …?")
    found = [(m.start(), how, m.group(0)) for how, m in (("give up", _GIVE_UP.search(question)),
                                                          ("take to", _TAKE_TO.search(question)))
             if m and not (how == "take to" and re.match(r"(?:want|like|love)\s+to\b", question[m.start():], re.I))]
    return min(found)[1:] if found else ("", "")


# "Can Nebraas be considered …?", "Could Griet talk with a deaf visitor?": what may be, not what was
CAN_ASKED = lazy(r"^\W*(?:can|could)\b", re.I)


def asks_would(question: str) -> bool:
    """Whether a question asks what would or likely is so ("Would Lena enjoy …?", "Is Wes likely
    to …?"), whose unsure answer is said as a guess; not what can be ("Can Nebraas be considered
    …?" is answered "Yes, probably", as "Yes, he can" would be)."""
    return bool(_INFERRED.search(question))


def asks_guess(question: str) -> bool:
    """Whether a question asks what would, could or likely is so, which no chat states."""
    return bool(_INFERRED.search(question) or CAN_ASKED.match(question))


def inferred(question: str) -> str:
    """"give up" or "take to" when the question asks what someone would likely do ("Would Nell
    consider going back to insurance?", "Would Leo enjoy a natural history museum?"); else ""."""
    return _asked(question)[0]


def _says(body: str, verb: str, question: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the sentence says the asked verb itself, in any form ("he'll stop by", "left",
    "selling"), in a clause with a word of the asked thing ("keeps saying he'll go back to
    Lisbon"; not "the classes sold out", nor "Omar sold his bike" of his car)."""
    forms = {stem(verb + end) for end in ("", "s", "es", "ing")} | {stem(IRREGULAR.get(verb, verb))}
    return any(any(stem(t) in forms for t in tokens(c)) and any(
        is_question_word(t) and stem(t) not in forms and grounds_word(t, question) for t in tokens(c))
        for c in _CLAUSES.split(body))


def _declined_by_them(clause: str, body: str, question: str) -> bool:
    """Whether a clause of `body` says the one the question asks of turned something down ("Idir
    turned down a five-month shoot", "Idir took the job and turned down a shoot"; not "the spa
    declined her booking")."""
    asked_of = _ASKED_OF.match(question)
    who = re.escape(asked_of.group(1).removesuffix("'s").removesuffix("’s")) if asked_of else r"(?!)"
    for m in _DECLINED.finditer(clause):
        before = clause[:m.start()]
        if not _JOINING.sub("", before).strip():  # (a clause with no subject of its own: the sentence's)
            if re.match(rf"\W*(?:{who}|he|she|they|I|we|the user)\b", body, re.I):
                return True
        elif re.search(_DECLINER.format(who), before, re.I):
            return True
    return False


def _grounded(clause: str, question: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether a clause says a word of the asked thing ("shoot" of "Would Idir accept a long film shoot?")."""
    return any(is_question_word(t) and grounds_word(t, question) for t in tokens(clause))


def _fond(clause: str) -> bool:
    """A liking said, and not denied: "loved it", not "not keen on", "has never liked"."""
    return any(not _NOT.search(clause[max(0, m.start() - 25):m.start()]) for m in _FOND.finditer(clause))


def _averse(clause: str) -> bool:
    """A dislike, a fear or an end said ("hates crowds", "never again"), or a liking denied ("not keen on hiking")."""
    return bool(_AVERSE.search(clause)) or any(_NOT.search(clause[max(0, m.start() - 25):m.start()])
                                               for m in _FOND.finditer(clause))


def likely(question: str, body: str, is_question_word: Callable[[str], bool]) -> str:
    """"Likely yes" or "Likely no", inferred from the sentence `body` that holds the question's
    words, for a question `inferred` reads; "" where it says the asked deed itself and neither
    a dislike nor a no ("Sam said he'll stop by", "Tom refused to join"): its own yes or no answers."""
    how, verb = _asked(question)
    if not how:
        return ""
    clause = held_clause(body, is_question_word)
    unbracketed = _BRACKETED.sub("", body)  # ("The user's dad (78, bad back) refused help")
    if how == "take to" and any(_declined_by_them(c, unbracketed, question) and _grounded(c, question, is_question_word)
                                for c in _CLAUSES.split(unbracketed)):
        return LIKELY_NO  # what one said no to, one would not take to
    if _says(body, verb.split()[0].casefold(), question, is_question_word):
        # ("Sam hates the idea of selling the house": no, whatever it says of selling)
        return LIKELY_NO if _HATES.search(clause) and not _fond(clause) else ""
    if how == "give up":  # kept; what one left is not gone back to; unless one hates it ("Jake hates his job")
        hated = not _RETURN.match(verb) and _HATES.search(clause) and not _NOT.search(_HATES.sub(" ", clause))  # ("can't stand")
        # … or misses it: "I miss Chile so much I could cry" is going back, not leaving
        missed = _RETURN.match(verb) and any(is_question_word(m.group(1)) and not _NOT.search(body[max(0, m.start() - 25):m.start()])
                                             for m in _MISS.finditer(body))  # (not "I don't miss London one bit")
        return LIKELY_YES if hated or missed else LIKELY_NO
    # (a liking said outweighs a fear or a dislike beside it: "she hates the cold and still loved skiing")
    if _fond(clause):
        return LIKELY_YES
    return LIKELY_NO if _averse(clause) else LIKELY_YES


def leaning(question: str, body: str, is_question_word: Callable[[str], bool], speaker: str = "") -> str:
    """"Likely yes" or "Likely no" where the sentence says a liking or a dislike, a fear or a
    no of the thing a would-question asks one would take to ("he hates fireworks more than
    anything" for "Would Pilchard enjoy the fireworks?"), in the clause that says it, of the one
    asked (named, or said "he" of in a sentence that names them, or "I" in their own turn); ""
    where it says none, and a guess from it would be no more than a guess."""
    who = who_asked(question)
    if _asked(question)[0] != "take to" or not who:
        return ""
    mine = who.casefold() in ("i", "we") and is_user(speaker) or fold_name(speaker) == fold_name(who)
    named = re.search(rf"\b{re.escape(who)}\b", body, re.I) is not None
    unbracketed = _BRACKETED.sub("", body)
    for clause in _CLAUSES.split(unbracketed):
        # (by a word of the thing, not a name: "Lena: I will never live it down" says nothing of a wedding)
        if not _grounded(clause, question, lambda w: w[:1].islower() and is_question_word(w)):
            continue
        if re.search(rf"\b{re.escape(who)}['’]s\s+(?:[\w-]+\s+)?(?:{PERSON_ALTERNATION})\b", clause, re.I):
            continue  # someone else's: "Kemi's husband Tunde loves jazz"
        if _REFUSES_TO_MISS.search(clause):
            return LIKELY_YES  # ("Nadia refuses to miss a single Arsenal home game")
        if _declined_by_them(clause, unbracketed, question):
            return LIKELY_NO  # ("Idir … turned down a five-month shoot in Jordan")
        if not (re.search(rf"\b{re.escape(who)}\b", clause, re.I) or named and _PRONOUN.search(clause)
                or mine and _FIRST_PERSON.search(clause)):
            continue
        if _fond(clause):
            return LIKELY_YES
        if _averse(clause) or _NEVER.search(clause):
            return LIKELY_NO
    return ""


# … a no to come: "I will never swim in your Arctic water" (not "has never summited Kilimanjaro")
_NEVER = lazy(r"\b(?:will|would|['’]ll|['’]d)\s+never\b|\bnever\s+(?:again|want|going)\b|\bno way\b|\bnot a chance\b", re.I)
_REFUSES_TO_MISS = lazy(r"\b(?:refus\w*|declin\w*|won['’]t|will\s+not|never)\s+(?:to\s+)?(?:miss|skip|give\s+up|stop|leave)\b", re.I)
_PRONOUN = lazy(r"\b(?:he|she|they|him|her|them)\b", re.I)
_FIRST_PERSON = lazy(r"\b(?:I|I'm|I’m|me|my|we|us|our)\b")
_ASKED_OF = lazy(r"^\s*(?:would|is|are|will|might|does|do|was|were)\s+([\w'’-]+)", re.I)


def who_asked(question: str) -> str:
    """Whom a would-question asks of ("Pilchard" of "Would Pilchard enjoy …?", "I"); "" for none,
    or for a relative ("Would Inês's father …?" asks of him, whom no name says)."""
    asked_of = _ASKED_OF.match(question)  # (a name or I/we: not "the" of "Would the kids enjoy the zoo?")
    return asked_of.group(1) if asked_of and not asked_of.group(1).endswith(("'s", "’s")) \
        and (asked_of.group(1)[:1].isupper() or asked_of.group(1) in ("I", "we")) else ""


def grounds_word(term: str, question: str) -> bool:
    """Whether a word of the question could ground an inference: not its asking ("enjoy",
    "likely", "sell") nor whom it asks of ("Declan"; "Dolores", the van he would sell, does)."""
    asked_of = _ASKED_OF.match(question)
    return not (_GIVE_UP.fullmatch(term) or _TAKE_TO.fullmatch(term) or _INFERRED.fullmatch(term)
                or term in ("consider", "still", "soon", "ever", "another", "again")
                or asked_of and term == asked_of.group(1).casefold().removesuffix("'s").removesuffix("’s"))
