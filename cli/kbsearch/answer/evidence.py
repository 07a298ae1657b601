"""Evidence for an answer: the question's concepts (each word with its synonyms), the
passages of the top chats' condensed sections and raw turns, each scored for how strongly
it holds them, and the selection that keeps the best, at most two a chat, without
near-duplicates."""

from __future__ import annotations

import math
import os
import re
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..ranking import unspaced
from ..ranking.query import SIGNAL_WORDS, parse_query
from ..ranking.search import Searcher
from ..ranking.synonyms import Pattern
from ..ranking.unspaced import pairs_required
from ..text import stem, tokens
from .asked import IRREGULAR
from .kinds import QUOTED_TITLE, UNQUOTED_TITLE, kind_marks
from .porter import stem as porter_stem
from .when import parse_day
from .words import title_kinds, titles_in
from .lazy_pattern import lazy

PER_CHAT = 2  # passages kept per chat: diversity across chats


SECOND_PASSAGE = 0.85  # a chat's second passage must score this share of its first


DUPLICATE_JACCARD = 0.6


SHORT_WORDS = 8  # a passage shorter than this scores less (too short to say much)


RELATIVE_FLOOR = 0.3  # a passage scoring below this share of the best is left out


# How strongly a passage holds a concept: the word itself, a synonym, the kind of section
# it comes from (a `failures` item *is* about a problem), its turn (the rest of the
# message it is a sentence of, or the message it answers), or only its chat's title/topics.
ORIGINAL, SYNONYM, SECTION, TURN, CONTEXT = 1.0, 0.8, 0.7, 0.6, 0.5


# Evidence quality by where a passage comes from. Condensed sections are curated
# statements; quotes are short and partial; raw turns are the fallback.
KIND_WEIGHT = {
    "failures": 1.0, "decisions": 1.0, "discoveries": 1.0, "outcomes": 1.0, "procedures": 1.0,
    "summary": 0.9, "section": 0.85, "text": 0.75, "quotes": 0.7, "artifacts": 0.6, "raw": 0.6,
}


# Words of a question that a section kind answers (query.SIGNAL_WORDS, plus outcomes).
SECTION_CUES = {kind: {stem(w) for w in ws} for kind, ws in SIGNAL_WORDS.items()}


SECTION_CUES["outcomes"] = {"outcome", "result", "resulted", "ended"}
# "How did we fix / solve …?" is answered by what was decided, done and came of it.
_FIXES = {"fix", "fixed", "fixes", "solve", "solved", "solution", "resolve", "resolved", "workaround"}
for _kind in ("decisions", "procedures", "outcomes"):
    SECTION_CUES[_kind] = SECTION_CUES[_kind] | {stem(w) for w in _FIXES}


CONDENSED_SECTIONS = ("decisions", "failures", "procedures", "discoveries", "outcomes", "quotes", "artifacts")


@dataclass
class Concept:
    term: str  # the query word (after any typo correction)
    original: Pattern
    synonyms: list[Pattern]
    section_kinds: frozenset[str]  # section kinds whose items are about this concept
    # A Thai, Japanese or Chinese word: its letter pairs, as the search matches it (a
    # passage holds the word when it holds unspaced.pairs_required of them).
    pairs: frozenset[str] = frozenset()
    forms: tuple = ()  # other forms of the word itself ("started", "bought"): as good as the word
    # Words naming one of the kind the word names ("lava cake" for "desserts"): as good as
    # the word, yet no question word (they are what the answer names).
    members: frozenset[str] = frozenset()

    def strength(self, toks: set[str], kind: str, context: set[str], turn: set[str] = frozenset()) -> float:
        if self.pairs:
            return (ORIGINAL if self._holds(toks) else TURN if turn and self._holds(turn)
                    else CONTEXT if self._holds(context) else 0.0)
        if self.members and not self.members.isdisjoint(toks):
            return ORIGINAL
        if self._in(toks):
            return ORIGINAL if matches_pattern(self.original, toks) or any(matches_pattern(f, toks) for f in self.forms) \
                else SYNONYM
        if kind in self.section_kinds:
            return SECTION
        if turn and self._in(turn):
            return TURN
        if self._in(context):
            return CONTEXT
        return 0.0

    def _in(self, toks: set[str]) -> bool:
        return (matches_pattern(self.original, toks) or any(matches_pattern(p, toks) for p in self.synonyms)
                or not self.members.isdisjoint(toks))

    def _holds(self, toks: set[str]) -> bool:
        return len(self.pairs & toks) >= pairs_required(len(self.pairs))


@dataclass
class Chat:
    rank: int  # 0-based search rank: the tie-breaker
    result: object  # kbsearch.results.Result
    chunks: list  # ChunkDetails of every chunk of the chat
    context: set[str]  # tokens of its title and topics
    topics: list[str] = field(default_factory=list)


@dataclass
class Passage:
    chat: Chat
    chunk: object  # ChunkDetails
    kind: str
    text: str
    order: int
    toks: set[str] = field(default_factory=set)
    strengths: list[float] = field(default_factory=list)
    matched: int = 0
    score: float = 0.0
    # A sentence of a longer passage: the rest of its message, and the message before it
    # (a question it may answer), by their words; `before` is that message as written.
    turn: set[str] = field(default_factory=set)
    before: str = ""
    source_text: str = ""  # the passage a sentence was cut from ("" for a whole passage)
    fits: bool = True  # holds the kind of thing the question asks for (a date for "when")
    about: int = 0  # subject.RIGHT, UNKNOWN or WRONG: whether it is about whom the question asks
    by_meaning: bool = False  # holds some of the question's words only by meaning (its passage's vector)
    # A reply without words of its own ("58 minutes."): the question of the turn before it
    # that it answers ("What was your time?"), whose words count as its own.
    answers: str = ""
    day: str = ""  # the day its message was written (ISO), when the raw turn says; else its chat's

    @property
    def whole(self) -> str:
        return self.source_text or self.text

    @property
    def said_on(self) -> str:
        """The day it was said (ISO, or ""): its chat's date, or its message's where the chat
        was taken up again RESUMED_DAYS or more later ("yesterday" in a chat begun in March
        and continued in May). A sitting that runs past midnight is still its chat's day."""
        begun = self.chat.result.date or ""
        if self.day and self.day != begun:
            said, first = parse_day(self.day), parse_day(begun)
            if said and (first is None or (said - first).days >= RESUMED_DAYS):
                return self.day
        return begun


RESUMED_DAYS = 3


def matches_pattern(p: Pattern, toks: set[str]) -> bool:
    if p.prefix:
        return any(t.startswith(p.text) for t in toks)
    return p.text in toks


def question_concepts(searcher: Searcher, question: str, corrections: list[dict]) -> list[Concept]:
    """The question's words with their synonyms, as the search understood them (typo
    corrections applied, compound expansions attached)."""
    parsed = parse_query(question)
    fixed = {c["from"]: c["to"] for c in corrections}
    terms = [fixed.get(parsed.surface.get(t, t), t) for t in parsed.terms]
    table = searcher.synonyms
    extra: dict[str, list[Pattern]] = {}
    for term, added in table.compound_additions(terms):
        extra.setdefault(term, []).extend(added)
    out = []
    words = {w: pairs for w, pairs in parsed.pair_words.items() if len(pairs) >= 2}
    word_of = unspaced.word_of(words)
    for term in terms:
        word = word_of.get(term)
        if word is not None:  # one concept for the word, however many pairs it has
            if word in words:
                out.append(Concept(word, Pattern(word), [], frozenset(), frozenset(words.pop(word))))
            continue
        original = table.pattern(term)
        synonyms = table.expand(term) + extra.get(term, [])
        forms = [Pattern(form) for form in searcher.word_forms(term)] if not original.prefix else []
        base = term[2:] if term.startswith("re") and term[2:] in IRREGULAR else term  # ("rebuild": "rebuilt")
        if base in IRREGULAR:  # "did she buy" is answered by "she bought"
            forms.append(Pattern(term[:len(term) - len(base)] + IRREGULAR[base]))
        synonyms += forms  # other forms in the archive, as the search scores them
        words_ = [original, *synonyms]
        kinds = frozenset(
            kind for kind, cues in SECTION_CUES.items()
            if any(matches_pattern(p, cues) for p in words_)
        )
        out.append(Concept(term, original, synonyms, kinds, forms=tuple(forms)))
    return out


def widened(searcher: Searcher, concepts: list[Concept], candidates: list[Passage], required: int) -> list[Concept] | None:
    """The concepts again, each that no candidate sentence holding `required` of them says
    (by its word or a synonym) held also by the words made from its root ("Which knee was
    operated on?" is told as "the knee operation", "the replacement caravan tyres" as "the
    tyres are being replaced" while "replacement" is said only of a knee); None when every
    concept is said with the others, or none has such words. Only then: a word the evidence
    does say with the rest of the question is not traded for its relatives."""
    unsaid = [i for i, c in enumerate(concepts)
              if not c.pairs and not any(p.strengths[i] >= SYNONYM and p.matched >= required for p in candidates)]
    # (looked up only now: most questions say every word with the rest)
    derived = {i: [w for w in derived_forms(searcher, concepts[i].term)
                   if w != concepts[i].original.text and all(w != p.text for p in concepts[i].synonyms)] for i in unsaid}
    if not any(derived.values()):
        return None
    return [replace(c, synonyms=[*c.synonyms, *map(Pattern, derived[i])]) if derived.get(i) else c
            for i, c in enumerate(concepts)]


DERIVED_MIN = 5  # letters of a word whose derived forms are looked up (not "bike" ~ "biker")
DERIVED_ROOT = 4  # letters its root keeps at least ("operat" -> "oper")


def derivation_key(word: str) -> str:
    """The root a word and the words made from it share: Porter's stem, with a final y
    (made i) dropped ("operation", "operated" -> "oper"; "recovery", "recovered" -> "recov")."""
    key = porter_stem(word)
    if key.endswith("i") and len(key) > DERIVED_ROOT + 1:
        key = porter_stem(key[:-1])
    return key


def derived_forms(searcher: Searcher, term: str) -> list[str]:
    """The archive's words made from the root of `term` ("operation" for "operated"),
    other than its inflected forms (Searcher.word_forms)."""
    if len(term) < DERIVED_MIN or not term.isalpha():
        return []
    key = derivation_key(term)
    if len(key) < DERIVED_ROOT:
        return []
    verb = bool(_VERB.fullmatch(term[len(key):]))
    if not verb and not _ACTION_NOUN.fullmatch(term[len(key):]):
        return []
    # A verb's forms for the noun of its action, and the noun for the verb: never two nouns
    # ("conversation" is no "conversion") nor two verbs (those are its inflections).
    other = _ACTION_NOUN if verb else _VERB
    return [t for t in searcher.index.prefix_terms(key) if t != term and t.isalpha()
            and other.fullmatch(t[len(key):]) and derivation_key(t) == key]


# What follows the root in a verb's forms ("operat|ed", "replac|ed", "recov|ered") and in
# the noun of its action ("oper|ation", "replac|ement", "recov|ery"); not other words of the
# root, which mean something else ("celebrity" is no "celebration", "personal" no
# "person", "importance" no "import", "factory" no "factor").
# (A word of the root and "er" alone is as often who does it: "youtuber", "owner".)
_VERB = lazy(r"(?:|e|at|ate)(?:|s|d|ed|ing)|er(?:ed|ing)")
_ACTION_NOUN = lazy(r"(?:at|it)?ions?|e?ments?|e?ry|ures?")


def _condensed_passages(path: Path) -> list[tuple[str, str]]:
    """(kind, text) of one condensed file: summary sentences, then section items."""
    from ..archive import passages as P

    data, text = P.parse_file(path)
    if not isinstance(data, dict):
        out: list[tuple[str, str]] = []
        P.paragraphs(text, lambda t, prefix="": out.extend(("text", w) for w in P.windows(t)))
        return out
    out = []
    summary = data.get("summary")
    if isinstance(summary, str):
        out += [("summary", s) for piece in _at_items(summary, data) for s in P.sentences(piece)]
    elif summary is not None:
        out += [("summary", w) for w in P.windows(P.item_text(summary))]
    keys = [k for k in CONDENSED_SECTIONS if k in data]
    keys += [k for k in data if k not in CONDENSED_SECTIONS and k not in ("summary", "condensed_metadata")
             and isinstance(data[k], list) and str(k) not in P.SKIP_KEYS]
    for key in keys:
        value = data[key]
        kind = key if key in KIND_WEIGHT else "section"
        for item in value if isinstance(value, list) else [value]:
            if key == "artifacts" and isinstance(item, dict):
                item = {k: item[k] for k in P.ARTIFACT_KEYS if k in item}  # never the code
            out += [(kind, w) for w in P.windows(P.item_text(item))]
    return out


def _at_items(summary: str, data: dict) -> list[str]:
    """A summary cut where a section's item starts in it: a summary written as its notes run
    together ("Kevin is going to the waterpark with his family Elise took a morning walk in
    Houston") is those notes, one statement each, not one sentence about Kevin and Houston."""
    cuts, covered = set(), 0
    for key in CONDENSED_SECTIONS:
        for item in data.get(key) or () if isinstance(data.get(key), list) else ():
            if isinstance(item, str) and len(item.split()) >= 3:
                at = summary.find(item.strip())
                if at >= 0:
                    covered += len(item.strip())
                if at > 0 and not summary[:at].rstrip().endswith((".", "!", "?", ";")):
                    cuts.add(at)
    # Only a summary that is its notes (nearly all of it), not one that quotes a note in a
    # sentence of its own ("We decided to use YAML because …").
    if not cuts or covered < 0.8 * len(summary.strip()):
        return [summary]
    bounds = [0, *sorted(cuts), len(summary)]
    return [summary[a:b].strip() for a, b in zip(bounds, bounds[1:]) if summary[a:b].strip()]


def _raw_passages(path: Path) -> list[tuple[str, str, str]]:
    from ..archive import passages as P

    out: list[tuple[str, str, str]] = []

    def add(text: str, prefix: str = "", day: str = "") -> None:
        out.extend(("raw", f"{prefix}: {w}" if prefix else w, day) for w in P.windows(end_headings(text)))

    P.raw_turns(path, add)
    return out


def passage_words(text: str) -> frozenset[str]:
    """The words a passage is matched on: tokens(), and QUOTED_TITLE when it quotes a title
    (words.titles_in: "Where the Crawdads Sing", not a quoted saying or error message) or
    names one unquoted after reading, watching or playing it ("Rosie is reading The Salt Path")."""
    words = tokens(_INLINE_CODE.sub(" ", text) if "`" in text else text)
    unquoted = [UNQUOTED_TITLE[kind] for kind in title_kinds(text)]
    return frozenset([*words, *kind_marks(text, set(words)), *((QUOTED_TITLE,) if titles_in(text) else ()), *unquoted])


# `ss -ltnp 'sport = :80'` is a command, not the word "sport": inline code holds no prose word.
_INLINE_CODE = lazy(r"`[^`\n]{1,200}`")


def read_passages(chats: list[Chat], raw: bool, per_chat: int | None = None) -> list[Passage]:
    out: list[Passage] = []
    for chat in chats:
        seen: set[str] = set()
        for chunk in chat.chunks[:per_chat]:
            path = chunk.raw_path if raw else chunk.condensed_path
            for kind, text, toks, day in _pieces(path, raw) if path else ():
                if text not in seen:
                    seen.add(text)
                    out.append(Passage(chat, chunk, kind, text, len(out), toks, day=day))
    return out


# Passages of chunk files read before, kept in a long-lived process (the MCP server, an
# eval run, --batch) while the file's size and time stay the same: an answer reads tens
# of chunk files, and parsing them is most of its time.
PARSED_CHARS = 16_000_000
parsed_files: OrderedDict[tuple, list[tuple[str, str, frozenset[str], str]]] = OrderedDict()
parsed_chars = [0]


def _pieces(path: str, raw: bool) -> list[tuple[str, str, frozenset[str], str]]:
    """(kind, text, words, day) of one chunk file's passages, text on one line; the day a
    raw turn was written, when its message says ("" else)."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return []
    key = (path, raw, st.st_ino, st.st_size, st.st_mtime_ns)
    hit = parsed_files.get(key)
    if hit is not None:
        parsed_files.move_to_end(key)
        return hit
    try:
        pieces = _raw_passages(Path(path)) if raw else [(k, t, "") for k, t in _condensed_passages(Path(path))]
    except Exception:  # noqa: BLE001 - an unreadable file gives no evidence, never an error
        pieces = []
    out = []
    for kind, text, day in pieces:
        text = " ".join(text.split())
        if text:
            out.append((kind, text, passage_words(text), day))
    parsed_files[key] = out
    parsed_chars[0] += sum(len(t) for _, t, _, _ in out)
    while parsed_chars[0] > PARSED_CHARS and len(parsed_files) > 1:
        _, old = parsed_files.popitem(last=False)
        parsed_chars[0] -= sum(len(t) for _, t, _, _ in old)
    return out


def end_headings(text: str) -> str:
    """`text` with a stop after each markdown heading that has none ("## The boat"), so that
    the heading is a sentence of its own once the text is on one line, not the start of the
    next ("## The boat Climbing in and out of a tinnie …" read a boat called Climbing)."""
    if "#" not in text:
        return text
    # (not a comment in a fenced code block: "# Initialize variables")
    parts = text.split("```")
    return "```".join(_HEADING.sub(r"\1.", part) if i % 2 == 0 else part for i, part in enumerate(parts))


_HEADING = lazy(r"^( {0,3}#{1,6}[ \t]+[^\n]*[^\s.!?:;,])[ \t]*$", re.M)


def score_passages(passages: list[Passage], concepts: list[Concept], light: frozenset[str] = frozenset(),
           unread: int = 0) -> list[float]:
    """Coverage of the question's concepts, each weighted by its rarity among the
    candidate passages (half that for a `light` word: "go", "start"), times the evidence
    quality of the passage's kind. `unread`: passages left out for holding none of the
    concepts, which count towards the rarity. Returns the concepts' weights (0 for one
    no passage holds)."""
    for p in passages:
        p.strengths = [c.strength(p.toks, p.kind, p.chat.context, p.turn) for c in concepts]
        # Evidence says something itself: a passage whose chat only is about the question
        # (title, topics) counts only when the passage holds another concept of its own.
        own = sum(1 for s in p.strengths if s > CONTEXT)
        p.matched = sum(1 for s in p.strengths if s) if own else 0
    n = len(passages) + unread
    weights, held = [], []
    for i in range(len(concepts)):
        df = sum(1 for p in passages if p.strengths[i] >= SECTION)
        weights.append(math.log(1 + (n + 1) / (df + 1)) * (0.5 if concepts[i].term in light else 1.0))
        held.append(df > 0)
    total = sum(weights) or 1.0
    for p in passages:
        coverage = sum(w * s for w, s in zip(weights, p.strengths)) / total if concepts else 1.0
        n_words = len(p.text.split())
        length = min(1.0, n_words / SHORT_WORDS) ** 0.5 / (1 + max(0, n_words - 80) / 160)
        p.score = coverage * KIND_WEIGHT.get(p.kind, 0.8) * length * _spread(p, concepts)
    return [w if h else 0.0 for w, h in zip(weights, held)]


SPREAD = 0.9  # score kept by a note whose parts each hold fewer of the question's words than it does


def _spread(p: Passage, concepts: list[Concept]) -> float:
    """SPREAD for a note of parts none of which holds all the question's words it holds ("The
    user's sister visited in May; the user bought a bike in June" for "What bike did my sister
    buy?"); 1.0 for one that says them together."""
    held = [i for i, s in enumerate(p.strengths) if s >= SYNONYM]
    if len(held) < 2 or ";" not in p.text or p.kind == "procedures":  # (steps scatter by their shape: "Name: step; step")
        return 1.0
    parts = [part for part in p.text.split(";") if part.strip()]
    for part in parts:
        toks = passage_words(part)
        if all(concepts[i].strength(toks, p.kind, frozenset()) >= SYNONYM for i in held):
            return 1.0
    return SPREAD


def required_count(n_concepts: int) -> int:
    """How many of the question's concepts a passage must hold to count as evidence."""
    return max(1, math.ceil(0.6 * n_concepts)) if n_concepts else 0


def jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def select_passages(passages: list[Passage], required: int, max_sources: int) -> list[Passage]:
    pool = sorted(
        (p for p in passages if p.matched >= required),
        key=lambda p: (-round(p.score, 6), p.chat.rank, p.order),
    )
    if not pool:
        return []
    floor = pool[0].score * RELATIVE_FLOOR
    kept: list[Passage] = []
    per_chat: dict[str, int] = {}
    best_of: dict[str, float] = {}
    for p in pool:
        if p.score < floor:
            break
        cid = p.chat.result.chat_id
        if per_chat.get(cid, 0) >= PER_CHAT:
            continue
        if cid in per_chat and p.score < best_of[cid] * SECOND_PASSAGE:
            continue
        if cid not in per_chat and len(per_chat) >= max_sources:
            continue
        if any(jaccard(p.toks, q.toks) >= DUPLICATE_JACCARD for q in kept):
            continue
        kept.append(p)
        per_chat[cid] = per_chat.get(cid, 0) + 1
        best_of.setdefault(cid, p.score)
    return kept
