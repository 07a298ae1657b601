"""Which sentence leads an answer, among those the evidence kept in score order: one
that holds the asked kind of thing, one that states the question in its own words, a
turn of the chat a note condensed, the latest chat's for a question after how things are
now. Each reorders `kept` only; none adds or drops a sentence."""

from __future__ import annotations

import re
from dataclasses import replace

from ..text import STOPWORDS, stem, tokens, word_root
from .asked import BEFORE, LIGHT, REASON, Asked, tense_in
from .clauses import job_as_who, relation_of
from .counted import counted_things
from .list_of import ITEM
from .evidence import TURN, Concept, Passage
from .lead import states
from .over_time import PRESENT_PRICE, changed_later, later_says
from .short_count import count_of
from .sentences import PARTS, own_share, speaker_of, split
from .subject import RIGHT, WRONG, fold_name, introduces_another, is_assistant, is_user, subject_names
from .value_words import BOUGHT, TOTAL
from .when import MOVING, long_date, mentions, parse_day
from .words import names_of_noun
from .lazy_pattern import lazy


FIT_SHARE = 0.6
# Not *when*: a sentence without a date is answered by its chat's date, and a dated one of
# the same chat is as often about another event (the dev set lost 0.03 of its dates).
FIT_KINDS = ("count", "where", "who", "duration")


# "Why did we move the Musala climb?": a plan changed, asked why; the sentence saying the change
# and its reason answers ("Musala moved to 9 August. Thunderstorms forecast for 19 July"), not
# the plan it changed ("Climb Musala on 19 July. The big goal of the year")
_CHANGE_ASKED = lazy(r"^\W*why\b(?:.*\bmove\s+(?:the|our|my|his|her|their)\b(?![^?]*\bto\b)"
                     r"|\s+(?:did|does)\s+(?:the|our|my|his|her|their|\w+['’]s)\s.*\bmove\?$"
                     r"|.*\b(?:was|were)\b.*\bmoved\b(?![^?]*\bto\b)"
                     r"|.*\b(?:postpone[ds]?|pushed back|put back|delay(?:ed|s)?|cancel(?:l?ed|s)?|call(?:ed)? off|reschedul\w+"
                     r"|later than|start(?:ed)? late|slipp?(?:ed)?|brought forward)\b)", re.I)
_CHANGE_SAID = lazy(r"\b(?:moved|postponed|pushed back|put back|delayed|cancel(?:l)?ed|called off|rescheduled|slipped|brought"
                    r" forward|instead of|running late|overran|now (?:starts?|on|is))\b", re.I)
CHANGE_REASON_SHARE = 0.7


def changed_reason_first(kept: list[Passage], candidates: list[Passage], required: int, why: str) -> list[Passage]:
    """For a why-question (`why`) after a changed plan ("Why did we move the climb?", "Why was
    the open day moved?", not "Why did I move the mortgage to LHV?"), the sentence saying the
    change with a reason (a reason word, or a condensed note's "what. why") first, among those
    scoring CHANGE_REASON_SHARE of the best."""
    if not why or not _CHANGE_ASKED.search(why):
        return kept
    best = kept[0]
    # (not over a note of the right subject giving a reason: "… was delayed because …" need not say "moved")
    if not _change_and_why(best) and best.kind != "raw" and best.about == RIGHT and REASON.search(best.text):
        return kept
    # (where the best says a change with a reason too, only one scoring more: "Moving day moved from 18
    # October to 15 November. The tiler started three weeks late" over the exam "moved a week")
    told = max((p for p in candidates if p.matched >= required and p.about != WRONG
                and p.score >= best.score * CHANGE_REASON_SHARE and _change_and_why(p)), key=lambda p: p.score, default=None)
    if told is None or told is best or _change_and_why(best) and told.score <= best.score:
        return kept
    return [told] + [p for p in kept if p is not told]


def _change_and_why(p: Passage) -> bool:
    """Whether a sentence says a plan changed, and why: a reason word, or a condensed note's "what. why"."""
    return bool(_CHANGE_SAID.search(p.text)) and (bool(REASON.search(p.text)) or p.kind != "raw" and len(PARTS.split(p.text)) > 1)


def fitting_first(kept: list[Passage], candidates: list[Passage], asked: Asked, required: int,
                  question: str = "") -> list[Passage]:
    """For a question after a date, number, place, person: when the best sentence holds
    none ("To find the average distance … you can take the expectation"), one of the same
    chat that does and scores FIT_SHARE of it goes first ("The average distance … is 1/3")."""
    best = kept[0]
    if asked.kind == "when" and best.kind == "procedures" and not best.fits:
        # steps advised are no event, nor is their chat's day its time ("GP appointment and memory
        # clinic referral" of January for "When was Dad's appointment at the memory clinic?")
        dated = next((p for p in kept if p.fits and p.about != WRONG and p.score >= best.score * FIT_SHARE), None)
        if dated is not None:
            return [dated] + [p for p in kept if p is not dated]
    if asked.kind == "when" and best.kind != "raw" and (not best.fits or not _event_dated(best, question)):
        return told_turn_first(kept, candidates, asked, question)
    if asked.kind == "what" and asked.noun and not names_of_noun(best.text, asked.noun):
        # "Which choir did Callum join?": a sentence naming one ("the Moseley Community Choir")
        named = max((p for p in candidates if p.matched >= required and p.about != WRONG
                     and p.score >= best.score * FIT_SHARE and names_of_noun(p.text, asked.noun)),
                    key=lambda p: p.score, default=None)
        return kept if named is None else [named] + [p for p in kept if p is not named]
    if asked.kind not in FIT_KINDS or best.fits:
        return kept
    floor = best.score * FIT_SHARE
    # One that holds the question's words itself goes before one that borrows them from its
    # turn ("The average distance … is 1/3" before "The red line still shows … 1/3").
    better = max((p for p in candidates if p.fits and p.chat is best.chat and p.matched >= required
                  and p.about != WRONG and p.score >= floor),
                 key=lambda p: (own_share(p) >= 0.5, p.score), default=None)
    if better is None:
        return kept
    return [better] + [p for p in kept if p is not better]


STATING_SHARE = 0.9
# … and 0.94 of that when it holds more of them ("The twins dressed up …" over the note "Lily
# and Leo dressed up …"), unless the question names a day (a note of another day may hold more).
MORE_STATING = 0.94
SAME_CHAT_SHARE = 0.85
OWN_SHARE = 0.75


def stating_first(kept: list[Passage], weights: list[float], concepts: list[Concept], dated: bool,
                  candidates: list[Passage] = (), typed: bool = False, counting: bool = False) -> list[Passage]:
    """When the best sentence does not hold the question's words and one that does scores
    nearly as well (STATING_SHARE of it), that one goes first: 'Paola watched the Australian
    Open on tv' (a condensed note, weighed up) before 'Paola: I am watching "The Grand
    Budapest Hotel"' for "What movies did Paola watch?". So does a reply to the question
    itself ("What did you win?" — "A blue ribbon and 500 dollars") over a note of its chat."""
    light = frozenset(i for i, c in enumerate(concepts) if c.term in LIGHT)
    floor, more = kept[0].score * STATING_SHARE, 1.0 if dated else MORE_STATING
    better = next((p for p in kept[1:2] if p.answers and not kept[0].answers and p.chat is kept[0].chat
                   and p.score >= floor and p.about >= kept[0].about), None)
    if better is None and not states(kept[0], weights, light=light):
        better = next((p for p in kept[1:] if p.score >= floor * (more if p.matched > kept[0].matched else 1.0)
                       and p.fits >= kept[0].fits and p.about >= kept[0].about
                       and states(p, weights, light=light)), None)
    if better is None and typed and kept[0].kind != "raw" and not states(kept[0], weights, light=light):
        # A turn of the note's own chat is what the note condensed: "We booked a hotel in
        # Asakusa", with "Tokyo" in the turn before, states what the note "User booked a
        # hotel in Asakusa" leaves out, and goes first at a lower share: the user's own words
        # (a chat's notes may correct the assistant's numbers of its turns), for a question
        # after a place, a time, a number, a person or a name (an open question's turn says
        # more than the answer: the dev set lost 0.0006 with them).
        better = next((p for p in candidates if p.chat is kept[0].chat and p.kind == "raw"
                       and p.matched > kept[0].matched and p.score >= floor * SAME_CHAT_SHARE
                       and p.fits >= kept[0].fits and p.about >= kept[0].about
                       and not is_assistant(speaker_of(p)[0]) and states(p, weights, light=light)), None)
    if better is None and counting and kept[0].kind != "raw" and kept[0].about < RIGHT:
        # So does, for a question after the user's own number, the user's own turn of the note's chat that
        # holds as much and is plainly about them: "Our emergency fund … is €9,400" over the
        # note "Split €650/month into €450 emergency fund and €200 ETF savings plan".
        better = next((p for p in candidates if p.chat is kept[0].chat and p.kind == "raw" and p.about == RIGHT
                       and p.matched >= kept[0].matched and p.score >= floor * OWN_SHARE and p.fits >= kept[0].fits
                       and not is_assistant(speaker_of(p)[0]) and states(p, weights, light=light)), None)
    return kept if better is None else [better] + [p for p in kept if p is not better]


# "What car do I drive now?": of sentences nearly as good, the latest chat's says how it is.
NOW_SHARE = 0.85
# "Am I still taking the flock up to 450?": whether it holds now, which the latest chat on it
# tells in fewer of the question's words ("Keep the flock at 400 ewes, not 450")
STILL_SHARE = 0.65
_STILL = lazy(r"^\W*(?:am|is|are|do|does|has|have)\b.*\bstill\b", re.I)
COUNT_SHARE = 0.6  # … of sentences counting the same thing, for a count asked in the present
# … and in the best one's own chat, a sentence saying it changed, scoring this share of it
# ("Done, I've raised it to 7%" after "I put 5% into my pension").
CHANGE_SHARE = 0.5
CHANGED = lazy(r"\b(?:raised|increased|upped|bumped|lowered|reduced|cut|dropped|decreased|changed|switched|doubled|halved"
               r"|moved|went (?:up|down)|gone (?:up|down)|came down|come down|grew|shrank|fell|rose|knocked|negotiated"
               r"|haggled)\b[^.;!?]{0,40}?\bto\b"
               # ("I'm down to two coffees"; not "whether we get it is down to the finance offer")
               r"|\b(?:['’]m|am|is|are|['’]s|['’]re|now)\s+down\s+to\s+(?:[£$€]?\d|one|two|three|four|five|six|seven"
               r"|eight|nine|ten|a (?:couple|few)|half)\b",
               re.I)
# … or says how it is now ("the repair is now €690"; not "Now I want to store her …")
_OF_IT = lazy(r"\b(?:knocked|brought|got|talked|negotiated|haggled|put|cut|dropped|reduced|lowered|raised|increased"
              r"|upped|bumped)\s+(?:it|that|this|them)\b|\b(?:it|that)(?:['’]s| has| had| is)?\s+(?:gone|went|come|came"
              r"|dropped|risen|rose|fallen|fell)\b", re.I)
NOW_SAID = lazy(r"\bnow\b(?!,? (?:i|we) (?:want|need|have to|must|should|plan|am going|['’]m going)\b|,? let['’]?s\b)",
                re.I)
# … or how it ended ("the final bill was £364"; not "Finally chose the worktops")
FINAL_SAID = lazy(r"\b(?:final|in the end|ended up|came to|" + TOTAL + r")\b", re.I)


_A_DAY = lazy(r"\b\d{1,2} [A-Z][a-z]+ \d{4}\b")  # "25 August 2023", "the week of 26 June 2023"
_KIN_OPENS = lazy(r"\s*(?:my|his|her|our|their)\s+(?!own\b)[a-z]+", re.I)  # "My brother moved …": someone else


def _dates_event(phrase: str) -> bool:
    """Whether a time phrase dates an event: a "since" or "for two years" tells a state's length."""
    return not phrase.casefold().startswith(("since", "for "))


def _dated(text: str, said) -> bool:
    """Whether a sentence dates something."""
    return any(_dates_event(t.phrase) for t in mentions(text, said))


def _event_dated(p: Passage, question: str) -> bool:
    """Whether a sentence dates an event: a "since" tells when a state began ("whose wheel has
    not turned since 1958"), no date of "When did Rosie get the keys?" (unless a start is asked)."""
    return _dated(p.text, parse_day(p.said_on)) or bool(_STARTED.search(question))


_STARTED = lazy(r"\b(?:start|started|begin|began|since)\b", re.I)
TOLD_SHARE = 0.4  # of a note's words, the turn it condenses says at least this share
_TO_COME = lazy(r"(?:next|tomorrow|in |this coming|coming|later)", re.I)


def _said(p: Passage) -> set[str]:
    """A sentence's words, and its speaker's name."""
    return p.toks | set(tokens(speaker_of(p)[0]))


def told_turn_first(kept: list[Passage], candidates: list[Passage], asked: Asked, question: str) -> list[Passage]:
    """For a when-question led by a chat's note that gives no date ("Noor is fostering a cat
    called Clementine, who gave birth to five kittens"), the turn of that chat the note
    condenses goes first if it dates it another day ("… and she had five kittens on
    Wednesday"): the turn of the same chat saying most of the note's words, TOLD_SHARE of
    them at least. Not a time to come for what was done ("I plan to go to Japan next summer"
    for "When did Akib start to plan the trip?")."""
    best = kept[0]
    said = parse_day(best.said_on)
    words = best.toks - STOPWORDS

    def dates_another_day(text: str) -> bool:  # (a "since" dates no event: "hasn't turned since 1958")
        return any(t.resolved != long_date(said) and not (asked.tense != "future" and _TO_COME.match(t.phrase))
                   and _dates_event(t.phrase) for t in mentions(text, said))
    # (… holding a word of the question itself, not only its speaker's name: not "My old cat
    # Tom died last Monday" beside "We adopted a kitten today!" for "When did Noor adopt the kitten?")
    asked_words = set(tokens(question)) - STOPWORDS

    def says_some(toks: set[str], p: Passage) -> bool:
        return bool((toks & asked_words) - set(tokens(speaker_of(p)[0])))
    dating = [p for p in candidates if p.kind == "raw" and p.chat is best.chat and p.fits and p.about != WRONG
              and not p.text.rstrip().endswith("?")  # (a question dates nothing done: "Any New Years Eve plans?")
              and dates_another_day(p.text)] if words and said else []
    # (… of its whole message: a note condenses a turn — "I passed my minimum skills on
    # Wednesday! 27 laps in five minutes, so I'm cleared to scrimmage")
    turns = [(len((p.toks | set(tokens(p.source_text))) & words) / len(words), p) for p in dating if says_some(p.toks, p)]
    if not turns and not asked.made:  # … or, none saying any, in its message, which says TOLD_SHARE of the
        # note and nearly as much of the question: "BIG NEWS from the red panda enclosure. Mei had
        # twins the week before last!" for "When were the red panda cubs born?"
        # (… whose sentence saying the question's words dates nothing itself: not "My old cat Tom
        # died last Monday" beside "We adopted a kitten today!" for "When did Noor adopt the kitten?")
        # (… nor one about someone else: "My brother moved to Bristol the Friday before last")
        # (… and a day it tells, not only a year: not "something lighter this year")
        least = max(1, len(_said(best) & asked_words) - 1)
        turns = [(share, p) for p in dating if says_some(message := p.toks | set(tokens(p.source_text)), p)
                 and any(_A_DAY.search(t.resolved) for t in mentions(p.text, said))
                 and len((_said(p) | message) & asked_words) >= least
                 and (share := len(message & words) / len(words)) >= TOLD_SHARE
                 and not introduces_another(speaker_of(p)[1]) and not _KIN_OPENS.match(speaker_of(p)[1])
                 and not (asked.names and subject_names(speaker_of(p)[1]) - asked.names)
                 and not any(q.source_text == p.source_text and says_some(q.toks, q) and _dated(q.text, said)
                             for q in candidates if q.kind == "raw" and q.chat is best.chat)]
    share, told = max(turns, key=lambda t: (t[1].matched, t[0]), default=(0.0, None))
    # (… or, said by whom the note names, every word of the question the note holds: a long
    # note condenses several turns)
    # (… all of them but one, in any of their forms: "Chai died last Sunday" of "her cat Chai died
    # there at sixteen", for "When did Wanjiru's cat Chai die?")
    rooted = {word_root(w) for w in asked_words}
    if told is None or share < TOLD_SHARE and len({word_root(w) for w in _said(told)} & rooted) \
            < len({word_root(w) for w in _said(best)} & rooted) - 1:
        return kept
    # … and holds what the note holds ("gave birth" of "had five kittens")
    said = replace(told, strengths=[max(a, b) for a, b in zip(told.strengths, best.strengths)],
                   matched=max(told.matched, best.matched), score=max(told.score, best.score),
                   about=max(told.about, best.about))
    return [said] + [p for p in kept if p is not told]


# A count held as the sentence is said ("so she has 45 hives", "with 45 hives she sells …"), not planned
_HOLDS_COUNT = lazy(r"\b(?:has|have|['’]s got|['’]ve got|with|keeps?|owns?)\s+(?:about |around |nearly |over |just )?"
                    r"(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty"
                    r"|forty|fifty|sixty|seventy|eighty|ninety)\b(?![\d.,:]*\s*(?:%|percent|years?|months?|weeks?|days?)\b)", re.I)


def latest_first(kept: list[Passage], candidates: list[Passage] = (), required: int = 0,
                 now: bool = True, final: bool = False, question: str = "", changes: bool = True,
                 when: bool = False, count: bool = False) -> list[Passage]:
    """The sentence of the latest chat among those scoring NOW_SHARE of the best, holding
    the asked kind of thing as the best does, first ("I now practise 40 minutes a day" over
    the teacher's "20 minutes a day" of months before); else, a sentence of the best one's
    chat that says the thing changed, by the same speaker ("I've raised it to 7%"), among
    `candidates` holding `required` of the question's words; `now`: one saying how it is
    now says a change too ("the repair is now €690"; not for what was paid: "the same TV is
    now €749", where one saying it was bought does); `final`: one saying how it ended does
    ("so the final bill was £364"), and the user's own words say it over the assistant's;
    `question`: what a later chat's sentence must say to go first (asked.later_says: "she's
    had 12 sessions *now*" for a count so far, "72 *turned up*" for how many came), and, for a
    price asked in the present, whether a change needs all of the question's words ("my rent
    went up to £950" says nothing of the gym membership); `changes`: whether a sentence saying
    a change may go first (not for a job asked in the present: "What does Mara do?"); `when`: a
    date is asked, and a later sentence moving it says where it ended ("postponed … to 4 June");
    `count`: a number is asked, and of those near the best only ones giving it may go first
    ("so she has 45 hives", not the later "lost no hives")."""
    later = later_says(question)
    strict = bool(PRESENT_PRICE.search(question))
    marks = (CHANGED, NOW_SAID if now else BOUGHT, *((FINAL_SAID,) if final else ()))

    def says_change(text: str) -> bool:
        return any(m.search(text) for m in marks)
    best = kept[0]
    # ("Final roof bill €6,670" months after the quotes: how it ended, in a later chat, or
    # where it moved to)
    # (… or, where the best says no end of its own, one that does, of any day: "Final renovation cost 54,300 zł"
    # over the assistant's later "You have 14,000 zł")
    ended = [p for p in candidates if final and (p.said_on > best.said_on or not FINAL_SAID.search(speaker_of(best)[1]))
             and p.matched >= required and p.fits >= best.fits
             and p.about >= best.about and p.score >= best.score * CHANGE_SHARE
             # (… or a date moved: "they've postponed the knee operation to 4 June")
             and (FINAL_SAID.search(speaker_of(p)[1]) or when and _MOVED.search(p.text))]
    if ended:
        latest = max(ended, key=lambda p: (p.said_on, p.score))
        return [latest] + [p for p in kept if p is not latest]
    share = STILL_SHARE if _STILL.match(question) else NOW_SHARE
    # (where the best is the user's own word of now, a later note naming no one is the user's too: "Shoulder
    # mount 420,000 ISK … from 1 January 2026" over "a reindeer shoulder mount is 380,000 ISK")
    mine = now and best.kind == "raw" and is_user(speaker_of(best)[0])
    near = [p for p in kept if p.score >= best.score * share and p.fits >= best.fits
            and (p.about >= best.about or mine and p.about != WRONG and p.kind != "raw")
            and (p is best or later is None or later.search(p.text) or count and _HOLDS_COUNT.search(p.text))]
    if count and now:  # (a later count said as now, in fewer of the question's words: "Otieno split a hive and now has eight")
        near += [p for p in candidates if p.said_on > best.said_on and all(p is not q for q in near) and p.fits >= best.fits
                 and p.about >= best.about and p.score >= best.score * CHANGE_SHARE and NOW_SAID.search(p.text)
                 and _HOLDS_COUNT.search(p.text) and count_of(p.text, question)]
    if count and (giving := [p for p in near if count_of(p.text, question)]):
        near = giving
    latest = max(near, key=lambda p: p.said_on, default=best)
    if final and _RUNNING.search(latest.text) and not _CUT_OFF.search(question):
        # A count so far is no end: a later chat's count of it is ("placed 41 dogs in 2025" after
        # "has placed 34 dogs so far in 2025"), itself no count so far (not "18 so far this year"
        # of the year after), and where the question sets no day it ends by ("… by the end of November")
        told = [p for p in candidates if p.said_on > latest.said_on and p.matched >= required and p.fits >= latest.fits
                and p.about != WRONG and p.score >= best.score * CHANGE_SHARE and count_of(p.text, question)
                and not _RUNNING.search(p.text)]
        latest = max(told, key=lambda p: (p.said_on, p.score), default=latest)
    if latest is not best and (latest.said_on > best.said_on or latest.said_on == best.said_on and best not in near):
        return [latest] + [p for p in kept if p is not latest]
    if not changes:  # (`changes` False: only the latest of those near the best, no sentence saying a change)
        return kept
    if says_change(best.text) and best.fits:  # (not "The user now has Spanish lessons": how often?)
        return kept
    who = speaker_of(best)[0]
    # (one word fewer of the question: "the repair is now €690" need not say "quote" again)
    changed = max((p for p in candidates if p is not best and p.chat is best.chat
                   and p.matched >= max(1, required - 1)
                   # (a price now: in every word the best says it with, or as "it": "knocked it down
                   # to £40"; not "my rent went up to £950" for the gym membership)
                   and (not strict or _OF_IT.search(p.text)
                        or all(x > TURN for x, b in zip(p.strengths, best.strengths) if b > TURN))
                   and p.score >= best.score * CHANGE_SHARE
                   and p.fits >= best.fits
                   and (speaker_of(p)[0] == who and p.about != WRONG
                        or (not who and p.about >= best.about or final and is_assistant(who) and p.about != WRONG)
                        and is_user(speaker_of(p)[0]))  # (a note tells of the user)
                   and says_change(speaker_of(p)[1])), key=lambda p: p.score, default=None)
    if changed is None and now and not final:
        changed = changed_later(best, candidates, required)
    return kept if changed is None else [changed] + [p for p in kept if p is not changed]


_RUNNING = lazy(r"\b(?:so far|to date|until now|up to now|as of (?:now|today))\b", re.I)
_CUT_OFF = lazy(r"\b(?:by|before|until|till|as of|up to)\b", re.I)


# A plan, which says nothing of whether it was done ("… are planning a week on Skye in August")
PLANNED = lazy(r"\b(?:plan(?:s|ned|ning)?|hop(?:e|es|ing) to|(?<!\bnot )(?<!n['’]t )want(?:s|ing)? to|going to|will|['’]ll|booked|signed up"
               r"|thinking (?:of|about)|considering|tempted to"  # ("is thinking of buying a motorbike")
               r"|entered|shortlisted|nominated"  # (entered a contest: whether it was won is to come)
               r"|tickets?\s+(?:for|to)"  # ("bought tickets for the Green Man festival in August": whether they went is to come)
               r"|offered|invited|must (?:answer|decide|reply)"  # (an offer: whether it was taken is to come)
               # (getting ready: "has asked for leave from 8 to 22 March for her trip", "is training for the race")
               r"|(?:asked|applied) for (?:leave|time off|the (?:day|week) off)|(?:saving|training|practis(?:ing|es)|practic(?:ing|es)"
               r"|preparing|getting ready) for)\b", re.I)
# "Did the school offer me a full-time post?" asks the plan itself, not how it went (its verb:
# "Did Inês accept the post she was offered?" asks how it went)
PLAN_ASKED = lazy(r"^\W*(?:did|does|do|has|have|had)\s+(?:(?:the|a|an|my|our|his|her|their)\s+)?[\w'’-]+\s+"
                  r"(?:offer|invite|book|plan|enter|nominate|shortlist)(?:s|ed|ted)?\b", re.I)
OUTCOME_SHARE = 0.5  # of the plan's score, kept by a later sentence telling how it went


def outcome_first(kept: list[Passage], candidates: list[Passage], main: frozenset[int] = frozenset(),
                  moved: bool = False, names: frozenset[int] = frozenset()) -> list[Passage]:
    """For a yes/no question after what was done ("Did Rory go to Skye in August?") led by a
    plan, the first sentence of a later chat that is about the same subject, holds as many of
    the question's words and tells how it went ("Rory's August trip to Skye was cancelled …"),
    first. `main`: the question's main words (no name, no light word), by their place.
    `moved`: only one saying the plan was moved ("When did I have my knee replacement?":
    "booked for 14 May", then "moved to 4 June"; a later "ran it last Sunday" dates it no better).
    `names`: the question's names, by their place ("the Green Man festival")."""
    best = kept[0]
    # (… or a headline's future: "Kliimaexpert to install a Panasonic Aquarea …, start 14 April 2025"; or a
    # decision's note, a plan too: "Strict rest for Bollie first instead of TPLO surgery")
    if not (PLANNED.search(best.text) or _HEADLINE_FUTURE.match(best.text)
            or best.kind == "decisions" and not moved and not _DONE_OPENS.match(best.text)) \
            or tense_in(best.text) == "past":
        return kept
    # (… saying each of the question's main words the plan does: not "bought a Honda Vision" for
    # "Did I buy a motorbike?", which yes-or-no cannot read as the asked thing; of three or
    # more, all but one: "turned down the full-time teaching post" need not say "offered")
    # (not of advised steps, whose words are the advice's: "Half marathon plan: three runs a week")
    said = [i for i in main if best.strengths[i] > TURN] if best.kind != "procedures" else []
    # (… where the plan names what it is of, "the Green Man festival", a later "sold our Green
    # Man tickets" saying every name it does may leave one other word unsaid)
    named = [i for i in names if best.strengths[i] > TURN] if said else []
    # A plan told in a turn and called off by the end of its chat: the chat's note saying so
    # ("Called off the September 2025 trip to Georgia" after "we have been planning ten days in Georgia")
    off = max((p for p in candidates if p.chat is best.chat and p.kind != "raw" and p.about != WRONG
               and all(p.strengths[i] > TURN for i in names if best.strengths[i] > TURN) and _CALLED_OFF.search(p.text)
               and p.score >= best.score * OUTCOME_SHARE and _tells_outcome(p.text)),
              key=lambda p: p.score, default=None) if best.kind == "raw" else None
    if off is not None:
        return [off] + [p for p in kept if p is not off]
    told = min((p for p in candidates if p is not best and p.said_on > best.said_on and p.about >= best.about
                and (unsaid := sum(p.strengths[i] <= TURN for i in said)) <= (
                    len(said) >= 3 or len(named) >= 2 and all(p.strengths[i] > TURN for i in named))
                # (… a place the plan names may go unsaid where its main words are all said: "missed the chess
                # nationals" of "qualified for the nationals in Nairobi …; Otieno … plan to take them")
                and p.matched >= best.matched - unsaid - (len(said) >= 2 and not unsaid and len(named) >= 2 and not moved)
                and p.score >= best.score * OUTCOME_SHARE
                and _tells_outcome(p.text)
                and (not moved or _MOVED.search(p.text) or not unsaid and _done_on(p.text))),
               key=lambda p: (p.said_on, -p.score), default=None)
    return kept if told is None else [told] + [p for p in kept if p is not told]


_CALLED_OFF = lazy(r"\b(?:called off|cancell?ed|scrapped|dropped|abandoned|shelved|gave up on|decided against)\b", re.I)


def _tells_outcome(text: str) -> bool:
    """Whether a sentence tells how a plan went: no plan or future of its own, or a clause in
    the past beside one ("I turned down the full-time teaching post, I'll stay part-time"); not
    one leaving it open ("…, which puts her March trip to Namibia at risk")."""
    if _OPEN.search(text):
        return False
    if tense_in(text) != "future" and not PLANNED.search(text.split(";")[0]):
        return True
    return any((tense := tense_in(c)) != "future" and (tense == "past" or _DONE_FORM.search(c)) and not PLANNED.search(c)
               for c in re.split(r";\s|,\s|\s+but\s", text))


# (a decision told as done: "Bought the Dacia Duster rather than the Toyota Yaris")
_DONE_OPENS = lazy(r"\W*(?:[A-Za-z]{3,}ed|bought|sold|took|chose|kept|left|got|went|paid|made|gave|quit|won|lost)\b", re.I)
_OPEN = lazy(r"\b(?:at risk|in doubt|in question|up in the air|on hold|undecided)\b", re.I)
_DONE_FORM = lazy(r"\b(?:[a-z]{3,}ed|took|sold|left|quit|gave up|said no)\b", re.I)  # ("turned down", "accepted")


_HEADLINE_FUTURE = lazy(r"\W*(?:[A-Z][\w'’&-]+\s+){1,3}to\s+(?!be\b)[a-z]{3,}\b")
# ("Heat pump installed 5-7 May 2025": done, on a day its clause names; not "they removed two
# polyps and the results came back on 12 November" of "When did I have my colonoscopy?")
_DONE_VERB = lazy(r"\b(?:[a-z]{3,}ed|took place|happened|went ahead|done)\b", re.I)


def _done_on(text: str) -> bool:
    return any(_DONE_VERB.search(c) and any(not t.relative for t in mentions(c, None))
               for c in re.split(r"[;,:]\s|\s(?:and|but|so|then)\s", text))


_MOVED = lazy(rf"\b(?:{MOVING})\b(?:\s+[\w']+){{0,4}}?"
              r"\s+(?:to|until|till)\b", re.I)


# … not a count of those that said no ("Two shops in Cardiff turned down Gwen's honey")
_REFUSED = lazy(r"\b(?:not|no|never|turned down|rejected|refused|declined|dropped|stopped|lost)\b", re.I)


# A count still running when said: "187 crocs since January", "so far", "to date"
_SO_FAR = lazy(r"\b(?:so far|to date|up to now|until now|since (?:January|the start of the year|the new year))\b", re.I)


def so_far(question: str, p: Passage) -> bool:
    """Whether a sentence gives a count still running in the year the question asks of ("pulled
    187 crocs out since January", said in 2025, for "How many … in 2025?"), which a later chat's
    total may pass (not for "… by September 2025?", which asks the running count)."""
    year = _IN_YEAR.search(question)
    return bool(year and (p.said_on or "").startswith(year.group(1)) and _SO_FAR.search(p.text))


_IN_YEAR = lazy(r"^(?!.*\b(?:by|until|till|as of|so far|up to)\b).*\bin (\d{4})\b", re.I)


def latest_count_first(kept: list[Passage], noun: str = "") -> list[Passage]:
    """For a count asked in the present ("How many pubs sell Crooked Ladder?"), the sentence
    of the latest chat among those counting the same thing as the best and scoring
    COUNT_SHARE of it, first: "now sold in nine pubs" of May over "Crooked Ladder cider is now
    sold in three pubs" of the April before, which says more of the question."""
    best = kept[0]
    # (… the asked noun, where the question says one: not "Oli" of "Dotty died at eight; Oli buried her")
    counted = {stem(noun)} if noun and stem(noun) in counted_things(best.text) else counted_things(best.text)
    near = [p for p in kept if p.score >= best.score * COUNT_SHARE and p.fits >= best.fits and p.about >= best.about
            and p.matched >= best.matched - 1 and counted & counted_things(p.text) and not _REFUSED.search(p.text)]
    latest = max(near, key=lambda p: p.said_on, default=best)
    if latest is not best and latest.said_on > best.said_on:
        return [latest] + [p for p in kept if p is not latest]
    return kept


def job_first(kept: list[Passage], question: str) -> list[Passage]:
    """For a job asked of someone, the one they have now ("What does Mara do?": the latest job
    said), or the one they had first ("What was Jens's job before?"); as they are when the
    best says no job of theirs. So too for a name ("What's my book called?": the title it was
    given last, not its working title)."""
    if not kept[0].fits:
        # ("What does Jamie do for a living?": "… and he teaches at a primary school" of the
        # same weight goes before "Marcus, a junior doctor, and his husband Jamie …")
        said = next((p for p in kept[1:] if p.fits and p.about >= kept[0].about and p.score >= kept[0].score * FIT_SHARE),
                    None)
        if said is None:
            return kept
        kept = [said] + [p for p in kept if p is not said]
    # (a job before is the earliest said, though a later "accepted the transport planner job" says "job" too)
    return earliest_first(kept, STILL_SHARE, fitting=True) if BEFORE.search(question) else latest_first(
        kept, now=False, question=question, changes=False)


def earliest_first(kept: list[Passage], share: float = NOW_SHARE, fitting: bool = False) -> list[Passage]:
    """The sentence of the earliest chat among those scoring `share` of the best (`fitting`: and
    of the asked kind), about the subject as the best is, first: "When did Akib first mention the
    Jupiter project?" is answered by the chat where he first did, not the one that says it best."""
    best = kept[0]
    near = [p for p in kept if p.score >= best.score * share and p.about >= best.about and p.said_on
            and (p.fits or not fitting)]
    earliest = min(near, key=lambda p: p.said_on, default=best)
    if earliest is not best and earliest.said_on < (best.said_on or "9999"):
        return [earliest] + [p for p in kept if p is not earliest]
    return kept


def related_first(kept: list[Passage], candidates: list[Passage], name: str, required: int) -> list[Passage]:
    """"Who is Alfie?": when the best sentence says no one Alfie is to anyone ("Alfie entered a
    giant sunflower …"), the best-scoring one that does ("Our grandson Alfie looked after the
    allotment") goes first; when none does, one that gives his job ("Eilidh met Aidan, a
    paramedic, …")."""
    for says in (relation_of, job_as_who):
        if says(speaker_of(kept[0])[1], name, speaker_of(kept[0])[0]):
            return kept
        better = max((p for p in candidates if p.matched >= required and p.about != WRONG
                      and says(speaker_of(p)[1], name, speaker_of(p)[0])), key=lambda p: p.score, default=None)
        if better is not None:
            return [better] + [p for p in kept if p is not better]
    return kept


def own_words_first(kept: list[Passage], candidates: list[Passage], weights: list[float],
                     concepts: list[Concept], names: frozenset[int] = frozenset()) -> list[Passage]:
    """When the best sentence holds a main word of the question only through the rest of its
    turn, the sentence of that turn that says it goes first, if it scores nearly as well
    ("I spent the holidays in Lisbon with my brother Dev." borrows "eat" from "We ate pastel
    de nata every single day.", which answers "What did Marcus eat in Lisbon?"), and says
    every other word the best says itself but a name ("Congratulations on adopting Biscuit!"
    says the name its list item "A martingale collar" borrows, and not "collar")."""
    best = kept[0]
    if best.kind != "raw" or not best.source_text:
        return kept
    borrowed = [i for i, (w, s) in enumerate(zip(weights, best.strengths))
                if w and s and s <= TURN and concepts[i].term not in LIGHT]
    own = [i for i, s in enumerate(best.strengths) if s > TURN and i not in names]
    if not borrowed:
        return kept
    floor = best.score * STATING_SHARE
    # (a list item's words are its heading's: "1. Pen the affected ewes" under "## Twin lamb disease")
    item = bool(ITEM.match(speaker_of(best)[1]))
    better = next((p for p in candidates if p is not best and p.source_text == best.source_text
                   and p.score >= floor and p.fits >= best.fits and p.about != WRONG
                   and (not item or ITEM.match(speaker_of(p)[1]))
                   and all(p.strengths[i] > TURN for i in (*borrowed, *own))
                   and all(p.strengths[i] for i, s in enumerate(best.strengths) if s)), None)
    return kept if better is None else [better] + [p for p in kept if p is not better]


SUBJECT_SHARE = 0.5
_OWNER = lazy(r"\s*([A-Z][\w-]+)['’]s\b")  # "Maya's skin prick test confirmed …": about Maya


def clause_about_another(p: Passage, concepts: list[Concept], main: list[int], names: frozenset[str]) -> bool:
    """Whether every sentence of `p` that holds a `main` concept of the question opens with
    someone other than `names`, and another opens with one of them ("Maya's test confirmed
    a peanut allergy …; Finn was tested and is clear" says Finn's name only where it says
    nothing of allergies; "Pixie is a border collie" may well be Audrey's dog)."""
    held, other = [], []
    for part in split(speaker_of(p)[1]):
        owner = _OWNER.match(part)
        subjects = subject_names(part) or ({fold_name(owner.group(1))} if owner else set())
        toks = set(tokens(part))
        if any(concepts[i].strength(toks, p.kind, set()) for i in main):
            # (one that names the subject anywhere may be about them: "Ella's mum confirmed Maya passed …")
            held.append(subjects if names.isdisjoint(toks) else names)
        else:
            other.append(subjects)
    return bool(held) and all(s and s.isdisjoint(names) for s in held) and any(not s.isdisjoint(names) for s in other)


def own_subject_first(kept: list[Passage], candidates: list[Passage], concepts: list[Concept], weights: list[float],
                      names: frozenset[str], name_concepts: frozenset[int], required: int) -> list[Passage]:
    """For a question about someone ("Does Finn have any allergies?"): when the best
    sentence says the question's words only of someone else, one that says them of that
    person ("he has no allergies at all", in a turn about Finn) and scores SUBJECT_SHARE of
    it goes first."""
    main = [i for i, w in enumerate(weights) if w and i not in name_concepts and concepts[i].term not in LIGHT]
    if not names or not main or not clause_about_another(kept[0], concepts, main, names):
        return kept
    best = kept[0]
    better = max((p for p in candidates if p is not best and p.score >= best.score * SUBJECT_SHARE
                  and p.matched >= required and p.about != WRONG and p.fits >= best.fits
                  and all(p.strengths[i] >= TURN for i in main) and not clause_about_another(p, concepts, main, names)),
                 key=lambda p: p.score, default=None)
    return kept if better is None else [better] + [p for p in kept if p is not better]
