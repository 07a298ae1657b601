"""What a search is asked to do, beyond its query: `SearchOptions`."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


@dataclass
class SearchOptions:
    max_results: int = 10
    max_tokens: int | None = None
    granularity: str = "chat"
    thorough: bool = False
    use_synonyms: bool = True
    min_results: int = 3
    since: date | None = None
    until: date | None = None
    platforms: list[str] = field(default_factory=list)
    has: list[str] = field(default_factory=list)
    today: date | None = None
    explain: bool = False
    rerank: bool | None = None  # None: as the settings file says
    content_only: bool = False  # layers 3 and 4 only: the old grep_search tool
    snippets: bool = True  # False: results without a snippet (an answer reads its own evidence)
