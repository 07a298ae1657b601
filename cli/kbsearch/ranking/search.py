"""The public search entry point: query in, `SearchResponse` out.

    from kbsearch import search
    response = search("MCP timeout")
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Callable

from ..config import default_synonyms_path, resolve_index_dir
from ..errors import BadQuery
from ..index.format import FIELDS, INDEX_FIELDS
from ..index.open import open_index
from ..index.read import ContentIndex
from ..retrieve import usage
from ..settings import Settings, load_settings
from ..text import word_root
from ..wording import echo
from . import cascade, timerange, unspaced
from .bm25f import Concept, chat_docs, choose_path, idf, resolve, use_dense
from .cascade import build_group, merge_groups
from .choices import check_platforms, describe_filters
from .explain import explain
from .options import SearchOptions
from .hybrid import hybrid_order, meaning_snippet
from .patterns import notice
from .query import ParsedQuery, parse_query
from .results import Result, SearchResponse, SynonymMatch
from .synonyms import Pattern, SynonymTable, load_synonyms
from .weak import WHY_PREFIX, synonyms_last, through_synonyms_only
from .why import best_passage, matched_topics, raw_passage, term_regex, why_line

SIGNAL_BOOST = 1.3
# A date written in the query (timerange.TimeFilter.soft) prefers chats of that period;
# on the dev set any factor from 1.5 to 3 gave the same order (bench/README.md).
DATE_BOOST = 1.5
TYPO_CUTOFF = 80  # rapidfuzz ratio: one or two wrong letters in a word of eight or more
# Words that order or count: said in a question ("the third thing you suggested") though no chat says them
_NEVER_TYPOS = frozenset("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
                         "twentieth hundredth thousandth once twice thrice".split())
GRANULARITIES = ("chat", "chunk")


@dataclass
class Ranking:
    parsed: ParsedQuery
    filters: list[str]
    concepts: list[Concept]
    hits: dict[int, cascade.ChatHit]
    doc_scores: dict[int, float]
    ranked: list[int]  # chat rows, best first
    path: str
    layer: int | None
    tried: list[dict]
    notes: list[str]
    fields: tuple[str, ...]
    corrections: list[dict]
    synonyms: bool  # whether the answering layer used synonyms
    ranking: str = "lexical"  # or "hybrid": words and sentence embeddings fused
    weak: set[int] = field(default_factory=set)  # chats reached only through synonyms (weak.py)


class Searcher:
    """An opened index and synonym table, reusable across queries (batch, benchmarks)."""

    def __init__(self, index: ContentIndex, synonyms: SynonymTable, index_dir: Path, settings: Settings | None = None):
        self.index = index
        self.synonyms = synonyms
        self.index_dir = index_dir
        self._settings = settings
        self._vocabulary: list[str] | None = None
        self._platforms: list[str] | None = None
        self.notify: Callable[[str], None] = lambda message: None
        self.rerank_failure = ""  # set when the model could not be loaded
        self._said: set[str] = set()
        self.rankings_used: set[str] = set()  # "lexical", "hybrid": what rank() did (eval reports it)

    @classmethod
    def open(
        cls,
        index_dir: Path | None = None,
        synonyms_path: Path | None = None,
        strict: bool = False,
        rebuild: bool = False,
        on_build: Callable[[str], None] | None = None,
        on_progress: Callable[[int, int], None] | None = None,
    ) -> "Searcher":
        index_dir = resolve_index_dir(index_dir)[0]
        table = load_synonyms(synonyms_path or default_synonyms_path())
        index = open_index(index_dir, strict=strict, rebuild=rebuild, on_build=on_build, on_progress=on_progress)
        searcher = cls(index, table, index_dir)
        if on_build:
            searcher.notify = on_build
        return searcher

    @property
    def settings(self) -> Settings:
        """Read on first use: commands that do not rank (stats, show) never need it."""
        if self._settings is None:
            self._settings = load_settings()
        return self._settings

    @settings.setter
    def settings(self, value: Settings) -> None:
        self._settings = value

    def platforms(self) -> list[str]:
        if self._platforms is None:
            self._platforms = self.index.platforms()
        return self._platforms

    # -- the pipeline -------------------------------------------------------------

    def rank(self, query: str, options: SearchOptions | None = None) -> "Ranking":
        """Parse, filter, run the cascade and order the chats: everything but presentation.
        `search` builds results from this; `kbsearch eval` reads the order directly."""
        opts = options or SearchOptions()
        if opts.granularity not in GRANULARITIES:
            raise BadQuery(f"--granularity must be one of {', '.join(GRANULARITIES)}, not {opts.granularity!r}")
        if opts.platforms:
            check_platforms(opts.platforms, self.platforms())
        parsed = parse_query(query, opts.today)
        preferred = parsed.time if parsed.time and parsed.time.soft and parsed.terms else None
        tfilter = timerange.combine(None if preferred else parsed.time, opts.since, opts.until)
        if tfilter and tfilter.start and tfilter.end and tfilter.start > tfilter.end:
            raise BadQuery(f"the time range is empty: {tfilter.start} is after {tfilter.end}")
        filtered = tfilter is not None or bool(opts.platforms or opts.has)
        choose_path(self.index, lambda limit: self._reach(parsed.terms, opts.use_synonyms, limit), filtered)
        allowed_chats = self._allowed_chats(tfilter, opts)
        filters = describe_filters(tfilter, opts)
        if preferred:
            filters.append(f"time: {preferred.describe()}, preferred, not required")
        if not parsed.terms and tfilter is None and not (opts.platforms or opts.has):
            raise BadQuery(f"query {echo(query)} has no words to search for (only stopwords or punctuation)")

        corrections: list[dict] = []
        concepts = self._concepts(parsed, opts.use_synonyms, corrections)
        allowed_docs = None
        if allowed_chats is not None:
            if use_dense(self.index):
                from . import arrays

                allowed_docs = arrays.allowed_docs(self.index, allowed_chats)
            else:
                allowed_docs = {d for row in allowed_chats for d in chat_docs(self.index, row)}
        if concepts:
            outcome = cascade.run(
                self.index, concepts, allowed_docs, opts.thorough, opts.use_synonyms, opts.min_results,
                opts.content_only, unspaced.rule_for(parsed.pair_words, parsed.terms),
            )
            hits, doc_scores = outcome.hits, outcome.doc_scores
            if outcome.layer is None:
                path = "no layer matched"
            elif opts.thorough:
                path = f"all layers merged (thorough), widest is {outcome.layer}"
            else:
                path = str(outcome.layer)
            layer_no = outcome.layer.number if outcome.layer else None
            fields = FIELDS if outcome.layer is None or outcome.layer.content else INDEX_FIELDS
            synonyms = outcome.layer is None or outcome.layer.synonyms
            tried = [{"layer": l.number, "name": l.name, "strong": s, "found": n} for l, s, n in outcome.tried]
            notes = [outcome.note] if outcome.note and hits else []
        else:
            rows = allowed_chats if allowed_chats is not None else range(len(self.index.chats))
            hits = {row: cascade.ChatHit(row, list(chat_docs(self.index, row))) for row in rows}
            doc_scores = {}
            path, layer_no, tried, notes = "filters only (no search terms)", None, [], []
            fields, synonyms = FIELDS, False
        ranked = self._rank(hits, parsed, bool(concepts), opts.today or date.today(), preferred)
        ranking = "lexical"
        if concepts and self.hybrid(opts):
            found_by_words = bool(ranked)
            ranked, ranking = hybrid_order(self, query, ranked, hits, notes, allowed_chats,
                                           self._booster(hits, parsed, preferred))
            if ranked and not found_by_words:
                path = "no word matched; found by meaning alone"
        if concepts:  # with no words to search for there is no ranking to choose
            self.rankings_used.add(ranking)
        weak = through_synonyms_only(hits) if concepts and synonyms else set()
        ranked = synonyms_last(ranked, weak)
        notes = [f"{c['from']} → {c['to']} (no match for “{c['from']}”)" for c in corrections] + notes
        return Ranking(parsed, filters, concepts, hits, doc_scores, ranked, path, layer_no, tried, notes, fields,
                       corrections, synonyms, ranking, weak)

    def _booster(self, hits, parsed: ParsedQuery, preferred: timerange.TimeFilter | None):
        """boost_of(row) for hybrid fusion: a hit's own boosts, or for a chat found by
        meaning alone the date and signal boosts _rank would have given it."""
        chats = self.index.chats

        def boost_of(row: int) -> float:
            boosts = hits[row].boosts if row in hits else query_boosts(chats[row], parsed, preferred)
            return math.prod(boosts.values())

        return boost_of

    def notify_once(self, message: str) -> None:
        """notify, once per searcher: not once per query of a batch."""
        if message not in self._said:
            self._said.add(message)
            self.notify(message)

    def hybrid(self, opts: SearchOptions) -> bool:
        """Whether to rank by words and meaning: as --rerank/--no-rerank say, else as the
        settings file says, else wherever `kbsearch embed` has stored vectors and the
        rerank extra is installed (a cheap look: a lexical search imports no numpy)."""
        wanted = self.settings.rerank if opts.rerank is None else opts.rerank
        if wanted is not None:
            return wanted
        if self.rerank_failure:
            return False
        from ..semantic.dense import unavailable

        return not unavailable(self.index_dir, self.index.memo)

    def ranked_chat_ids(self, query: str, options: SearchOptions | None = None, depth: int = 100) -> list[str]:
        r = self.rank(query, options)
        self.index.chats.prefetch(r.ranked[:depth])
        return [self.index.chats[row].chat_id for row in r.ranked[:depth]]

    def search(self, query: str, options: SearchOptions | None = None) -> SearchResponse:
        started = time.perf_counter()
        opts = options or SearchOptions()
        r = self.rank(query, opts)
        parsed, hits, ranked, notes = r.parsed, r.hits, r.ranked, r.notes
        path, layer_no, tried, filters = r.path, r.layer, r.tried, r.filters
        concepts, doc_scores, fields = r.concepts, r.doc_scores, r.fields
        results, left_out, topics = self._results(ranked, hits, doc_scores, concepts, fields, opts, r.synonyms,
                                                  unspaced.word_of(parsed.pair_words), r.ranking, r.weak)
        if left_out and not results:
            notes.append(f"no result fits the token budget of {opts.max_tokens:,}: the smallest of the top "
                         f"{len(left_out)} is {min(left_out):,} tokens")
        by_id = {self.index.chats[row].chat_id: t for row, t in topics.items()}
        return SearchResponse(
            query=query,
            terms=unspaced.as_typed(parsed.terms, parsed.pair_words),
            mode="search",  # this pipeline is SEARCH mode; ParsedQuery.mode is the phrasing's guess
            layer=layer_no,
            search_path=path,
            layers_tried=tried,
            filters=filters,
            found=len(ranked) if opts.granularity == "chat" else sum(len(hits[r].docs) for r in ranked),
            results=results,
            total_bytes=sum(r.size_bytes for r in results),
            total_tokens=sum(r.tokens for r in results),
            tokens_estimated=any(r.tokens_estimated for r in results),
            max_tokens=opts.max_tokens,
            left_out_by_budget=len(left_out),
            smallest_left_out=min(left_out, default=None),
            patterns=notice(results, by_id),
            granularity=opts.granularity,
            index_dir=str(self.index_dir),
            notes=notes,
            corrections=r.corrections,
            elapsed_ms=(time.perf_counter() - started) * 1000,
            ranking=r.ranking,
        )

    def _allowed_chats(self, tfilter, opts: SearchOptions) -> list[int] | None:
        if tfilter is None and not opts.platforms and not opts.has:
            return None
        platforms = {p.casefold() for p in opts.platforms}
        if use_dense(self.index):
            from . import arrays

            return arrays.allowed_chats(self.index, tfilter, platforms, opts.has)
        # From the stored per-chat arrays, as arrays.allowed_chats: no chat row is read.
        from ..schema import PREFERABLE, signal_bits

        if any(s not in PREFERABLE for s in opts.has):
            return []
        bits = signal_bits(opts.has)
        index = self.index
        rows = index.platform_rows(platforms) if platforms else range(len(index.chats))
        start, end, signals = index.array("chat_start"), index.array("chat_end"), index.array("chat_signals")
        day = date.fromordinal
        return [
            row for row in rows
            if (signals[row] & bits) == bits
            and (not tfilter or tfilter.matches(day(start[row]) if start[row] else None,
                                                day(end[row]) if end[row] else None))
        ]

    def _concepts(self, parsed: ParsedQuery, use_synonyms: bool, corrections: list[dict]) -> list[Concept]:
        """One concept per query word. A word that reaches nothing, not even through a
        synonym, is taken as a typo for the closest word of the topics, titles or synonym
        table (recorded in `corrections`)."""
        table = self.synonyms if use_synonyms else SynonymTable()
        extra: dict[str, list[Pattern]] = {}
        for term, added in table.compound_additions(parsed.terms):
            extra.setdefault(term, []).extend(added)
        concepts = []
        for term in parsed.terms:
            if use_synonyms and not table.pattern(term).prefix:
                extra.setdefault(term, []).extend(Pattern(v) for v in self.word_forms(term))
            concept = self._concept(term, table, extra.get(term, []))
            if not concept.original.terms and not concept.synonyms:
                fixed = self._correct(term, table)
                if fixed:
                    corrections.append({"from": parsed.surface.get(term, term), "to": fixed})
                    concept = self._concept(fixed, table, [])
            concepts.append(concept)
        return concepts

    def _reach(self, terms: list[str], use_synonyms: bool, limit: int) -> int:
        """About how many documents the query's words and their synonyms reach (the sum of
        their document frequencies), counted until past `limit`: what the scoring path is
        chosen by. The postings read here are the ones scoring reads next (cached)."""
        table = self.synonyms if use_synonyms else SynonymTable()
        total = 0
        for term in terms:
            for pattern in [table.pattern(term), *(table.expand(term) if use_synonyms else [])]:
                for t in resolve(self.index, pattern):
                    total += self.index.df(t)
                    if total >= limit:
                        return total
        return total

    def _concept(self, term: str, table: SynonymTable, extra: list[Pattern]) -> Concept:
        original = build_group(self.index, table.pattern(term))
        synonyms = []
        seen = set(original.terms)
        for p in dict.fromkeys(table.expand(term) + extra):
            g = build_group(self.index, p)
            # A term reached twice (a word form the synonym table also covers) counts once.
            if g.terms and not seen.issuperset(g.terms):
                synonyms.append(g)
                seen.update(g.terms)
        weight = original.idf if original.terms else idf(self.index.n_docs, 0)
        return Concept(term, original, synonyms, weight, merge_groups(self.index, synonyms))

    def word_forms(self, term: str) -> list[str]:
        """Other forms of `term` in this archive's vocabulary: the terms with the same
        text.word_root ("cook" -> "cooking", "cooked"). They are scored as synonyms:
        measured on the dev set, +0.010 Recall@5 lexically, no category worse
        (bench/README.md); as original-term matches they helped less."""
        root = word_root(term)
        if len(root) < 3:
            return []
        # Every form starts with the root, except where a final y became i (hobby/hobbi).
        prefix = root[:-1] if root.endswith("i") else root
        # British doubling meets the single l: "cancel" ~ "cancelled", "cancelling" (roots of six
        # letters or more, both ways; not "stall" ~ "stale", whose roots are "stall" and "stal")
        roots = {root}
        if root.endswith("ll"):
            if len(root) >= 6:
                roots.add(root[:-1])
        elif root.endswith("l") and len(root) >= 5:
            roots.add(root + "l")
        prefix = min(prefix, *roots, key=len)
        return [t for t in self.index.prefix_terms(prefix) if t != term and word_root(t) in roots]

    def _correct(self, term: str, table: SynonymTable) -> str | None:
        if len(term) < 4 or not term.isalpha() or term in _NEVER_TYPOS:
            return None  # short words and codes are not typos worth guessing at, nor a count ("third" is no "tired")
        from rapidfuzz import fuzz, process

        if self._vocabulary is None:
            words = set(self.index.index_vocabulary())
            words.update(w for group in table.groups for w in group if w not in table.stems)
            self._vocabulary = sorted(words)
        # A typo keeps its first letter; a word that is the start of another ("author",
        # "authority") is a different word, not a misspelling.
        pool = [w for w in self._vocabulary if w[0] == term[0] and not (w.startswith(term) or term.startswith(w))]
        best = process.extractOne(term, pool, scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF)
        return best[0] if best else None

    def _rank(self, hits: dict[int, cascade.ChatHit], parsed: ParsedQuery, scored: bool, today: date,
              preferred: timerange.TimeFilter | None = None) -> list[int]:
        chats = self.index.chats
        used = usage.counts(self.index_dir) if self.settings.usage else None
        most_used = max(used.values(), default=0) if used else 0
        freshness = self.settings.freshness
        if scored and not freshness and not most_used and use_dense(self.index):
            from . import arrays

            if isinstance(hits, arrays.DenseHits):
                # A large archive's hits are arrays (arrays.py): boosted and ordered as below,
                # without a ChatHit per matching chat.
                if parsed.signals:
                    hits.boost("signal", SIGNAL_BOOST, arrays.signal_chats(self.index, hits.rows, parsed.signals))
                if preferred:
                    hits.boost("date", DATE_BOOST, arrays.date_chats(self.index, hits.rows, preferred))
                return hits.ranked(*arrays.rank_keys(self.index))
        # Most queries have no boost to apply: then the loop over every hit is skipped.
        if not scored or parsed.signals or preferred or freshness or most_used:
            chats.prefetch(hits)
            for hit in hits.values():
                chat = chats[hit.chat_row]
                if not scored:
                    # No terms: richer chats first (signals, then length).
                    hit.score = len(chat.signals) + min(chat.message_count, 200) / 200
                hit.boosts.update(query_boosts(chat, parsed, preferred))
                if freshness and chat.date_end:
                    age = max(0, (today - chat.date_end).days)
                    hit.boosts["freshness"] = 1 + freshness * 0.5 ** (age / self.settings.half_life_days)
                if most_used and used.get(chat.chat_id):
                    hit.boosts["usage"] = 1 + self.settings.usage * math.log1p(used[chat.chat_id]) / math.log1p(most_used)
                for factor in hit.boosts.values():
                    hit.score *= factor
        # Last, the chat id: a full build numbers chats by (date, chat id), so this is the
        # order rows gave, and it stays so for chats appended by an incremental update.
        date_key, id_key = self.index.sort_keys()
        keyed = [(-round(hit.score, 9), date_key[row], id_key[row], row) for row, hit in hits.items()]
        keyed.sort()
        return [k[3] for k in keyed]

    def _results(self, ranked, hits, doc_scores, concepts, fields, opts: SearchOptions, synonyms: bool = True,
                 word_of: dict[str, str] | None = None, ranking: str = "lexical", weak: set[int] = frozenset()):
        """(shown results in rank order: the top -n, less those the token budget left out;
        the token counts of those left out; the topics of the shown chats by chat row).
        word_of: letter pair -> the typed word it is part of (unspaced.word_of)."""
        if opts.granularity == "chunk":
            order = {row: i for i, row in enumerate(ranked)}
            units = sorted(
                ((row, [d]) for row in ranked for d in hits[row].docs),
                key=lambda u: (-round(doc_scores.get(u[1][0], 0.0), 9), order[u[0]], u[1][0]),
            )
        else:
            units = [(row, hits[row].docs) for row in ranked[: opts.max_results]]
        shown = units[: opts.max_results]
        self.index.chats.prefetch(row for row, _ in shown)
        n_chunks = self.index.n_chunks
        details = self.index.chunks([d for _, docs in shown for d in docs if d < n_chunks])
        best = {id(docs): max(docs, key=lambda d: doc_scores.get(d, 0.0)) for _, docs in shown}
        bodies = self.index.bodies([d for d in best.values() if d < n_chunks]) if opts.snippets else None
        topics = self.index.topics([row for row, _ in shown]) if shown else {}
        results: list[Result] = []
        budget_used, left_out = 0, []
        for row, docs in shown:
            chunks = [details[d] for d in sorted(docs, key=lambda d: d != best[id(docs)]) if d in details]
            body = bodies.get(best[id(docs)], "") if bodies is not None else None
            score = doc_scores.get(docs[0], 0.0) if opts.granularity == "chunk" else hits[row].score
            result = self._result(len(results) + 1, hits[row], docs, chunks, body, topics.get(row, []), score,
                                  concepts, fields, word_of or {})
            # Hybrid only where meaning scored it: rows below the candidates, or without vectors, kept their words' rank.
            result.ranking = "hybrid" if ranking == "hybrid" and result.similarity is not None else "lexical"
            if row in weak:
                result.through_synonyms_only, result.why = True, WHY_PREFIX + result.why
            if opts.explain and concepts:
                result.explain = explain(hits[row], concepts, doc_scores, fields, best[id(docs)],
                                         chunks[0].chunk_num if chunks else None, synonyms)
            by_score = sorted((d for d in docs if d in details), key=lambda d: -doc_scores.get(d, 0.0))
            result.best_chunks = [details[d].chunk_num for d in by_score]
            if opts.granularity == "chunk":
                result.chunk = chunks[0].chunk_num if chunks else None
            if opts.max_tokens is not None and budget_used + result.tokens > opts.max_tokens:
                # Greedy by rank: one result too large for what is left of the budget is
                # skipped, and a smaller one further down may still fit.
                left_out.append(result.tokens)
                continue
            budget_used += result.tokens
            results.append(result)
        return results, left_out, topics

    def _result(self, rank, hit: cascade.ChatHit, docs, chunks, body, topics, score, concepts, layer_fields,
                word_of: dict[str, str]) -> Result:
        """One result; `chunks` has the best-scoring chunk first; no snippet when `body` is None.
        The why line names only matches in the fields the answering layer searched: those are
        why it is here. The letter pairs of a Thai, Japanese or Chinese word are named by the
        word as typed, and only where the word counted as matched (unspaced.py)."""
        chat = self.index.chats[hit.chat_row]
        parts: list[tuple[str, str, list[str]]] = []
        synonym_matches: list[SynonymMatch] = []
        vocab: set[str] = set()
        pairs: set[str] = set()  # the snippet's fallback when the typed word is not in it whole
        for i, c in enumerate(concepts):
            word = word_of.get(c.term)
            if word is not None and not hit.matched >> i & 1:
                continue  # a stray pair of a word this chat does not hold
            term = word or c.term
            for group in [c.original, *c.synonyms]:
                fields = [f for f in layer_fields if any(d in group.tf[f] for d in docs)]
                if not fields:
                    continue
                if word is not None and group is c.original:
                    vocab.add(word)
                    pairs.update(group.terms)
                else:
                    vocab.update(group.terms)
                if group is c.original:
                    parts.append((term, term, fields))
                    break  # an original hit makes its synonyms irrelevant to the why line
                label = str(group.pattern)
                parts.append((term, label, fields))
                synonym_matches.append(SynonymMatch(term, label, fields))
        pattern = term_regex(vocab)
        snippet = self._snippet(chunks, body, pattern) if body is not None else ""
        if not snippet and pairs and body is not None:
            pattern = term_regex(vocab | pairs)
            snippet = self._snippet(chunks, body, pattern)
        if not pattern and chunks and body is not None:
            snippet = chunks[0].summary.split(". ")[0][:220]
        why = why_line(parts) or (f"{chat.platform} chat from {chat.date_start}" if chat.date_start else "")
        if hit.passage is not None and not parts:
            why = f"close in meaning (similarity {hit.similarity or 0:.2f}), though none of the query's words match"
            if body is not None:
                snippet = meaning_snippet(hit.passage, chunks) or snippet
        in_order = sorted(chunks, key=lambda c: c.chunk_num)
        return Result(
            rank=rank,
            chat_id=chat.chat_id,
            title=chat.title,
            platform=chat.platform,
            date=chat.date_start.isoformat() if chat.date_start else "",
            date_end=chat.date_end.isoformat() if chat.date_end else "",
            message_count=chat.message_count,
            chunk_count=chat.chunk_count,
            size_bytes=sum(c.cond_bytes for c in chunks),
            tokens=sum(c.cond_tokens for c in chunks),
            tokens_estimated=not all(c.tokens_counted for c in chunks),
            raw_bytes=sum(c.raw_bytes for c in chunks),
            raw_tokens=sum(c.raw_tokens for c in chunks),
            has_decisions="decisions" in chat.signals,
            has_discoveries="discoveries" in chat.signals,
            has_procedures="procedures" in chat.signals,
            has_artifacts="artifacts" in chat.signals,
            matching_chunks=[c.chunk_num for c in in_order],
            condensed_path=chunks[0].condensed_path if chunks else "",
            condensed_paths=[c.condensed_path for c in in_order],
            raw_paths=[c.raw_path for c in in_order if c.raw_path],
            layer=cascade.earliest_layer(concepts, docs) if concepts and hit.passage is None else None,
            score=score,
            coverage=hit.coverage,
            similarity=hit.similarity,
            matched_terms=list(dict.fromkeys(word_of.get(c.term, c.term) for i, c in enumerate(concepts)
                                             if hit.original >> i & 1)),
            synonym_matches=synonym_matches,
            matched_topics=matched_topics(topics, pattern),
            why=why,
            snippet=snippet,
        )


    @staticmethod
    def _snippet(chunks, body: str, pattern) -> str:
        """The best matching passage of the summaries and best chunk, else of its raw file."""
        if not pattern or not chunks:
            return ""
        return best_passage([c.summary for c in chunks] + [body], pattern) or raw_passage(chunks[0].raw_path, pattern)

    def chats_saying(self, globs: list[str], options: SearchOptions | None = None) -> list[Result]:
        """The chats whose condensed text matches one of `globs` (ContentIndex.chat_rows_saying),
        as results, in the archive's order: what a question asks that no word of it finds."""
        opts = options or SearchOptions()
        rows = self.index.chat_rows_saying(globs, opts.max_results)
        hits = {row: cascade.ChatHit(row, list(chat_docs(self.index, row))) for row in rows}
        return self._results(rows, hits, {}, [], FIELDS, opts)[0]

    def similar(self, chat_id: str, options: SearchOptions | None = None) -> SearchResponse:
        """The chats most like one chat (similar.py)."""
        from .similar import similar_chats

        return similar_chats(self, chat_id, options or SearchOptions())


def query_boosts(chat, parsed: ParsedQuery, preferred: timerange.TimeFilter | None) -> dict[str, float]:
    """The boosts a chat earns from the query itself: a signal word it has the section for,
    a date the query names that it falls in."""
    boosts = {}
    if parsed.signals and any(s in chat.signals for s in parsed.signals):
        boosts["signal"] = SIGNAL_BOOST
    if preferred and preferred.matches(chat.date_start, chat.date_end):
        boosts["date"] = DATE_BOOST
    return boosts


_searchers: dict[tuple, Searcher] = {}


def search(query: str, index_dir: Path | None = None, synonyms_path: Path | None = None, **options) -> SearchResponse:
    """Search once; the opened index is kept for further calls in this process."""
    key = str(resolve_index_dir(index_dir)[0]), str(synonyms_path)
    if key not in _searchers:
        _searchers[key] = Searcher.open(index_dir, synonyms_path)
    return _searchers[key].search(query, SearchOptions(**options))
