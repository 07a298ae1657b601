"""ANSWER mode, offline: a question in, a short answer with numbered citations out.

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher
    a = answer(Searcher.open(), "What problems have we had with ChatGPT?")
    a.summary, a.details, a.sources, a.to_dict()

Deterministic and lexical, no model: run the thorough search (all four layers merged),
read the top chats' condensed sections (summary, decisions, failures, discoveries,
outcomes, procedures, quotes) as evidence passages, with raw turns as a fallback when the
condensed files give too little, and score every passage against the question's concepts
(each query word with its synonyms). Near-duplicates are dropped, at most two passages are
kept per chat, and the passages are grouped into at most five themed points. Every sentence
of the answer is evidence text from the archive or a count of it; nothing is invented.

Invariant: every `[n]` in the summary and details is a listed source, and every listed
source is cited. Sources are numbered in the order of their first citation.
"""

from __future__ import annotations

import math
import re
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path

from ..ranking.query import SIGNAL_WORDS, parse_query
from ..ranking.search import Searcher, SearchOptions
from ..ranking.synonyms import Pattern
from ..text import stem, tokens

MAX_POINTS = 5
PER_CHAT = 2  # passages kept per chat: diversity across chats
SECOND_PASSAGE = 0.85  # a chat's second passage must score this share of its first
POINT_PASSAGES = 4  # evidence sentences in one point at most
SHORT_POINT = 2  # evidence sentences a point may fill with its chats' second passages
CANDIDATE_CHATS = 30  # how deep into the ranked chats evidence is looked for
RAW_CHATS = 10  # chats whose raw turns are read when condensed evidence is thin
MIN_SOURCES = 3  # fewer cited chats than this is "thin evidence"
DUPLICATE_JACCARD = 0.6
THEME_SIMILARITY = 0.25  # cosine of rarer words that puts a chat in an existing point
RELATIVE_FLOOR = 0.5  # a passage scoring below this share of the best is left out
OLD_SPAN_DAYS = 730  # oldest cited source more than ~2 years before the newest
POINT_WORDS = 60  # a passage longer than this is clipped in the answer text
SUMMARY_QUOTE_WORDS = 25

# How strongly a passage holds a concept: the word itself, a synonym, the kind of section
# it comes from (a `failures` item *is* about a problem), or only its chat's title/topics.
ORIGINAL, SYNONYM, SECTION, CONTEXT = 1.0, 0.8, 0.7, 0.5

# Evidence quality by where a passage comes from. Condensed sections are curated
# statements; quotes are short and partial; raw turns are the fallback.
KIND_WEIGHT = {
    "failures": 1.0, "decisions": 1.0, "discoveries": 1.0, "outcomes": 1.0, "procedures": 1.0,
    "summary": 0.9, "section": 0.85, "text": 0.75, "quotes": 0.7, "artifacts": 0.6, "raw": 0.6,
}
# Words of a question that a section kind answers (query.SIGNAL_WORDS, plus outcomes).
SECTION_CUES = {kind: {stem(w) for w in ws} for kind, ws in SIGNAL_WORDS.items()}
SECTION_CUES["outcomes"] = {"outcome", "result", "resulted", "ended"}
# How a point's theme is counted in the summary, by the kind of its lead passage.
KIND_NOUN = {
    "failures": ("problem", "problems", "recur"),
    "decisions": ("decision", "decisions", "appear"),
    "discoveries": ("finding", "findings", "appear"),
    "procedures": ("procedure", "procedures", "appear"),
    "outcomes": ("outcome", "outcomes", "appear"),
}
DEFAULT_NOUN = ("theme", "themes", "come up")
# Words too common in condensed files to say what a passage is about.
GENERIC = frozenset(tokens(
    "user assistant chat cause fix fixed use used using one two three first second new "
    "asked answer answered said made make gave give work worked working instead later still "
    "step steps time way need needed like well better without every"
))
CONDENSED_SECTIONS = ("decisions", "failures", "procedures", "discoveries", "outcomes", "quotes", "artifacts")
_CITATION_LIKE = re.compile(r"\[(\d+)\]")


# -- the typed answer ------------------------------------------------------------


@dataclass
class Point:
    text: str
    citations: list[int]


@dataclass
class Source:
    number: int
    chat_id: str
    title: str
    platform: str
    date: str
    tokens: int  # of the condensed files in `paths`: what verifying it costs
    tokens_estimated: bool
    running_total: int  # cited tokens up to and including this source
    why: str
    paths: list[str]
    via_synonyms: bool  # reached only through synonyms, no original query word


@dataclass
class Evidence:
    """One passage the answer rests on, with the source number it is cited as."""

    source: int
    chat_id: str
    title: str
    date: str
    kind: str  # summary, failures, decisions, … or raw
    text: str
    path: str
    score: float


@dataclass
class Answer:
    question: str
    summary: str
    details: list[Point]
    caveats: list[str]
    sources: list[Source]
    verification_paths: list[str]
    total_source_tokens: int
    search_path: str
    evidence: list[Evidence] = field(default_factory=list)
    answered_by: str = "kbsearch (offline, lexical)"
    # What the caveats are made from, kept so an LLM answer can restate them.
    unseen: list[tuple[str, list[str]]] = field(default_factory=list, repr=False)
    corrections: list[dict] = field(default_factory=list, repr=False)
    partial: bool = False

    @property
    def found(self) -> bool:
        return bool(self.sources)

    @property
    def tokens_estimated(self) -> bool:
        return any(s.tokens_estimated for s in self.sources)

    def to_dict(self) -> dict:
        return {
            "question": self.question,
            "summary": self.summary,
            "details": [asdict(p) for p in self.details],
            "caveats": list(self.caveats),
            "sources": [asdict(s) for s in self.sources],
            "verification_paths": list(self.verification_paths),
            "total_source_tokens": self.total_source_tokens,
            "search_path": self.search_path,
            "answered_by": self.answered_by,
        }


# -- internals -------------------------------------------------------------------


@dataclass
class _Concept:
    term: str  # the query word (after any typo correction)
    original: Pattern
    synonyms: list[Pattern]
    section_kinds: frozenset[str]  # section kinds whose items are about this concept

    def strength(self, toks: set[str], kind: str, context: set[str]) -> float:
        if _matches(self.original, toks):
            return ORIGINAL
        if any(_matches(p, toks) for p in self.synonyms):
            return SYNONYM
        if kind in self.section_kinds:
            return SECTION
        if _matches(self.original, context) or any(_matches(p, context) for p in self.synonyms):
            return CONTEXT
        return 0.0


@dataclass
class _Chat:
    rank: int  # 0-based search rank: the tie-breaker
    result: object  # kbsearch.results.Result
    chunks: list  # ChunkDetails of every chunk of the chat
    context: set[str]  # tokens of its title and topics
    topics: list[str] = field(default_factory=list)


@dataclass
class _Passage:
    chat: _Chat
    chunk: object  # ChunkDetails
    kind: str
    text: str
    order: int
    toks: set[str] = field(default_factory=set)
    strengths: list[float] = field(default_factory=list)
    matched: int = 0
    score: float = 0.0


def _matches(p: Pattern, toks: set[str]) -> bool:
    if p.prefix:
        return any(t.startswith(p.text) for t in toks)
    return p.text in toks


def _concepts(searcher: Searcher, question: str, corrections: list[dict]) -> list[_Concept]:
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
    for term in terms:
        original = table.pattern(term)
        synonyms = table.expand(term) + extra.get(term, [])
        if not original.prefix:  # other forms in the archive, as the search scores them
            synonyms += [Pattern(form) for form in searcher.word_forms(term)]
        words_ = [original, *synonyms]
        kinds = frozenset(
            kind for kind, cues in SECTION_CUES.items()
            if any(_matches(p, cues) for p in words_)
        )
        out.append(_Concept(term, original, synonyms, kinds))
    return out


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
        out += [("summary", s) for s in P.sentences(summary)]
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


def _raw_passages(path: Path) -> list[tuple[str, str]]:
    from ..archive import passages as P

    out: list[tuple[str, str]] = []

    def add(text: str, prefix: str = "") -> None:
        out.extend(("raw", f"{prefix}: {w}" if prefix else w) for w in P.windows(text))

    P.raw_turns(path, add)
    return out


def _read(chats: list[_Chat], raw: bool) -> list[_Passage]:
    out: list[_Passage] = []
    for chat in chats:
        seen: set[str] = set()
        for chunk in chat.chunks:
            try:
                if raw:
                    pieces = _raw_passages(Path(chunk.raw_path)) if chunk.raw_path else []
                else:
                    pieces = _condensed_passages(Path(chunk.condensed_path))
            except Exception:  # noqa: BLE001 - an unreadable file gives no evidence, never an error
                pieces = []
            for kind, text in pieces:
                text = " ".join(text.split())
                if not text or text in seen:
                    continue
                seen.add(text)
                out.append(_Passage(chat, chunk, kind, text, len(out), set(tokens(text))))
    return out


def _score(passages: list[_Passage], concepts: list[_Concept]) -> None:
    """Coverage of the question's concepts, each weighted by its rarity among the
    candidate passages, times the evidence quality of the passage's kind."""
    for p in passages:
        p.strengths = [c.strength(p.toks, p.kind, p.chat.context) for c in concepts]
        # Evidence says something itself: a passage whose chat only is about the question
        # (title, topics) counts only when the passage holds another concept of its own.
        own = sum(1 for s in p.strengths if s > CONTEXT)
        p.matched = sum(1 for s in p.strengths if s) if own else 0
    n = len(passages)
    weights = []
    for i in range(len(concepts)):
        df = sum(1 for p in passages if p.strengths[i] >= SECTION)
        weights.append(math.log(1 + (n + 1) / (df + 1)))
    total = sum(weights) or 1.0
    for p in passages:
        coverage = sum(w * s for w, s in zip(weights, p.strengths)) / total if concepts else 1.0
        n_words = len(p.text.split())
        length = min(1.0, n_words / 8) ** 0.5 / (1 + max(0, n_words - 80) / 160)
        p.score = coverage * KIND_WEIGHT.get(p.kind, 0.8) * length


def _required(n_concepts: int) -> int:
    """How many of the question's concepts a passage must hold to count as evidence."""
    return max(1, math.ceil(0.6 * n_concepts)) if n_concepts else 0


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def _select(passages: list[_Passage], required: int, max_sources: int) -> list[_Passage]:
    pool = sorted(
        (p for p in passages if p.matched >= required),
        key=lambda p: (-round(p.score, 6), p.chat.rank, p.order),
    )
    if not pool:
        return []
    floor = pool[0].score * RELATIVE_FLOOR
    kept: list[_Passage] = []
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
        if any(_jaccard(p.toks, q.toks) >= DUPLICATE_JACCARD for q in kept):
            continue
        kept.append(p)
        per_chat[cid] = per_chat.get(cid, 0) + 1
        best_of.setdefault(cid, p.score)
    return kept


def _about(c: _Concept, word: str) -> bool:
    return _matches(c.original, {word}) or any(_matches(p, {word}) for p in c.synonyms)


@dataclass
class _Theme:
    label: str  # a shared topic's words, or "" (then the lead chat's title is used)
    passages: list[_Passage]

    @property
    def lead(self) -> _Passage:
        return self.passages[0]


def _topic_words(topic: str, concepts: list[_Concept] = ()) -> str:
    """A topic as a theme name: its last two levels below the top one ("dev.mcp.server"
    → "mcp server"), without the words the question already says."""
    levels = topic.split(".")
    levels = levels[-2:] if len(levels) > 2 else levels[-1:]
    out = [w for w in " ".join(levels).replace("_", " ").split()
           if not any(_about(c, t) for c in concepts for t in tokens(w))]
    return " ".join(out)


def _themes(kept: list[_Passage], pool: list[_Passage], concepts: list[_Concept],
            table=None) -> list[_Theme]:
    """The kept passages grouped into at most five points, best first. A chat's passages
    stay together. Chats sharing a topic (the archive's own theme labels) form a point
    named after it, the topic shared by the most chats first; a topic that only restates
    the question, or that half the candidate chats have, names no theme. The chats left
    join the point whose passages they most resemble (shared rarer words), or stand alone."""
    chats: list[_Chat] = []
    by_chat: dict[int, list[_Passage]] = {}
    for p in kept:
        if id(p.chat) not in by_chat:
            chats.append(p.chat)
            by_chat[id(p.chat)] = []
        by_chat[id(p.chat)].append(p)
    candidates = {id(p.chat): p.chat for p in pool}.values()
    common: dict[str, int] = {}
    for chat in candidates:
        for topic in set(chat.topics):
            common[topic] = common.get(topic, 0) + 1
    limit = max(2, len(candidates) // 2)

    def themed(topic: str) -> bool:
        leaf = tokens(topic.rsplit(".", 1)[-1].replace("_", " "))
        return (common.get(topic, 0) <= limit and bool(_topic_words(topic, concepts))
                and not any(_about(c, w) for c in concepts for w in leaf))

    groups: list[tuple[str, list[_Chat]]] = []
    free = list(chats)
    while True:
        counts: dict[str, int] = {}
        for chat in free:
            for topic in set(chat.topics):
                if themed(topic):
                    counts[topic] = counts.get(topic, 0) + 1
        if not counts or max(counts.values()) < 2:
            break
        best = max(counts, key=lambda t: (counts[t], -min(chats.index(c) for c in free if t in c.topics), t))
        members = [c for c in free if best in c.topics]
        groups.append((_topic_words(best, concepts), members))
        free = [c for c in free if c not in members]

    vectors = _theme_vectors(kept, pool, concepts, table)
    for chat in free:
        best_group, best_sim = None, THEME_SIMILARITY
        for group in groups:
            sim = max(_cosine(vectors[id(p)], vectors[id(q)])
                      for p in by_chat[id(chat)] for c in group[1] for q in by_chat[id(c)])
            if sim >= best_sim:
                best_group, best_sim = group, sim
        if best_group is None:
            groups.append(("", [chat]))
        else:
            best_group[1].append(chat)

    themes = []
    for label, members in groups:
        # One passage per chat first (best chats first), then second passages.
        firsts = [by_chat[id(c)][0] for c in members]
        seconds = [q for c in members for q in by_chat[id(c)][1:]]
        ordered = sorted(firsts, key=lambda p: (-round(p.score, 6), p.chat.rank)) + seconds
        # A chat's second passage only where the point would otherwise be short.
        cap = min(POINT_PASSAGES, max(len(firsts), SHORT_POINT))
        themes.append(_Theme(label[:1].upper() + label[1:], ordered[:cap]))
    themes.sort(key=lambda t: (-round(t.lead.score, 6), t.lead.chat.rank))
    return themes[:MAX_POINTS]


def _theme_vectors(kept: list[_Passage], pool: list[_Passage], concepts: list[_Concept], table) -> dict[int, dict]:
    """Per kept passage, its words beyond the question, weighted by rarity in the pool;
    words of one synonym group count as one, words no other passage has are left out."""
    exact: dict[str, str] = {}
    prefixes: list[tuple[str, str]] = []
    for group in reversed(table.groups if table else []):  # the first group wins
        for member in group:
            if member in table.stems:
                prefixes.append((member, group[0]))
            else:
                exact[member] = group[0]
    canon: dict[str, str] = {}

    def key(t: str) -> str:
        if t not in canon:
            canon[t] = exact.get(t) or next((c for stem_, c in reversed(prefixes) if t.startswith(stem_)), t)
        return canon[t]

    keys = {id(p): {key(t) for t in p.toks} for p in pool}
    df: dict[str, int] = {}
    for ks in keys.values():
        for k in ks:
            df[k] = df.get(k, 0) + 1
    n = len(pool)
    out = {}
    for p in kept:
        out[id(p)] = {
            k: math.log(1 + n / df[k]) for k in keys[id(p)]
            if df[k] > 1 and k not in GENERIC and not k.isdigit() and len(k) > 2
            and not any(_about(c, k) for c in concepts)
        }
    return out


def _cosine(a: dict[str, float], b: dict[str, float]) -> float:
    dot = sum(w * b[t] for t, w in a.items() if t in b)
    na = math.sqrt(sum(w * w for w in a.values()))
    nb = math.sqrt(sum(w * w for w in b.values()))
    return dot / (na * nb) if na and nb else 0.0


def _clip(text: str, n_words: int) -> str:
    ws = text.split()
    if len(ws) <= n_words:
        return text
    return " ".join(ws[:n_words]).rstrip(",;:") + " …"


def _cited(text: str, number: int) -> str:
    """Evidence text with its citation: no citation-like "[3]" of its own (code, quotes),
    and the citation where its closing full stop was."""
    text = _CITATION_LIKE.sub(r"(\1)", text.strip()).rstrip(" .;:,")
    return f"{text} [{number}]"


def _says(text: str, label: str) -> bool:
    """Whether a passage already starts with its point's label (a summary that is the title)."""
    return text.casefold().startswith(label.casefold())


def _join_labels(labels: list[str]) -> str:
    if len(labels) == 1:
        return labels[0]
    return ", ".join(labels[:-1]) + " and " + labels[-1]


def _label(theme: _Theme, used: set[str]) -> str:
    """A point's theme: its shared topic, else its lead chat's title, else the lead
    passage's first words (when that title already names another point)."""
    lead = theme.lead
    label = theme.label if theme.label and theme.label not in used else ""
    label = label or lead.chat.result.title.strip() or lead.chat.result.chat_id
    if label in used:
        head = re.split(r"(?<=[.;:])\s", lead.text, maxsplit=1)[0].rstrip(".;:")
        label = " ".join(head.split()[:10])
    used.add(label)
    return label


def _count_word(n: int) -> str:
    return ["No", "One", "Two", "Three", "Four", "Five"][n] if n <= 5 else str(n)


def answer(
    searcher: Searcher,
    question: str,
    *,
    max_sources: int = 6,
    rerank: bool = False,
    options: SearchOptions | None = None,
) -> Answer:
    """The offline answer to `question` from the archive `searcher` has open.
    `options` may carry filters (since, until, platforms, has); the search is always
    thorough. Raises BadQuery for a question with nothing to search for."""
    max_sources = max(1, max_sources)
    base = options or SearchOptions()
    opts = SearchOptions(**{**vars(base), "thorough": True, "rerank": rerank, "explain": False,
                            "granularity": "chat", "max_tokens": None,
                            "max_results": max(CANDIDATE_CHATS, max_sources * 5)})
    resp = searcher.search(question, opts)
    concepts = _concepts(searcher, question, resp.corrections)
    index = searcher.index
    rows = {r.chat_id: index.chat_by_id(r.chat_id) for r in resp.results}
    topics_of = index.topics([row.row for row in rows.values() if row is not None]) if resp.results else {}
    chats: list[_Chat] = []
    for i, r in enumerate(resp.results):
        row = rows[r.chat_id]
        if row is None:
            continue
        topics = topics_of.get(row.row, [])
        context = set(tokens(" ".join([r.title, *(t.replace(".", " ").replace("_", " ") for t in topics)])))
        # Evidence is read where the question's words are: the chunks the search matched.
        matching = set(r.matching_chunks)
        chunks = [c for c in index.chat_chunks(row) if c.chunk_num in matching] or index.chat_chunks(row)
        chats.append(_Chat(i, r, chunks, context, topics))

    required = _required(len(concepts))
    passages = _read(chats, raw=False)
    _score(passages, concepts)
    if rerank:
        _blend_embeddings(searcher, question, passages)
    kept = _select(passages, required, max_sources)
    if len({p.chat.result.chat_id for p in kept}) < MIN_SOURCES:
        # Too little in the condensed files: the raw turns of the top chats join in.
        passages += _read(chats[:RAW_CHATS], raw=True)
        _score(passages, concepts)
        if rerank:
            _blend_embeddings(searcher, question, passages)
        kept = _select(passages, required, max_sources)
    partial = False
    if not kept and len(concepts) > 2:
        partial = True
        kept = _select(passages, max(1, math.ceil(0.4 * len(concepts))), max_sources)
    if not kept:
        return _empty(question, resp, concepts)
    themes = _themes(kept, passages, concepts, searcher.synonyms)
    return _compose(question, resp, concepts, themes, partial)


def _blend_embeddings(searcher: Searcher, question: str, passages: list[_Passage]) -> None:
    """With --rerank, passages the question's meaning is close to gain on the others: the
    lexical score is scaled by 0.5 + 0.5·cosine. Only passages that already qualify
    lexically are encoded (they are few); without the model nothing changes."""
    from ..semantic.embed import EmbeddingsUnavailable, encode

    scored = [p for p in passages if p.score > 0 and p.matched]
    if not scored or searcher.rerank_failure:
        return
    try:
        vectors = encode([question] + [p.text for p in scored])
    except EmbeddingsUnavailable as exc:
        searcher.rerank_failure = f"rerank unavailable, lexical ranking only: {exc}"
        searcher.notify(searcher.rerank_failure)
        return
    q = vectors[0]
    for p, v in zip(scored, vectors[1:]):
        p.score *= 0.5 + 0.5 * max(0.0, float(v @ q))


def _empty(question: str, resp, concepts: list[_Concept]) -> Answer:
    words_ = ", ".join(f"“{c.term}”" for c in concepts) or "its words"
    if resp.results:
        summary = (f"The archive has no passage that answers this: {len(resp.results)} chats mention "
                   f"some of {words_}, but none says anything about all of them together.")
    else:
        summary = f"The archive has nothing on this: no chat matches {words_}, even through synonyms."
    caveats = ["No evidence found: try other words, `kbsearch synonyms WORD`, or a plain search."]
    caveats += [f"“{c['from']}” was read as “{c['to']}” (no match for the word as typed)." for c in resp.corrections]
    return Answer(question, summary, [], caveats, [], [], 0, resp.search_path, corrections=list(resp.corrections))


def _compose(question: str, resp, concepts: list[_Concept], themes: list[_Theme], partial: bool) -> Answer:
    numbers: dict[str, int] = {}  # chat_id -> source number, by first citation

    def cite(p: _Passage) -> int:
        cid = p.chat.result.chat_id
        if cid not in numbers:
            numbers[cid] = len(numbers) + 1
        return numbers[cid]

    used: set[str] = set()
    labels = [_label(t, used) for t in themes]
    chat_ids = {p.chat.result.chat_id for t in themes for p in t.passages}
    lead_kinds = [t.lead.kind for t in themes]
    dominant = max(sorted(set(lead_kinds)), key=lead_kinds.count)
    one, many, verb = KIND_NOUN.get(dominant, DEFAULT_NOUN)

    # The summary is read first, so its citations take the first numbers.
    n = len(themes)
    if n == 1 and len(chat_ids) == 1:
        lead = themes[0].lead
        named = "" if _says(lead.text, labels[0]) else f", “{labels[0]}”"
        summary = f"One chat bears on this{named}: {_cited(_clip(lead.text, SUMMARY_QUOTE_WORDS), cite(lead))}."
    else:
        if n == 1:
            head = f"One {one} {'comes up' if verb == 'come up' else verb + 's'}"
        else:
            head = f"{_count_word(n)} {many} {verb}"
        named = [f"“{label}” [{cite(t.lead)}]" for label, t in list(zip(labels, themes))[:3]]
        summary = f"{head} across {len(chat_ids)} chats: {_join_labels(named)}."
        if n > len(named):
            summary += f" The details give {n - len(named)} more."

    details = []
    for label, t in zip(labels, themes):
        sentences = [_cited(_clip(p.text, POINT_WORDS), cite(p)) for p in t.passages]
        cites = list(dict.fromkeys(numbers[p.chat.result.chat_id] for p in t.passages))
        lead_in = "" if _says(t.lead.text, label) else f"{label}: "
        details.append(Point(lead_in + ". ".join(sentences), cites))

    # Sources, in citation order, with what verifying each costs.
    by_chat = {p.chat.result.chat_id: p.chat for t in themes for p in t.passages}
    cited_chunks: dict[str, list] = {}
    raw_cited: set[tuple[str, int]] = set()
    kinds: dict[str, list[str]] = {}
    points_of: dict[str, list[int]] = {}
    evidence: list[Evidence] = []
    for k, t in enumerate(themes, 1):
        for p in t.passages:
            cid = p.chat.result.chat_id
            if p.kind == "raw":
                raw_cited.add((cid, p.chunk.row))
            chunks = cited_chunks.setdefault(cid, [])
            if p.chunk not in chunks:
                chunks.append(p.chunk)
            if p.kind not in kinds.setdefault(cid, []):
                kinds[cid].append(p.kind)
            if k not in points_of.setdefault(cid, []):
                points_of[cid].append(k)
            r = p.chat.result
            evidence.append(Evidence(numbers[cid], cid, r.title, r.date, p.kind, p.text,
                                     p.chunk.raw_path if p.kind == "raw" else p.chunk.condensed_path, p.score))
    evidence.sort(key=lambda e: (e.source, -e.score))
    sources: list[Source] = []
    running = 0
    verification: list[str] = []
    for cid, number in sorted(numbers.items(), key=lambda kv: kv[1]):
        r = by_chat[cid].result
        chunks = sorted(cited_chunks[cid], key=lambda c: c.chunk_num)
        # The condensed file of every cited chunk, and the raw file where a raw turn is cited.
        paths, size = [], 0
        for c in chunks:
            paths.append(c.condensed_path)
            size += c.cond_tokens
            if c.raw_path and (cid, c.row) in raw_cited:
                paths.append(c.raw_path)
                size += c.raw_tokens
        running += size
        pts = points_of[cid]
        why = f"{'points' if len(pts) > 1 else 'point'} {', '.join(map(str, pts))} ({', '.join(kinds[cid])})"
        if r.why:
            why += f"; {r.why}"
        sources.append(Source(number, cid, r.title, r.platform, r.date, size,
                              not all(c.tokens_counted for c in chunks), running, why, paths,
                              via_synonyms=bool(r.synonym_matches) and not r.matched_terms))
        verification += [p for p in paths if p not in verification]

    unseen = concepts_never_seen(concepts, resp)
    caveats = caveats_for(sources, unseen, resp.corrections, partial)
    return Answer(question, summary, details, caveats, sources, verification, running, resp.search_path, evidence,
                  unseen=unseen, corrections=list(resp.corrections), partial=partial)


def concepts_never_seen(concepts: list[_Concept], resp) -> list[tuple[str, list[str]]]:
    """Query words that no result has in its own spelling, with the synonyms that stood in."""
    out = []
    for c in concepts:
        if any(c.term in r.matched_terms for r in resp.results):
            continue
        used: list[str] = []
        for r in resp.results:
            for m in r.synonym_matches:
                if m.term == c.term and m.synonym not in used:
                    used.append(m.synonym)
        if used:
            out.append((c.term, used))
    return out


def caveats_for(sources: list[Source], unseen: list[tuple[str, list[str]]], corrections: list[dict],
                partial: bool = False) -> list[str]:
    """Thin evidence, sources far apart in time, synonym-only matches, guessed words."""
    out = []
    if partial:
        out.append("No passage matches every part of the question; these match most of it.")
    if sources and len(sources) < MIN_SOURCES:
        out.append(f"Thin evidence: only {len(sources)} source{'s' if len(sources) > 1 else ''}; "
                   "read them before relying on this.")
    dated = [(date.fromisoformat(s.date), s.number) for s in sources if _is_date(s.date)]
    if len(dated) >= 2:
        (oldest, n_old), (newest, n_new) = min(dated), max(dated)
        if (newest - oldest).days > OLD_SPAN_DAYS:
            years = (newest - oldest).days / 365.25
            out.append(f"Sources span {years:.1f} years ([{n_old}] {oldest} to [{n_new}] {newest}): "
                       "older ones may be out of date or contradicted by newer ones.")
    for term, synonyms in unseen:
        out.append(f"“{term}” itself never appears; it was read as {', '.join(synonyms)} (synonyms).")
    only = [s for s in sources if s.via_synonyms]
    if only:
        refs = "".join(f"[{s.number}]" for s in only)
        out.append(f"{refs} matched the question only through synonyms: check they are about what you meant.")
    for c in corrections:
        out.append(f"“{c['from']}” was read as “{c['to']}” (no match for the word as typed).")
    return out


def _is_date(value: str) -> bool:
    try:
        date.fromisoformat(value)
    except (TypeError, ValueError):
        return False
    return True


def answer_text_citations(a: Answer) -> list[int]:
    """Every citation number in the summary and details, in order of appearance."""
    text = "\n".join([a.summary, *(p.text for p in a.details)])
    return [int(n) for n in _CITATION_LIKE.findall(text)]


