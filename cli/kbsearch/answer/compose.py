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

evidence.py finds and selects the passages, themes.py groups them into points, model.py is
the typed answer; this module runs the search and writes the answer from them.
"""

from __future__ import annotations

import math
import re
from datetime import date

from ..ranking.search import Searcher, SearchOptions
from ..text import tokens
from ..wording import counted
from .evidence import (
    _Chat,
    _Concept,
    _concepts,
    _Passage,
    _read,
    _required,
    _score,
    _select,
)
from .model import Answer, Evidence, Point, Source
from .themes import _CITATION_LIKE, _Theme, _themes

CANDIDATE_CHATS = 30  # how deep into the ranked chats evidence is looked for
RAW_CHATS = 10  # chats whose raw turns are read when condensed evidence is thin
MIN_SOURCES = 3  # fewer cited chats than this is "thin evidence"
OLD_SPAN_DAYS = 730  # oldest cited source more than ~2 years before the newest
POINT_WORDS = 60  # a passage longer than this is clipped in the answer text
SUMMARY_QUOTE_WORDS = 25
# How a point's theme is counted in the summary, by the kind of its lead passage.
KIND_NOUN = {
    "failures": ("problem", "problems", "recur"),
    "decisions": ("decision", "decisions", "appear"),
    "discoveries": ("finding", "findings", "appear"),
    "procedures": ("procedure", "procedures", "appear"),
    "outcomes": ("outcome", "outcomes", "appear"),
}
DEFAULT_NOUN = ("theme", "themes", "come up")


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
    vectors: dict = {}  # passage text -> vector, kept for the raw fallback's second blend
    if rerank:
        _blend_embeddings(searcher, question, passages, vectors)
    kept = _select(passages, required, max_sources)
    if len({p.chat.result.chat_id for p in kept}) < MIN_SOURCES:
        # Too little in the condensed files: the raw turns of the top chats join in.
        passages += _read(chats[:RAW_CHATS], raw=True)
        _score(passages, concepts)
        if rerank:
            _blend_embeddings(searcher, question, passages, vectors)
        kept = _select(passages, required, max_sources)
    partial = False
    if not kept and len(concepts) > 2:
        partial = True
        kept = _select(passages, max(1, math.ceil(0.4 * len(concepts))), max_sources)
    if not kept:
        return _empty(question, resp, concepts)
    themes = _themes(kept, passages, concepts, searcher.synonyms)
    return _compose(question, resp, concepts, themes, partial)


def _blend_embeddings(searcher: Searcher, question: str, passages: list[_Passage], vectors: dict) -> None:
    """With --rerank, passages the question's meaning is close to gain on the others: the
    lexical score is scaled by 0.5 + 0.5·cosine. Only passages that already qualify
    lexically are blended; without the model nothing changes. `vectors` (passage text ->
    vector) is filled here and reused by a later call."""
    from ..semantic.embed import EmbeddingsUnavailable, encode

    scored = [p for p in passages if p.score > 0 and p.matched]
    if not scored or searcher.rerank_failure:
        return
    # Most passages are the ones `kbsearch embed` stored (the same text from the same
    # files): their vectors are read, and only the rest is encoded here.
    vectors.update(_stored_vectors(searcher, [p for p in scored if p.text not in vectors]))
    missing = list(dict.fromkeys(p.text for p in scored if p.text not in vectors))
    try:
        encoded = encode([question] + missing)
    except EmbeddingsUnavailable as exc:
        searcher.rerank_failure = f"rerank unavailable, lexical ranking only: {exc}"
        searcher.notify(searcher.rerank_failure)
        return
    q = encoded[0]
    vectors.update(zip(missing, encoded[1:]))
    for p in scored:
        p.score *= 0.5 + 0.5 * max(0.0, float(vectors[p.text] @ q))


def _stored_vectors(searcher: Searcher, passages: list[_Passage]) -> dict:
    """Passage text -> its vector in the archive's embedding store, for these passages'
    chunks; empty when there is no usable store."""
    from ..semantic.embed import EmbeddingStore

    chunks = {p.chunk.condensed_path: p.chunk.raw_path for p in passages}
    if not chunks:
        return {}
    try:
        store = EmbeddingStore.open(searcher.index_dir)
    except OSError:
        return {}
    try:
        return store.passage_vectors(list(chunks.items()))
    finally:
        store.close()


def _empty(question: str, resp, concepts: list[_Concept]) -> Answer:
    words_ = ", ".join(f"“{c.term}”" for c in concepts) or "its words"
    if resp.results:
        summary = (f"The archive has no passage that answers this: {counted(len(resp.results), 'chat')} "
                   f"{'mentions' if len(resp.results) == 1 else 'mention'} "
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
        summary = f"{head} across {counted(len(chat_ids), 'chat')}: {_join_labels(named)}."
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
        out.append(f"Thin evidence: only {counted(len(sources), 'source')}; "
                   f"read {'it' if len(sources) == 1 else 'them'} before relying on this.")
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


