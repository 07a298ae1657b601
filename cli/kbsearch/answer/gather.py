"""The short answer's items, gathered: the lead sentence's answer, and for a question
after a list ("What sports does Elise play?", "What are the names of James's dogs?") the
things every other sentence about the question's subject names where the question's words
are, de-duplicated, best sentence first, each with the sentence it comes from (to cite).

    gather(lead, pool, asked, question, is_question_word, sure)
    → ([("padel", lead), ("tennis", p2)], True)
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..text import STOPWORDS, stem, tokens
from .asked import HAPPENED, LIGHT, Asked
from .changed_to import now_of
from .clauses import appositive_names, relation_of
from .evidence import TURN, Passage
from .jobs import job_of
from .homes import home_told
from .kinds import CAME_AS, breeds_of, is_member, kind_named
from .list_of import item_heads, numbered_headings
from .name_roles import NameRoles
from .when import without_dates
from .sentences import asked_step, list_items, reply_items, speaker_of, split
from .short import MAX_ITEMS, SPAN_WORDS, WHO_IS, short_of, things_in
from .short_who_where import ROLES, WHOSE, doer_in_chat, named_role, role_in, whose_of
from .words import (CLAUSE, EDGE, NOT_NAMES, REACH, SUBJECTS, boundary, items_of, names_in, names_of_noun, quotes,
                    same_item, titles_in, unquoted_titles, words_of)
from .subject import PERSON_WORDS, WRONG, fold_name, is_assistant, subject_names
from .lazy_pattern import lazy

ITEM_SHARE = 0.5  # a list item's sentence scores at least this share of the best one
ITEM_WORDS = 5  # a longer "item" is a clause, not a thing named
NEAR_SHARE = 0.5  # a sentence naming the thing, for a lead sentence that names none, scores this share of it
WHEN_SHARE = 0.4  # a turn of the lead's chat that gives the time scores at least this share of the lead


# A sentence that says a thing of its turn's by a pronoun ("The boiler's in. Gregor fitted it …")
_REFERS_BACK = lazy(r"\b(?:it|its|they|them|this|that|these|those|he|she|him|her|he['’]s|she['’]s)\b", re.I)  # ("she's at Mum's")

# ("the surgeon doing my knee": surgeon; "my second photographer": photographer)
_ROLE_ASKED = lazy(r"^\W*who(?:['’]s| is| was| will be)\s+(?:the|my|our|his|her|their)\s+([a-z]+)(?:\s+([a-z]+))?\b", re.I)


def _role_word(asked: re.Match) -> str:
    """The role a who-question asks after: its first word if that is one, else its second."""
    first, second = asked.group(1), asked.group(2)
    return first if first.casefold() in ROLES or not second else second


def _own(p: Passage, skip: frozenset[int] = frozenset()) -> set[int]:
    """The question's concepts (but `skip`) a sentence holds in its own words."""
    return {i for i, x in enumerate(p.strengths) if x > TURN and i not in skip}


def _says_the_event(lead: Passage, p: Passage, skip: frozenset[int], why: bool) -> bool:
    """Whether `p` holds the lead's own words of the question (but `skip`) in its own: the same
    ones, not as many ("trying to rush to gold" is no "tried making eggs"). A reason's sentence
    may hold them in its turn when it refers back to them ("The boiler's in. Gregor fitted it
    two days late because …")."""
    own, theirs = _own(lead, skip), _own(p, skip)
    if not why:
        return own <= theirs
    if own <= theirs:
        return True
    # (… or half of them, where it refers back: "Nan's out of hospital! … she's at Mum's in Helston for now, because …")
    return bool(theirs) and 2 * sum(p.strengths[i] >= TURN for i in own) >= len(own) and bool(_REFERS_BACK.search(p.text))


# Words between a question's word and the item it introduces ("playing *the* padel",
# "sports, *like* padel", "a book *called* …").
_LEAD_IN = frozenset("a an the some my his her their our your its this that these those other another like "
                     "such as including called named especially mostly mainly also even new few".split())
_EXAMPLES = frozenset("like such including especially namely".split())
# Time words end an item: "problems this year", "a busy day" name no thing.
_TIME = frozenset("year years week weeks month months day days today tonight time times morning evening night "
                  "weekend weekends lately".split())
# Chat spelling and placeholders name no thing either ("im", "till", "whatever", "stuff").
_NO_THING = frozenset("im ive id ill till whatever one ones first another stuff something anything everything past future "
                       "possible today's tonight's".split())
_STOP_ITEM = STOPWORDS | CLAUSE | SUBJECTS | EDGE | _TIME | _NO_THING
NEAR_WORDS = 3  # an item named next to the question's words, at most


def near_items(body: str, is_question_word: Callable[[str], bool], skip: frozenset[str] = frozenset()) -> list[str]:
    """The things a sentence names right where the question's words are: the words after
    one of them ("started playing *padel* in my free time", "racket sports, like *padel*"),
    else the ones just before it ("*Japanese* cuisine"), at most NEAR_WORDS each, stopped by
    a stopword, a clause or punctuation; and the names and quoted titles the sentence
    writes. Question words are never items, nor `skip` (folded names: the archive's people).
    A run longer than NEAR_CHARS without a sentence end is read around its first question word."""
    if len(body) > NEAR_CHARS:
        first = next((m.start() for m in words_of(body[:NEAR_CHARS * 4]) if is_question_word(m.group(0))), 0)
        body = body[max(0, first - NEAR_CHARS // 4):max(0, first - NEAR_CHARS // 4) + NEAR_CHARS]
    ws = words_of(body)
    q = [is_question_word(m.group(0)) for m in ws]
    out: list[str] = []

    def run(indices) -> list[str]:
        got: list[str] = []
        prev = None
        for k in indices:
            w = ws[k].group(0)
            a, b = sorted((ws[prev], ws[k]), key=lambda m: m.start()) if prev is not None else (None, None)
            if prev is not None and (boundary(body, a, b, True) or " - " in body[a.end():b.start()]):
                # "racket sports, like padel": a comma before a lead-in word goes on.
                if got or w.casefold() not in _EXAMPLES or body[ws[prev].end():ws[k].start()].strip() != ",":
                    break
            if q[k] or w.casefold().strip("'’") in _STOP_ITEM:
                if not got and w.casefold() in _LEAD_IN and not q[k]:
                    prev = k
                    continue
                break
            got.append(w)
            prev = k
            if len(got) >= NEAR_WORDS:
                break
        return got

    for k in range(len(ws)):
        if not q[k] or fold_name(ws[k].group(0)) in skip and re.search(r"['’]s?$", ws[k].group(0)):
            continue  # "Tomas's resolution": his, no item
        after = run(range(k + 1, len(ws)))
        if after:
            out.append(" ".join(after))
            continue
        before = run(range(k - 1, -1, -1))
        if before and not (k + 1 < len(ws) and q[k + 1]):
            out.append(" ".join(reversed(before)))
    out += [x for x in quotes(body) if len(x.split()) <= SPAN_WORDS]
    # Names count near the question's words only ("watched Godzilla Minus One with Akib"),
    # not anywhere in a long turn ("the DB password").
    at = [m.start() for m, asked in zip(ws, q) if asked]
    found = {n: body.find(n) for n in names_in(body, frozenset()) if not is_question_word(n)}
    names = {n: i for n, i in found.items()
             if any(abs(i - a) <= REACH for a in at) and not _BY.search(body[max(0, i - 4):i])}
    seen: list[str] = []
    for item in [_whole_name(x, body.find(x), names) for x in out] + list(names):
        item = item.strip(" ,.'’\"“”")
        if not item or _not_a_thing(item, skip) or any(same_item(item, x) for x in seen):
            continue
        seen.append(item)
    return seen


_BY = lazy(r"\bby\s+$")  # "Braiding Sweetgrass by Robin Wall Kimmerer": the author is no item
NEAR_CHARS = 2000


def _whole_name(item: str, at: int, names: dict[str, int]) -> str:
    """The name that `item` (found at `at`) cuts into, whole ("new Call" or "Duty" of "the
    new Call of Duty game" is "Call of Duty"), or `item`. `names`: where each name is."""
    for name, start in names.items():
        if name == item or name in item:
            continue
        if re.search(rf"\b{re.escape(item)}\b", name) or \
                at >= 0 and start >= 0 and at < start + len(name) and start < at + len(item):
            return name
    return item


_WITH_KIN = lazy(r"\s*([A-Z][a-z]+)\s+(?:and|with)\s+(?:his|her|their)\b")


def _opened_by(clause: str, names: frozenset[str]) -> bool:
    """Whether a clause opens with someone else than `names` reading, watching or learning
    something ("Marcus read This Is Going to Hurt", in a note about Rosie's chats)."""
    m = _SOMEONE_READ.match(clause)
    return bool(m) and fold_name(m.group(1)) not in names


_SOMEONE_READ = lazy(r"\s*([A-Z][\w'’-]+)\s+(?:read|reads|finished|recommended|watched|watches|saw|learned|learnt|learns"
                     r"|sang|sings|played|plays|listened|listens|is reading|was reading|is watching|has read)\b")


def _about_another(sentence: str, names: frozenset[str]) -> bool:
    """Whether a sentence is plainly about someone other than `names` (its subject is
    another person: "Kevin cooked …", "Kevin and his mom cooked …")."""
    subjects = subject_names(sentence)
    if not subjects and (m := _WITH_KIN.match(sentence)):
        subjects = {fold_name(m.group(1))}
    return bool(subjects) and subjects.isdisjoint(names)


# A pet's name after its kind: "a rescue greyhound called Bolt", "a beagle puppy! His name
# is Toby" (the next sentence only when it is about the pet: not "My sister's cat is Luna")
# (not past another pet: "a dog and a cat called Felix"; nor into "I called Grandad")
_PET_NAME = lazy(r"^(?:(?:(?! and an? )[^.!?]){0,40}?|[^.!?]{0,30}[.!?]\s+(?:she|he|it|his|her|its)\b[^.!?]{0,40}?)"
                 r"\b(?:named|called|name\s+is|name['’]s)(?:\s+(?:her|him|it))?\s+((?-i:[A-Z])[\w'’-]+)", re.I)
_FOOD_AFTER = lazy(r"\s+(?:paste|thighs?|breasts?|wings?|fillets?|curry|soup|stock|sauce|tacos?|burgers?|nuggets?"
                   r"|salad|stir-fry|pie|cakes?|fingers|legs|broth|meat|mince|kiev|tikka|masala|rice|and chips)\b", re.I)
_FOUND = CAME_AS | {"foster"}
# food, no animal: "roast chicken", "lemon chicken", "spicy chicken", "Korean-style chicken"
_COOKED = lazy(r"^(?:roast|roasted|fried|grilled|baked|smoked|stuffed|curried|boiled|pulled|spicy|lemon|garlic|honey"
               r"|bbq|crispy|butter|hot|style|[a-z]+-style)\s", re.I)


def _named_pets(body: str, kind: str, skip: frozenset[str]) -> list[str]:
    """"Name (kind)" for each pet `body` names right by its kind ("a black kitten called Miso",
    "my dog Sumo", "two guinea pigs, Biscuit and Waffles"), else [kind]; `skip`: folded
    names of people."""
    at = body.find(kind)
    m = _PET_NAME.match(body[at + len(kind):]) if at >= 0 else None
    names = [m.group(1)] if m else appositive_names(body, kind.split()[-1].casefold())
    names = [n for n in names if n not in NOT_NAMES and fold_name(n) not in skip and n.casefold() not in PERSON_WORDS
             and not re.match(r"(?:Mr|Mrs|Ms|Dr|Mx)\b", n)]  # "Grandad", "Dr" name no pet
    words = kind.split()
    if len(words) > 1 and (words[0].casefold() in _ADJECTIVES | _FOUND or is_member(words[0], kind_named("colour"))):
        words = words[1:]  # "Miso (kitten)", not "(black kitten)"
    label = re.sub(r"(?<=[^s])s$", "", " ".join(words))  # one pet each: "Biscuit (guinea pig)"
    return [f"{n} ({label})" for n in names] or [kind]


def _animal(word: str) -> str:
    """The animal a pet's word says ("puppy", "shiba" → "dog"; "kitten" → "cat"), else its stem."""
    folded = stem(word.casefold())
    return next((a for a in ("dog", "cat") if folded in breeds_of(a) or folded in _YOUNG[a]), folded)


_YOUNG = {"dog": frozenset(map(stem, ("dog", "puppy", "pup", "doggo"))), "cat": frozenset(map(stem, ("cat", "kitten", "kitty")))}


def _a_date(item: str) -> bool:
    """Whether a list item is a date alone, no thing a what-list asks after."""
    return any(c.isdigit() for c in item) and not without_dates(item).strip(" ,.")


def _untimed(item: str) -> str:
    """An item without its time words: "tennis every week" → "tennis", "year invented
    pandas functions" → "invented pandas functions"."""
    words = item.split()
    while words and words[0].casefold() in _TIME:
        words = words[1:]
    k = next((i for i, w in enumerate(words) if w.casefold() in _TIME or w.casefold() in ("every", "each")), len(words))
    return " ".join(words[:k]).rstrip(" ,")


def _not_a_thing(item: str, skip: frozenset[str]) -> bool:
    """An "item" that names nothing: a person of the archive (for a list of things), a
    light verb ("plans"), an adverb or a past form alone ("competitively", "added")."""
    if fold_name(item) in skip or _NEGATED.search(item) or _SAYING.search(item):
        return True  # … or a clause ("doesn't remember", "isn't gonna come true")
    if " " in item:
        return False
    folded = item.casefold()
    if folded.isdigit() or folded in _NUMBER_WORDS:  # "twelve" of "read twelve books"
        return True
    return (set(tokens(item)) <= LIGHT or folded in EDGE
            or (item.islower() and folded.endswith(("ed", "ly", "ing")) and len(folded) > 5)
            # … or an adjective alone ("cozy", "wonderful", "expensive", "earlier").
            or (item.islower() and (folded.endswith(("ful", "ous", "able", "ible", "ier", "iest")) and len(folded) > 5
                                    or folded in _ADJECTIVES)))


def _bare(item: str, body: str) -> bool:
    """One lowercase word that names no thing: an amount or a greeting ("couple" of "a
    couple games I play", "hey"), or a verb after "to" or a subject ("love to hear")."""
    if " " in item or not item.islower():
        return False
    if item in _NO_ITEM:
        return True
    return re.search(r"\b(?:to|i|we|you|they|he|she|i'd|we'd|i'll|we'll|can|could|would|will|should|might)\s+"
                     + re.escape(item) + r"\b", body, re.I) is not None and not item.endswith("ing")


_NO_ITEM = frozenset("couple bit lot lots bunch few plenty least most kind sort type hey hi hello wow oh haha lol yeah "
                     "ok okay thanks".split())


def _names_nothing(text: str) -> bool:
    """One word that names no thing: a past form, an adverb, an adjective ("decided",
    "especially", "new"); not a gerund, which names an activity ("cooking")."""
    folded = text.casefold()
    return bool(text) and " " not in text and not folded.endswith("ing") and folded not in _NOUNS \
        and not any(c.isdigit() for c in text) and (  # ("15" of "Which Postgres version …" names one)
        _not_a_thing(text, frozenset()) or folded in _PARTICIPLES)


_NUMBER_WORDS = frozenset("""one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred""".split())
# Nouns that look like an adverb, a past form or an adjective ("family", "hundred", "cold").
_NOUNS = frozenset("family assembly butterfly rally belly jelly bully ally supply reply holly lily anomaly monopoly "
                   "hundred kindred cold heat warmth free".split())
# "My first pottery piece is done": a state, no thing.
_PARTICIPLES = frozenset("done gone been seen known given taken gotten written eaten driven fallen forgotten chosen "
                         "broken spoken stolen worn torn shown grown thrown flown drawn begun finished started".split())


# A list of people is asked: "Which members of Hattie's family …", "Who has helped …", "What are the kids called?"
_PEOPLE_ASKED = lazy(r"\b(?:who|whom|whose|people|persons?|friends?|family|families|relatives|members|kids|children"
                     r"|grandchildren|grandkids|sons?|daughters?|siblings|brothers?|sisters?|colleagues|guests|players"
                     r"|team|teammates|neighbou?rs|names?|named|called)\b", re.I)
_FAMILY_ASKED = lazy(r"\b(?:family|families|relatives|grandchildren|grandkids)\b", re.I)
_SAYING = lazy(r"\b(gonna|wanna|gotta|might|would|could|should)\b", re.I)
_ADJECTIVES = frozenset("""
warm cold hot cool iced cozy cosy sweet spicy fresh big small little huge tiny new old young early earlier late later
right left wrong true false real sure busy free cheap expensive fancy simple complex different same other several various
last next past previous
""".split())  # "Arctic Monkeys, last" of "an Arctic Monkeys concert last night"


def gather(lead: Passage, pool: list[Passage], asked: Asked, question: str, is_question_word,
           sure: bool, same_chat: list[Passage] = (), names_at: frozenset[int] = frozenset()
           ) -> tuple[list[tuple[str, Passage]], bool]:
    """(the short answer's items, each with the sentence it comes from; whether the lead
    sentence itself states it). The items are the lead's, and for a question after a list
    every other `pool` sentence's as well (best first, de-duplicated), at most MAX_ITEMS.
    `pool`: the sentences that may give an item, about the question's subject; `same_chat`:
    more sentences of the lead's chat that may give its time (not about someone else), or the
    name of whom a who-answer says as a role ("the GP");
    `names_at`: the concepts that are people's names, which such a sentence need not say."""
    if asked.options:
        return chosen_option(lead, pool, asked.options), True
    if asked.naming in PERSON_WORDS and not lead.fits:  # "the name of Rodrigo's father": a sentence naming no father
        return [], False  # names no one ("Francisca, my sister the dentist")
    text, stated = short_of(lead, asked, question, is_question_word, sure)
    if asked.kind in ("what", "who") and not asked.several and isinstance(text, str):
        text = now_of(speaker_of(lead)[1], text, question)  # ("switched from Nan to Infacare": Infacare now)
    if asked.kind == "when" and not stated or asked.kind == "why" and not text:
        # The summary says what happened, a turn of the same chat says when ("yesterday I
        # was watching the Australian Open"): that turn's time, not the chat's date; or
        # why ("two days late because the flue kit hadn't arrived").
        extra = [p for p in same_chat if all(p is not q for q in pool)]
        for p in sorted([*pool, *extra], key=lambda p: -p.score):
            if p.chat is not lead.chat or p is lead or p.score < lead.score * WHEN_SHARE:
                continue
            # It must say the event itself, as fully as the lead does (the people it need not
            # name, when the lead says the event in other words than names).
            skip = names_at if _own(lead, names_at) else frozenset()
            if not _says_the_event(lead, p, skip, asked.kind == "why"):
                continue
            got, said = short_of(p, asked, question, is_question_word, sure)
            if said and got:
                return [(got, p)], stated
    if asked.lives:
        # "Where does my sister live?": "My sister Claire lives in Bordeaux" says it, over a note that
        # names her beside another place ("… and Claire chose the care home in Mâcon"); and where
        # one moved to since says it better ("moved into a flat in Njiro" after "lives in Moshi")
        told = [p for p in [lead, *pool] if (p is lead or p.score >= lead.score * NEAR_SHARE)
                and home_told(speaker_of(p)[1], asked.names, question)]
        latest = max(told, key=lambda p: (p.said_on, p is lead, p.score), default=lead)
        if latest is not lead:
            got, said = short_of(latest, asked, question, is_question_word, sure)
            if said and got:
                return [(got, latest)] if got != text else [(text, lead)], stated and got == text
    if asked.clocked and not text:
        # "What was Tamsin's time in the Truro half marathon?": the note says she finished it,
        # her turn of that chat the time ("1:52:30. I finished!"); the best chats first.
        ranked = list(dict.fromkeys(id(p.chat) for p in sorted(pool, key=lambda p: -p.score)
                                    if p.score >= lead.score * WHEN_SHARE))
        for p in sorted((p for p in same_chat if id(p.chat) in ranked), key=lambda p: (ranked.index(id(p.chat)), -p.score)):
            got, said = short_of(p, asked, question, is_question_word, sure)
            if got:
                return [(got, p)], False
    whose = WHOSE.match(question) if asked.kind == "who" else None
    chat = [lead, *sorted((p for p in same_chat if p is not lead), key=lambda p: -p.score)]  # best first
    if whose and not re.search(r"['’]s\b", text):
        # "at a party" says no owner; "at her friend Ella's birthday party", in its chat, does
        for p in chat:
            owner = whose_of(speaker_of(p)[1], whose.group(1), speaker_of(p)[0])
            if owner:
                return [(owner, p)], p is lead
    if asked.kind == "who" and (doer := doer_in_chat([speaker_of(p)[1] for p in chat], question, asked.names)):
        return [(doer[1], chat[doer[0]])], doer[0] == 0  # "Who coaches our quad?": "coach Dougie Fraser" in its chat
    # "Who's the surgeon doing my knee?", where the lead names none: the role asked
    role = _ROLE_ASKED.match(question) if asked.kind == "who" and not text else None
    # … or the lead says one only by role: "the apprentice will run the shop while they
    # recover" answers "Who minded the shop …?" with "Craig, my apprentice" of its chat
    said_role = role_in(speaker_of(lead)[1], is_question_word) if asked.kind == "who" and not text and not role else ""
    if asked.kind == "who" and (text or role or said_role) and not WHO_IS.match(question) and not whose:
        # "the GP referred her": the GP's name, where a sentence of the chat gives it
        # (… or, for a role the question asks, another chat that names it: "Who's my
        # accountant?" of "Had my mid-year meeting with Gareth Hughes, my accountant")
        others = sorted((p for p in pool if p.chat is not lead.chat), key=lambda p: -p.score) if role else []
        for p in [*chat, *others]:
            name = named_role(text or (_role_word(role) if role else said_role), [speaker_of(p)[1]])
            if name:
                return [(name, p)], stated or p is lead
    if asked.ordinal and asked.advised and (step := listed_step(lead, asked.ordinal)):
        return [(step, lead)], True  # ("What was the first thing you told me to do …?": the list's first item)
    if asked.kind == "what" and not asked.ordinal and (listed := list_after(lead)):
        # "these diet changes are commonly recommended:" says what follows: its list's items.
        return [(item, lead) for item in listed], True
    listing = asked.several or bool(re.search(r"\bnames\b", question, re.I))
    did = bool(HAPPENED.match(question)) or asked.doing  # "What happened to …?": "collapsed" says it
    if not listing and asked.kind == "what" and _names_nothing(text) and not did:
        # One word that names nothing ("new" from "Fahim started to read a new book."): a
        # sentence nearly as good that names a thing gives the answer, else none does.
        for p in sorted(pool, key=lambda p: -p.score):
            if p.score < lead.score * NEAR_SHARE:
                break
            got, said = short_of(p, asked, question, is_question_word, sure) if p is not lead else ("", False)
            if said and got and not _names_nothing(got) and len(got.split()) <= ITEM_WORDS:
                return [(got, p)], False
        return [], False
    if not listing or asked.kind not in ("what", "who", "where"):
        return ([(text, lead)] if text else []), stated
    # A list of things ("What sports does Elise play?") is the things each sentence names
    # where the question's words are; places and people are read as short_of reads them.
    people = frozenset(fold_name(speaker_of(p)[0]) for p in [lead, *pool]) - {""}
    if not _PEOPLE_ASKED.search(question):  # … and the people the sentences name are no places or things:
        # "Where has Isla dived?" is "Lundy, Mewstone", not "Gerald, Jonah" of "dived with Gerald and Jonah"
        people |= {fold_name(n) for n in NameRoles.of(dict.fromkeys(p.whole for p in [lead, *pool])).people}  # (each passage once)

    titled = False  # once a sentence gave titles, a bare name is no title
    noun_named: set[str] = set()  # "Which marathons …": "the Brighton Marathon", where a sentence names one so

    family = asked.kind == "who" and _FAMILY_ASKED.search(question)

    def items(p: Passage) -> list[str]:
        nonlocal titled
        if family:  # "Who is in Harold's family?": the names said with who they are to someone ("his wife Margaret")
            speaker, body = speaker_of(p)
            return [n for n in names_in(body, asked.names) if relation_of(body, n, speaker)]
        if asked.noun and (names := names_of_noun(speaker_of(p)[1], asked.noun)):
            noun_named.update(names)
            return names
        if p.answers:  # "What are you growing?" — "Tomatoes, basil and peppers in mine."
            return reply_items(speaker_of(p)[1], True)
        if asked.job and asked.names:  # "What jobs has Wanjiru had?": those said of her, not "coach Otieno"
            speaker, body = speaker_of(p)
            got = job_of(body, asked.names, speaker, asked.relative)
            return [got] if got else []
        if asked.thing is not None and asked.thing.members and not asked.naming:  # only things of the asked kind
            body = speaker_of(p)[1]
            if asked.names:  # "Kevin and his mom cooked lasagna. Paola made macarons.": Paola's only
                body = " ".join(part for part in split(body) if not _about_another(part, asked.names))
            found = things_in(body, asked.thing, is_question_word)
            if asked.thing.name in ("pet", "animal"):  # (food is no animal: "chicken thighs", "shrimp paste")
                found = [x for x in found if not _COOKED.search(x)
                         and not _FOOD_AFTER.match(body, body.find(x) + len(x) if x in body else len(body))]
            if asked.thing.name == "pet":  # "Bolt (greyhound)": a pet by its name, where the sentence gives one
                # (its name may be in the next sentence of the turn: "… a beagle puppy! His name is Toby.")
                found = [n for x in found
                         for n in _named_pets(p.whole if p.whole.find(x) >= 0 else body, x, people | asked.names)]
            if asked.thing.named:  # a name is one too ("League of Legends", not "League")
                named = [x for x in near_items(body, is_question_word, people) if x[:1].isupper()]
                found += [x for x in named if not any(y != x and y.startswith(x + " ") for y in named)]
            return found
        if asked.thing is not None and asked.thing.named and not asked.thing.members:
            # "What movies did Paola watch?": the titles quoted in her sentences, never those
            # of "Emi re-watches her favorite sitcom "Friends"." beside them.
            if p.about == WRONG and p is not lead:  # "Marcus: I read This Is Going to Hurt" is no book of Rosie's
                return []
            body = speaker_of(p)[1]
            own = "; ".join(clause for part in split(body) for clause in part.split("; ")
                            if not _about_another(clause, asked.names) and not _opened_by(clause, asked.names)) \
                if asked.names else body
            # (… or unquoted after a verb of the kind: "I'm reading Hamnet by Maggie O'Farrell")
            titles = titles_in(own) or unquoted_titles(own, asked.thing.name)
            if titles or titles_in(body):
                titled = True
                return list(dict.fromkeys(titles))
            if p is not lead:  # no title: a name may be one ("Money Heist"), a common word is not
                if titled:
                    return []
                names = names_in(own, people)  # capitalised past a sentence's first word
                return [x for x in near_items(own, is_question_word, people) if any(x in n or n in x for n in names)]
        if asked.kind == "what" and not asked.naming and (p is not lead or not text):
            # (a common word alone is no thing named: "couple" of "a couple games I play")
            body = speaker_of(p)[1]
            return [x for x in near_items(body, is_question_word, people) if not _bare(x, body)]
        return [cut for item in items_of(text if p is lead else short_of(p, asked, question, is_question_word, sure)[0])
                if (cut := _untimed(item)) and not _not_a_thing(cut, people)]

    out: list[tuple[str, Passage]] = [(item, lead) for item in items(lead) if not _a_date(item)]
    stated = stated or bool(out)
    floor = lead.score * ITEM_SHARE
    for p in sorted(pool, key=lambda p: -p.score):
        if len(out) >= MAX_ITEMS or p.score < floor:
            break
        if p is lead:
            continue
        for item in items(p):
            if len(item.split()) > ITEM_WORDS or _a_date(item):  # ("4 May 2024" of "… competition on 4 May 2024")
                continue
            if not any(same_item(item, have) for have, _ in out) and len(out) < MAX_ITEMS:
                out.append((item, p))
    if asked.thing is not None and asked.thing.name == "pet" and any(" (" in item for item, _ in out):
        # "Pixie (puppy)" and "Pixie (border collie)" are one pet, and so is a "puppy" of the same
        # sentence or a "greyhound" beside "Bolt (greyhound)"; "black kitten" of another may be another
        named = {item.split(" (")[0]: (item, p) for item, p in reversed(out) if " (" in item}
        heads = {_animal(item.rstrip(")").split("(")[-1].split()[-1]) for item, _ in named.values()}
        out = [x for x in out if named.get(x[0].split(" (")[0]) == x or " (" not in x[0]
               and _animal(x[0].split()[-1]) not in heads]
    if noun_named:  # … and then only the names: not "18-mile" or "next April" of the sentences beside them
        out = [(item, p) for item, p in out if item in noun_named]
    return out, stated


# An introduction that lists what not to do ("these painkillers are not suggested for a child")
_NOT_SUGGESTED = lazy(r"\b(?:not|never|avoid|don['’]t|do not|shouldn['’]t|should not)\b", re.I)


def list_after(lead: Passage) -> list[str]:
    """The items of the numbered list that lead sentence introduces, each up to where its
    own words end ("I'd suggest these diet changes:" → "Oats and barley", "Olive oil instead
    of butter", …); [] when the sentence is no list's introduction of one sentence."""
    if lead.kind != "raw" or not lead.text.rstrip().endswith(":") or not lead.source_text:
        return []
    pieces = list_items(lead.source_text)
    if len(pieces) < 2 or pieces[0].strip() != lead.text.strip() or len(split(speaker_of(lead)[1])) > 1:
        return []  # … one sentence of it: a paragraph before a list says more than "these:"
    # (its last clause: "I'm not a doctor, but these are commonly recommended:" suggests them)
    if _NOT_SUGGESTED.search(re.split(r",\s*but\b|;", speaker_of(lead)[1])[-1]):
        return []
    return item_heads(pieces[1:MAX_ITEMS + 1])


def listed_step(lead: Passage, ordinal: int) -> str:
    """For "What was the first thing you told me to do as a new prescriber?", led by the
    assistant's words before a numbered list ("Here's how to make a safe start …:"), the head
    of the asked item of that list ("Write down your scope of practice …"); "" for none."""
    if lead.kind != "raw" or not lead.source_text or not is_assistant(speaker_of(lead)[0]):
        return ""
    headed = numbered_headings(lead, speaker_of(lead)[1])  # (… or of the reply the lead is of: "## 1. Félix's RESP first")
    pieces = list_items(lead.source_text)
    if len(headed) < 2 and (len(pieces) < 3 or speaker_of(lead)[1].strip() not in pieces[0]):
        return ""  # (the lead is the text before the list, not an item of it)
    step = asked_step(item_heads(headed if len(headed) >= 2 else pieces[1:]), ordinal)
    return step[1] if step else ""


_NEGATED = lazy(r"\b(not|no|never|don't|dont|doesn't|doesnt|didn't|didnt|isn't|isnt|wasn't|wasnt|aren't"
                r"|weren't|won't|hardly|rather than|instead of)\b", re.I)


def chosen_option(lead: Passage, pool: list[Passage], options: tuple[str, ...]) -> list[tuple[str, Passage]]:
    """The option of an either-or question that the best sentence naming one of them
    names ("I work part-time at the shop" → "part-time"; "not full-time" → the other one);
    [] when no sentence tells them apart."""
    # Each option is told by its last word the other lacks: "big city" by "city" (a
    # sentence says "a tropical city"), "simple food" by "simple".
    own = [tokens(o) for o in options]
    marks = [{next(t for t in reversed(own[i]) if all(t not in o for o in own[:i] + own[i + 1:]))}
             for i in range(len(options))]
    # Only sentences about the question's subject (`pool`) choose: "complex food was for
    # common folk", said of others, says nothing of what Akib cooks.
    first = [lead] if any(p is lead for p in pool) else []
    for p in first + sorted((p for p in pool if p is not lead), key=lambda p: -p.score):
        body = speaker_of(p)[1]
        toks = set(tokens(body))
        held = [i for i, m in enumerate(marks) if m <= toks]
        if len(held) == 2 and len(options) == 2:
            i = _preferred(body, marks)  # "Use YAML instead of JSON", "moved from JSON to YAML"
            if i is not None:
                return [(options[i], p)]
        if len(held) != 1:
            continue
        i = held[0]
        if len(options) == 2 and _NEGATED.search(body):
            # "I don't work full-time": the clause naming the option is negated.
            at = min((m.start() for m in words_of(body) if set(tokens(m.group(0))) & marks[i]), default=0)
            clause = re.split(r"[.;!?]\s|,\s|\bbut\b", body[:at])[-1]
            if _NEGATED.search(clause):
                i = 1 - i
        return [(options[i], p)]
    return []


def _first_at(body: str, mark: set[str]) -> int:
    return min((m.start() for m in words_of(body) if set(tokens(m.group(0))) & mark), default=-1)


def _preferred(body: str, marks: list[set[str]]) -> int | None:
    """Of two options a sentence names both of, the one it prefers: the first of "A instead
    of / rather than / over / not B", the second of "from A to B"; None when it does not say."""
    at = [_first_at(body, m) for m in marks]
    a, b = sorted(range(2), key=lambda i: at[i])
    between = body[at[a]:at[b]]
    if re.search(r"\b(vs\.?|versus)\b", between, re.I):
        return None
    if re.search(r"\b(instead of|rather than|over|not)\b", between, re.I):
        return a
    if re.search(r"\bfrom\b", body[max(0, at[a] - 6):at[a]], re.I) and re.search(r"\bto\b", between, re.I):
        return b
    return None


HOW_MANY_TIMES = lazy(r"\bhow many times\b", re.I)


def counted_events(pool: list[Passage], keys: list[int], least: int) -> list[tuple[str, Passage]]:
    """For "How many times did Vanessa see her ex?" when no sentence gives a number: the
    chats whose sentences about the subject tell of the event (hold `least` of the
    question's `keys`, its main words other than the person's name), counted, each cited
    by its best sentence: [("2 times", p1), ("2 times", p2)]. The same event told in two
    chats counts twice; the answer says it was counted."""
    first: dict[str, Passage] = {}
    for p in sorted(pool, key=lambda p: -p.score):
        if keys and sum(1 for i in keys if p.strengths[i] >= TURN) >= least:
            first.setdefault(p.chat.result.chat_id, p)
    n = len(first)
    return [(f"{n} time{'s' if n > 1 else ''}", p) for p in first.values()] if n else []
