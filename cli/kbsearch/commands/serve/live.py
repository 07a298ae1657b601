"""One warm archive per server process, shared by every request: a pool of Searchers on
one index, brought up to date in the background when the CSVs change, so readers keep
their answers (from the index as it was) instead of waiting for a rebuild."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

from ...config import archive_root, resolve_index_dir
from ...errors import BadQuery, KbsearchError
from ...index.format import signature
from ...index.read import ContentIndex
from ...ranking.search import Searcher
from ..mcp_tools import ArchiveTools


class Building(KbsearchError):
    """No index to read yet: the first one is being built (HTTP 503, Retry-After)."""


class Busy(KbsearchError):
    """The core has been held by other calls for BUSY_SECONDS (HTTP 503, Retry-After): a
    call stuck on a slow disk must not make every later request wait with it for ever."""


BUSY_SECONDS = 30.0


class Broken(KbsearchError):
    """The archive could not be opened at all: every request says why until it is fixed."""


class LiveArchive(ArchiveTools):
    """ArchiveTools (the MCP tools, their Searcher pool) for a long-running server.

    ArchiveTools reopens a stale index while holding its pool lock: every call waits for
    the rebuild. Here the first call to notice a change starts one refresh thread and
    keeps reading the old index, as do the calls after it; the refreshed Searcher
    replaces the pool when it is ready (a build renames its file into place, so open
    connections keep reading the old one)."""

    def __init__(self, index_dir: Path | None = None, synonyms: Path | None = None,
                 notify: Callable[[str], None] = lambda message: None):
        super().__init__(index_dir, synonyms, notify)
        self.index_dir, self.source = resolve_index_dir(index_dir)
        self.root = archive_root(self.index_dir)
        self._live: Searcher | None = None  # the newest Searcher: new pool members open its file
        self._live_signature: str | None = None
        self._refreshing = False
        self._failure = ""
        self._looked = 0.0
        self._one_at_a_time = threading.Lock()
        self.busy_seconds = BUSY_SECONDS
        self.generation = 0  # bumped when the index the answers come from changes (caches key on it)

    # -- the pool -----------------------------------------------------------------------

    @contextmanager
    def _searcher(self) -> Iterator[Searcher]:
        """A Searcher, and the core to itself: calls (API and MCP alike) run one at a time.
        Searches are CPU under one GIL, so running two at once bought nothing on the bench,
        and under load threads met what is not made for them: CPython 3.11's ast module
        (numpy's np.load of the embedding means parses its header with it) failed with
        "SystemError: AST constructor recursion depth mismatch" and a 500."""
        if not self._one_at_a_time.acquire(timeout=self.busy_seconds):
            raise Busy(f"the server is busy (other requests have held the archive for {self.busy_seconds:.0f} s); "
                       "try again in a moment")
        try:
            with super()._searcher() as searcher:
                yield searcher
        finally:
            self._one_at_a_time.release()

    def _take(self) -> Searcher:
        with self._pool:
            self._notice_changes()
            if self._live is None:
                if self._failure and not self._refreshing:
                    raise Broken(self._failure)
                raise Building(f"the index of {self.index_dir} is being built; try again in a few seconds")
            searcher = self._idle.pop() if self._idle else None
            if searcher is None:
                searcher = self._clone(self._live)
            self._generations[id(searcher)] = self._generation
            return searcher

    def notice_changes(self, at_most_every: float = 0.5) -> None:
        """For requests a cache answers (they take no Searcher): look at the CSVs now and
        then, so a change still reaches them."""
        import time

        now = time.monotonic()
        if now - self._looked < at_most_every:
            return
        self._looked = now
        with self._pool:
            if self._live is not None:
                self._notice_changes()

    def _notice_changes(self) -> None:
        """Start a refresh when the CSVs' signature moved (three stats, as every CLI run does)."""
        if self._refreshing:
            return
        try:
            now = signature(self.index_dir, self.root)
        except (KbsearchError, OSError) as exc:  # a CSV renamed away mid-rewrite: keep serving
            now = f"unreadable: {exc}"
        if now != self._live_signature:
            if self._live is not None:
                self.notify(f"the indexes in {self.index_dir} changed; updating the index in the background")
            self._start_refresh()

    def _start_refresh(self) -> None:
        self._refreshing = True
        threading.Thread(target=self._refresh, name="kbsearch-refresh", daemon=True).start()

    def _refresh(self) -> None:
        fresh, failure = None, ""
        try:
            fresh = Searcher.open(self.index_option, self.synonyms_path, on_build=self.notify)
        except KbsearchError as exc:
            failure = str(exc)
            self.notify(f"{exc} (every request will report this until it is fixed)")
        except Exception as exc:  # the server stays up and says what failed, request after request
            failure = f"internal error: {type(exc).__name__}: {' '.join(str(exc).split())[:300]}"
            self.notify(failure)
        with self._pool:
            self._refreshing = False
            if fresh is None:
                self._failure = failure
                self._live_signature = None if self._live is None else self._live_signature
                return
            fresh.rerank_failure = self.rerank_failure
            self._generation += 1  # Searchers lent out on the old index are closed when they return
            for idle in self._idle:
                idle.index.close()
            self._idle = [fresh]
            self._live, self._failure = fresh, ""
            self._live_signature = fresh.index.meta.get("signature")
            self.generation += 1
            first = self.generation == 1
        if first:  # the embedding model too, where searches rank hybrid: loaded before a request needs it
            self.warm()

    def _clone(self, live: Searcher) -> Searcher:
        """Another Searcher on the live index's file: opening one reads only its meta row."""
        try:
            index = ContentIndex(live.index.path)
        except Exception:  # its file was replaced or removed since: the live one's own connection still reads
            self._live_signature = None  # and the next take refreshes
            index = None
        if index is None:
            raise Building(f"the index of {self.index_dir} is being rebuilt; try again in a few seconds")
        searcher = Searcher(index, live.synonyms, live.index_dir, live.settings)
        searcher.notify = self.notify
        searcher.rerank_failure = self.rerank_failure
        return searcher

    def start(self) -> None:
        """Open (or build) the index in the background; requests meanwhile get Building."""
        with self._pool:
            if not self._refreshing and self._live is None:
                self._start_refresh()

    def wait_ready(self, timeout: float) -> bool:
        """Whether the index is open within `timeout` seconds (tests, the bench, a worker that
        replaces a dead one)."""
        import time

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._pool:
                if self._live is not None or (self._failure and not self._refreshing):
                    return self._live is not None
            time.sleep(0.02)
        return False

    # -- what the API reads ----------------------------------------------------------------

    def run(self, call: Callable[[Searcher], object]):
        """call(searcher) with a Searcher of its own (the pool's damage handling included)."""
        with self._searcher() as searcher:
            return call(searcher)


class ReadOnlyTools(LiveArchive):
    """The MCP tools as `kbsearch serve` offers them over HTTP: the same four, but nothing
    is written on the server's disk for a client on the network."""

    def search_knowledge_base(self, query, mode="auto", use_synonyms=True, max_results=10, granularity="chat",
                              max_tokens=None, output_file=False, retrieve_artifacts=False, retrieval_dir=None,
                              what="condensed"):
        if output_file or retrieve_artifacts or retrieval_dir:
            raise BadQuery("this server is read-only: output_file, retrieve_artifacts and retrieval_dir are "
                           "available from `kbsearch mcp` on the same machine")
        return super().search_knowledge_base(query, mode, use_synonyms, max_results, granularity, max_tokens)
