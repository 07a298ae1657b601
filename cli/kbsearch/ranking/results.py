"""Typed results: one `Result` per chat (or chunk) and one `SearchResponse` per query.

Every output format is produced from these, serialised in one place (`to_dict`).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields, is_dataclass

from ..schema import SIGNALS


@dataclass
class SynonymMatch:
    term: str  # the query term
    synonym: str  # what matched in its place ("fabricat*" for a stem)
    fields: list[str]


@dataclass
class Result:
    rank: int
    chat_id: str
    title: str
    platform: str
    date: str
    date_end: str
    message_count: int
    chunk_count: int
    size_bytes: int  # the condensed files a retrieval would copy
    tokens: int
    tokens_estimated: bool
    raw_bytes: int
    raw_tokens: int
    has_decisions: bool
    has_discoveries: bool
    has_procedures: bool
    has_artifacts: bool
    matching_chunks: list[int]
    condensed_path: str
    condensed_paths: list[str]
    raw_paths: list[str]
    layer: int | None
    score: float
    coverage: float
    matched_terms: list[str]
    synonym_matches: list[SynonymMatch]
    matched_topics: list[str]
    why: str
    snippet: str
    ranking: str = "lexical"  # or "hybrid": the words and the sentence embeddings fused
    similarity: float | None = None  # hybrid: the best passage's cosine to the query
    chunk: int | None = None  # set with --granularity chunk
    explain: dict | None = None  # set with --explain
    # Matched no query word itself, only synonyms of words other chats hold (ranking/weak.py):
    # ranked after the chats that match the query, and marked so in every view.
    through_synonyms_only: bool = False
    # The matching chunks, best scoring first: where an answer reads its evidence (not output).
    best_chunks: list[int] = field(default_factory=list)

    @property
    def signals(self) -> list[str]:
        return [s for s in SIGNALS if getattr(self, f"has_{s}")]

    def to_dict(self) -> dict:
        d = {name: _plain(getattr(self, name)) for name in _RESULT_KEYS}
        d["signals"] = self.signals
        d["score"] = round(self.score, 4)
        d["coverage"] = round(self.coverage, 3)
        if self.similarity is not None:
            d["similarity"] = round(self.similarity, 3)
        return d


@dataclass
class SearchResponse:
    query: str
    terms: list[str]
    mode: str
    layer: int | None
    search_path: str
    layers_tried: list[dict]
    filters: list[str]
    found: int
    results: list[Result]
    total_bytes: int
    total_tokens: int
    tokens_estimated: bool
    max_tokens: int | None
    left_out_by_budget: int
    patterns: list[str]
    granularity: str
    index_dir: str
    notes: list[str] = field(default_factory=list)
    elapsed_ms: float = 0.0
    ranking: str = "lexical"  # or "hybrid" (see Result.ranking)
    rerun_args: list[str] = field(default_factory=list)  # options follow-up commands repeat
    corrections: list[dict] = field(default_factory=list)  # misspelt words and what they became
    # Tokens of the smallest result the budget left out: for the hint when none fits
    # (not in to_dict: the JSON has it in `notes`).
    smallest_left_out: int | None = None

    @property
    def showing(self) -> int:
        return len(self.results)

    def records(self) -> list[dict]:
        """One dict per result, as `-f jsonl` prints them: each carries its query and the
        layer that answered, so a stream of several queries (--batch) stays self-describing."""
        return [{"query": self.query, "layer_answered": self.layer, **r.to_dict()} for r in self.results]

    def to_frame(self):
        """The results as a pandas DataFrame, one row per result, with the columns of
        `-f jsonl` (lists and dicts stay Python objects in their cells). Needs pandas."""
        import pandas as pd  # here, not at the top: a search never loads pandas

        return pd.DataFrame(self.records(), columns=RECORD_COLUMNS)

    def to_dict(self) -> dict:
        d = {f.name: _plain(getattr(self, f.name)) for f in fields(self) if f.name not in ("results", "smallest_left_out")}
        d["showing"] = self.showing
        d["elapsed_ms"] = round(self.elapsed_ms, 2)
        d["results"] = [r.to_dict() for r in self.results]
        return d


_RESULT_KEYS = tuple(f.name for f in fields(Result) if f.name != "best_chunks")
_ATOMS = frozenset({str, int, float, bool, type(None)})


def _plain(value):
    """What dataclasses.asdict makes of a field's value (dataclasses to dicts, lists, tuples
    and dicts copied, anything else deep-copied), without asdict's walk through every
    value: asdict of a response copied each result's lists twice, to throw one copy away
    (a third of a server's JSON time)."""
    kind = type(value)
    if kind in _ATOMS:
        return value  # what deepcopy gives back
    if kind is list:
        return [v if type(v) in _ATOMS else _plain(v) for v in value]
    if kind is dict:
        return {_plain(k): _plain(v) for k, v in value.items()}
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return kind(*[_plain(v) for v in value])
    if isinstance(value, (list, tuple)):
        return kind(_plain(v) for v in value)
    if isinstance(value, dict):
        return kind((_plain(k), _plain(v)) for k, v in value.items())
    return copy.deepcopy(value)


# The keys of records(), in order (the columns of to_frame() even with no results).
RECORD_COLUMNS = ("query", "layer_answered", *(f.name for f in fields(Result) if f.name != "best_chunks"), "signals")


def rerun_args(index_dir, synonyms, no_synonyms, since, until, platform, has) -> list[str]:
    """The options a follow-up command ("To Go Deeper") must repeat to search the same way."""
    args: list[str] = []
    if index_dir is not None:
        args += ["--index-dir", str(index_dir)]
    if synonyms is not None:
        args += ["--synonyms", str(synonyms)]
    if no_synonyms:
        args.append("--no-synonyms")
    for name, value in (("--since", since), ("--until", until)):
        if value is not None:
            args += [name, value]
    for p in platform or []:
        args += ["--platform", p]
    for h in has or []:
        args += ["--has", h]
    return args
