"""An answer as data: its summary, numbered points with their citations, caveats, the
sources cited (with what verifying each costs) and the evidence passages behind it."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class Point:
    text: str
    citations: list[int]
    score: float = 0.0  # its lead sentence's score for answering the question


@dataclass
class ShortItem:
    """One item of the short answer ("Max" of "Ned, Daisy, Max") and the sources it rests on."""

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
    confidence: str = "low"  # high: a sentence states it; medium: inferred or disputed; low: nothing states it
    confidence_reason: str = ""
    asked: str = "what"  # what the question asks for: when, where, who, count, duration, why, yesno, what
    # The answer itself in a few words ("7 May 2023", "Ned, Daisy, Max", "Yes"): "" when no
    # sentence states it. `short_items` are its comma-separated items, each with its citations.
    short: str = ""
    short_items: list[ShortItem] = field(default_factory=list)

    @property
    def short_cited(self) -> str:
        """The short answer with each item's citations: "Ned [1], Daisy [1], Max [2]"."""
        if not self.short_items:
            return self.short
        return ", ".join(f"{i.text} {''.join(f'[{n}]' for n in i.citations)}".strip() for i in self.short_items)

    @property
    def found(self) -> bool:
        return bool(self.sources)

    @property
    def tokens_estimated(self) -> bool:
        return any(s.tokens_estimated for s in self.sources)

    def to_dict(self) -> dict:
        return {
            "question": self.question,
            "short": self.short,
            "short_items": [asdict(i) for i in self.short_items],
            "summary": self.summary,
            "confidence": self.confidence,
            "confidence_reason": self.confidence_reason,
            "asked": self.asked,
            "details": [asdict(p) for p in self.details],
            "caveats": list(self.caveats),
            "sources": [asdict(s) for s in self.sources],
            "verification_paths": list(self.verification_paths),
            "total_source_tokens": self.total_source_tokens,
            "search_path": self.search_path,
            "answered_by": self.answered_by,
        }
