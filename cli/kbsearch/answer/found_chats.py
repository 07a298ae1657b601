"""The chats a question's search finds, as the answer reads them: each with its best
chunks and the words of its title, topics and date; the wider words searched for when the
question's own words find nothing that states the asked kind of thing ("What's our dog
called?" of "Bosco is our greyhound", "What do I do for work?" of "I'm a dental
hygienist"); and the text an age is said in, which no word of "How old am I?" finds
("The user, Siobhán, 44, is a dental hygienist")."""

from __future__ import annotations

import re

from ..text import tokens
from .asked import IRREGULAR, Asked
from .evidence import Chat
from .kind_words import JOB
from .kinds import asked_thing, breeds_of, thing_words
from .lazy_pattern import lazy
from .short_count import count_of
from .when import long_date, parse_day

CHAT_CHUNKS = 2  # a chat's best matching chunks read at most
WIDER_WORDS = 60  # at most this many words of a kind searched for


def date_words(value: str) -> set[str]:
    """A chat's date as the words a question may use for it ("7", "jan", "january", "2024")."""
    day = parse_day(value)
    if day is None:
        return set()
    return set(tokens(f"{long_date(day)} {day.strftime('%b')}"))


def chats_of(index, results, start: int = 0) -> list[Chat]:
    """The chats of `results` (a search's, ranked), numbered from `start`: evidence is read
    where the question's words are, the chunks the search matched, best scoring first, a few
    per chat."""
    rows = {r.chat_id: index.chat_by_id(r.chat_id) for r in results}
    topics_of = index.topics([row.row for row in rows.values() if row is not None]) if results else {}
    chats: list[Chat] = []
    for i, r in enumerate(results, start):
        row = rows[r.chat_id]
        if row is None:
            continue
        topics = topics_of.get(row.row, [])
        context = set(tokens(" ".join([r.title, *(t.replace(".", " ").replace("_", " ") for t in topics)])))
        context |= date_words(r.date)  # "what did she buy on 7 Jan 2024?": the chat of that day
        by_num = {c.chunk_num: c for c in index.chat_chunks(row)}
        chunks = [by_num[n] for n in r.best_chunks or r.matching_chunks if n in by_num] or list(by_num.values())
        chats.append(Chat(i, r, chunks[:CHAT_CHUNKS], context, topics))
    return chats


def wider_words(question: str) -> list[str]:
    """The irregular past forms of a question's words and the words for things of the kind
    it asks after ("car": toyota, honda, …), for a search that found nothing."""
    thing = asked_thing(question)
    words = [IRREGULAR[t] for t in tokens(question) if t in IRREGULAR and IRREGULAR[t] != t]
    return words + (_words_of_kind(thing)[:WIDER_WORDS] if thing else [])


def _words_of_kind(thing) -> list[str]:
    """The words for things of a kind, but its own (a name of two words by its words: "fiddle leaf fig")."""
    return sorted({w for t in thing_words(thing) for w in t.split()} - set(tokens(thing.word)))


def kind_search_words(question: str, asked: Asked) -> list[str]:
    """The words that say a thing of the kind a question asks after without its word: the
    breeds of a dog or cat it names, the jobs for a question after someone's work, the
    kind's own words; [] when it asks after none."""
    words = [b for t in tokens(question) for b in sorted(breeds_of(t))]
    if asked.job:  # (every one: a job said is as often a rare one, "radiographer", as a common one)
        words += list(dict.fromkeys(w for job in JOB for w in job.split()))
        words += ["teaches", "taught", "lectures", "drives", "driven"]  # (… or its verb: "has driven the number 83 bus")
    elif asked.thing is not None:
        words += _words_of_kind(asked.thing)
    return list(dict.fromkeys(words))


HOW_OLD = lazy(r"^\W*how old (?:am i|(?:is|was|will be|turns?) (?P<name>(?-i:[A-Z])[\w'’-]+))\b|^\W*what(?:['’]s| is) my age\b",
                re.I)
_AGE = "[1-9][0-9]"


def age_globs(question: str) -> list[str]:
    """The shapes of text an age asked for is written in, as SQLite GLOBs over a condensed
    note ("*The user, *, 44, *"; for "How old is Maren?": "*Maren, 31,*", "*Maren (31)*"); []
    for another question."""
    m = HOW_OLD.match(question)
    if not m:
        return []
    who = m.group("name")
    if who:
        return [f"*{who}, {_AGE},*", f"*{who} ({_AGE})*", f"*{who}, aged {_AGE}*", f"*{who} is {_AGE}*",
                f"*{who} turned {_AGE}*", f"*{who}, now {_AGE}*"]
    return [f"*The user, {_AGE},*", f"*The user, *, {_AGE}, *", f"*The user is {_AGE}*", f"*the user is {_AGE}*",
            f"*The user ({_AGE})*", f"*The user, aged {_AGE}*"]


AGE_SAID = "\x00age"  # the mark of a sentence that says the asked age, held by the question's "old"


def mark_ages(passages: list, question: str) -> list:
    """The passages (evidence.Passage), for a question after an age those that say one
    marked with AGE_SAID ("The user, Siobhán, 44, …" holds the "old" of "How old am I?")."""
    for p in passages if HOW_OLD.match(question) else ():
        if count_of(p.text, question):
            p.toks = p.toks | {AGE_SAID}
    return passages
