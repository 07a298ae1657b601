"""The archive as four tools for AI assistants: what `kbsearch mcp` serves.

Each tool takes plain arguments and returns a JSON-ready dict made by the same core calls
the CLI makes (a search's dict is what `kbsearch search -f json` prints, plus the
markdown); a failure is a KbsearchError whose message is one sentence the assistant can
act on. Nothing here knows MCP, so the tools can be tested and reused without the SDK.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

from ..config import archive_root, extra_missing_line, resolve_index_dir
from ..errors import BadIndex, BadQuery, KbsearchError
from ..index.format import signature
from ..ranking.results import rerun_args
from ..ranking.search import GRANULARITIES, Searcher, SearchOptions
from ..schema import WHAT

MODES = ("auto", "search", "answer")
RETURN_FORMATS = ("condensed", "full")


class DamagedIndexRemoved(BadIndex):
    """A call met a damaged index and removed it: the server runs the call once more, on
    the rebuilt index, before it gives this as the call's error."""


class ArchiveTools:
    """One archive, shared by every call; calls run at once, each in a thread of its own.

    A Searcher (its SQLite connection, its caches) is not meant for concurrent use, so
    each call borrows one of its own from a pool: opening one reads only the index's meta
    row. Opening, and rebuilding the index when the CSVs changed, is one at a time."""

    def __init__(self, index_dir: Path | None = None, synonyms: Path | None = None,
                 notify: Callable[[str], None] = lambda message: None):
        self.index_option = index_dir
        self.synonyms_path = synonyms
        self.notify = notify
        self.rerank_failure = ""  # the embedding model could not be loaded: said once, not retried
        self._idle: list[Searcher] = []
        # Raised when an index is found damaged: Searchers lent out before then are closed
        # when they come back, not pooled (they read the removed file).
        self._generation = 0
        self._generations: dict[int, int] = {}  # id(lent Searcher) -> generation it was lent in
        self._opened_signature = None
        self._pool = threading.Lock()

    # -- the archive ------------------------------------------------------------------

    @contextmanager
    def _searcher(self) -> Iterator[Searcher]:
        """An open, current Searcher for this call alone, back in the pool afterwards."""
        searcher = self._take()
        try:
            yield searcher
        except sqlite3.DatabaseError as exc:
            from ..index.open import discard_damaged

            removed = discard_damaged(exc)
            if not removed:
                raise
            with self._pool:  # every Searcher open now reads the removed file
                self._generation += 1
                for idle in self._idle:
                    idle.index.close()
                self._idle.clear()
            self.notify(f"{removed[0]}: the index is damaged ({' '.join(str(exc).split())[:300]}); "
                        "rebuilding it and running the call again")
            raise DamagedIndexRemoved(f"{removed[0]}: the index is damaged ({exc}); it was removed, "
                                      "and the next call rebuilds it") from None
        finally:
            with self._pool:
                self.rerank_failure = self.rerank_failure or searcher.rerank_failure
                if self._generations.pop(id(searcher)) == self._generation:
                    self._idle.append(searcher)
                else:  # opened before the damage was found (another call held it meanwhile)
                    searcher.index.close()

    def _take(self) -> Searcher:
        """An idle Searcher whose index is current, else a new one: a server runs for days
        while the pipeline rewrites the indexes."""
        with self._pool:
            while self._idle:
                searcher = self._idle.pop()
                opened = searcher.index.meta.get("signature")
                if opened == signature(searcher.index_dir, archive_root(searcher.index_dir)):
                    self._generations[id(searcher)] = self._generation
                    return searcher
                if opened == self._opened_signature:  # the first to find the change says so
                    self.notify(f"the indexes in {searcher.index_dir} changed; reopening")
                searcher.index.close()
            fresh = Searcher.open(self.index_option, self.synonyms_path, on_build=self.notify)
            fresh.rerank_failure = self.rerank_failure
            self._opened_signature = fresh.index.meta.get("signature")
            self._generations[id(fresh)] = self._generation
            return fresh

    def warm(self) -> None:
        """Open the archive (building its content index if needed) and, when searches will
        rank hybrid (embeddings stored, or the settings ask for it), load the embedding model: done once, before the first call
        needs it, so that call is answered in milliseconds. Failures are only reported:
        each tool call says what is wrong until it is fixed."""
        try:
            with self._searcher() as searcher:
                from ..ranking.search import SearchOptions

                missing = extra_missing_line("rerank", "rerank: true") if searcher.settings.rerank else None
                if missing and not searcher.rerank_failure:
                    searcher.rerank_failure = f"rerank unavailable, lexical ranking only: {missing}"
                    self.notify(searcher.rerank_failure)
                if searcher.hybrid(SearchOptions()) and not searcher.rerank_failure:
                    from ..semantic.embed import EmbeddingsUnavailable, light_model

                    try:
                        light_model()
                    except EmbeddingsUnavailable as exc:
                        searcher.rerank_failure = f"rerank unavailable, lexical ranking only: {exc}"
                        self.notify(searcher.rerank_failure)
        except KbsearchError as exc:
            self.notify(f"{exc} (every tool call will report this until it is fixed)")

    def describe(self) -> str:
        folder, source = resolve_index_dir(self.index_option)
        return f"{folder} ({source})"

    # -- the tools --------------------------------------------------------------------

    def search_knowledge_base(
        self,
        query: str,
        mode: str = "auto",
        use_synonyms: bool = True,
        max_results: int = 10,
        granularity: str = "chat",
        max_tokens: int | None = None,
        output_file: bool | str = False,
        retrieve_artifacts: bool = False,
        retrieval_dir: str | None = None,
        what: str = "condensed",
    ) -> dict:
        _check_query(query)
        _check_choice("mode", mode, MODES)
        _check_choice("granularity", granularity, GRANULARITIES)
        _check_choice("what", what, WHAT)
        with self._searcher() as searcher:
            allow = searcher.settings.mcp_allow_paths_outside_outputs
            # Paths are checked before anything runs: a refused path writes nothing.
            out_path = _client_path(output_file, allow) if isinstance(output_file, str) and output_file else None
            folder = _client_path(retrieval_dir, allow) if retrieval_dir else None
            chosen_by = "caller"
            if mode == "auto":
                from ..ranking.query import detect_mode

                mode, chosen_by = detect_mode(query), "phrasing"
            if mode == "answer":
                data, markdown, requests, about = self._answer(searcher, query, max_results, use_synonyms,
                                                               max_tokens, granularity)
            else:
                data, markdown, requests, about = self._search(searcher, query, max_results, use_synonyms,
                                                               max_tokens, granularity)
            data = {"mode": mode, "mode_chosen_by": chosen_by, **data, "markdown": markdown}
            data["output_file"] = None
            if output_file is True or out_path is not None:
                data["output_file"] = str(_write_markdown(markdown, out_path, mode))
            data["retrieval"] = None
            if retrieve_artifacts or folder is not None:
                data["retrieval"] = self._retrieve(searcher, requests, folder, what,
                                                   max_tokens if mode == "search" else None, about)
            return data

    def _search(self, searcher, query, max_results, use_synonyms, max_tokens, granularity):
        from ..render.markdown import search_markdown
        from ..retrieve.copy_out import search_requests

        options = SearchOptions(max_results=max_results, max_tokens=max_tokens, granularity=granularity,
                                use_synonyms=use_synonyms)
        response = searcher.search(query, options)
        response.rerun_args = self._rerun_args(use_synonyms)
        about = {"query": query, "mode": "search", "search_path": response.search_path}
        return response.to_dict(), search_markdown(response), search_requests(response), about

    def _answer(self, searcher, query, max_results, use_synonyms, max_tokens, granularity):
        from ..answer.compose import answer
        from ..render.answer_md import answer_markdown
        from ..retrieve.copy_out import answer_requests

        # Always the offline answer, never settings' llm.command: the assistant calling
        # this tool is a model already, and a second one would spend its tool timeout.
        result = answer(searcher, query, max_sources=max_results)
        notes = []
        if not use_synonyms:
            notes.append("answer mode always reads synonyms; use_synonyms=false applies to search mode")
        if max_tokens is not None:
            notes.append("max_tokens applies to search mode; an answer lists its sources' tokens instead")
        if granularity != "chat":
            notes.append("granularity applies to search mode; an answer cites whole chats")
        data = {**result.to_dict(), "found": result.found, "tokens_estimated": result.tokens_estimated,
                "notes": notes}
        about = {"query": query, "mode": "answer"}
        return data, answer_markdown(result), answer_requests(result), about

    def _retrieve(self, searcher, requests, folder, what, max_tokens, about) -> dict:
        from ..retrieve.copy_out import deliver, plan, report_lines

        if not requests:
            return {"folder": None, "files": 0, "tokens": 0, "messages": ["nothing to retrieve: nothing was found"]}
        items, unknown = plan(searcher.index, requests, what, archive_root(searcher.index_dir))
        report = deliver(searcher, items, unknown, folder, what, max_tokens=max_tokens, about=about)
        delivered = [r for r in report.records if r.status in ("copied", "already present")]
        return {
            "folder": str(report.folder),
            "manifest": str(report.manifest),
            "what": what,
            "files": len(delivered),
            "tokens": sum(r.tokens for r in delivered),
            "complete": not report.incomplete,
            "messages": report_lines(report),
        }

    def _rerun_args(self, use_synonyms: bool) -> list[str]:
        """What the markdown's "To Go Deeper" commands must repeat to search the same archive."""
        index_dir = resolve_index_dir(self.index_option)[0] if self.index_option is not None else None
        return rerun_args(index_dir, self.synonyms_path, not use_synonyms, None, None, None, None)

    def grep_search(self, query: str, use_synonyms: bool = True, max_results: int = 10,
                    return_format: str = "condensed") -> dict:
        _check_query(query)
        _check_choice("return_format", return_format, RETURN_FORMATS)
        with self._searcher() as searcher:
            options = SearchOptions(max_results=max_results, use_synonyms=use_synonyms, content_only=True)
            response = searcher.search(query, options)
        data = response.to_dict()
        if return_format == "full":
            return data
        keep = ("query", "search_path", "layer", "found", "showing", "total_bytes", "total_tokens",
                "tokens_estimated", "notes", "corrections")
        return {**{k: data[k] for k in keep}, "results": [_condensed_result(r) for r in data["results"]]}

    def get_chat(self, chat_id: str, chunk: int | None = None, raw: bool = False) -> dict:
        from ..index.show import looks_like_path, show_text

        chat_id = (chat_id or "").strip()
        if not chat_id or looks_like_path(chat_id):
            raise BadQuery(f"get_chat takes a chat_id (8 hex characters, as search results give), not {chat_id!r}")
        with self._searcher() as searcher:
            index = searcher.index
            text = show_text(index, archive_root(searcher.index_dir), chat_id, chunk, raw)
            chat = index.chat_by_id(chat_id) or index.chat_by_id(chat_id.casefold())
            chunks = [c for c in index.chat_chunks(chat) if chunk is None or c.chunk_num == chunk]
        return {
            "chat_id": chat.chat_id,
            "title": chat.title,
            "platform": chat.platform,
            "date": chat.date_start.isoformat() if chat.date_start else "",
            "chunk_count": chat.chunk_count,
            "chunks": [c.chunk_num for c in chunks],
            "raw": raw,
            "bytes": len(text.encode("utf-8")),
            "tokens": sum(c.raw_tokens if raw else c.cond_tokens for c in chunks),
            "tokens_estimated": not all(c.tokens_counted for c in chunks),
            "paths": [c.raw_path if raw else c.condensed_path for c in chunks],
            "text": text,
        }

    def get_search_stats(self) -> dict:
        from ..index.stats import archive_stats

        with self._searcher() as searcher:
            return archive_stats(searcher.index, resolve_index_dir(self.index_option)[1])


def _check_query(query: str) -> None:
    if not query or not query.strip():
        raise BadQuery("query is empty: give the words to look for")


def _check_choice(name: str, value: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise BadQuery(f"{name} must be one of {', '.join(allowed)}, not {value!r}")


def _client_path(requested: str, allow_outside: bool) -> Path:
    from ..retrieve.outputs import client_path

    return client_path(requested, allow_outside)


def _write_markdown(text: str, path: Path | None, mode: str) -> Path:
    """The markdown into outputs/{search|answer}_YYYYMMDD_HHMMSS.md or the path given;
    never over an existing file (a client cannot clobber one by naming it)."""
    from ..retrieve.outputs import timestamped_path, write_new

    return write_new(path or timestamped_path(mode), text)


def _condensed_result(r: dict) -> dict:
    """A search result cut to what an assistant needs to decide whether to read a chat."""
    keep = ("rank", "chat_id", "title", "platform", "date", "tokens", "tokens_estimated", "matching_chunks",
            "condensed_path", "layer", "score", "matched_terms", "why", "snippet")
    out = {k: r[k] for k in keep}
    out["synonym_matches"] = [{"term": m["term"], "synonym": m["synonym"]} for m in r["synonym_matches"]]
    return out
