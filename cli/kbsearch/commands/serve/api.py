"""The JSON API: each endpoint reads its parameters (params.py), makes the core call the
CLI makes, and answers with the dict the CLI prints with `-f json`. A KbsearchError
becomes {"error": its one line} with a fitting status."""

from __future__ import annotations

import json
import logging
from typing import Callable

import anyio
import anyio.to_thread
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ...errors import BadQuery, KbsearchError, NotFound
from ...ranking.results import rerun_args
from ...ranking.search import GRANULARITIES, SearchOptions
from ..mcp_server import internal_error
from ..mcp_tools import DamagedIndexRemoved
from .cache import ResponseCache
from .live import Broken, Building, Busy, LiveArchive
from .params import MAX_RESULTS, Params, chat_id

logger = logging.getLogger("kbsearch.serve")
SEARCH_PARAMS = ("q", "n", "since", "until", "platform", "has", "granularity", "rerank", "max_tokens")
ANSWER_PARAMS = ("q", "n", "since", "until", "platform", "has", "rerank")
# Requests given a thread at once; the rest wait their turn without one (a client must not be
# able to make threads without end). The core runs one call at a time (live.py); on the
# bench (bench/README.md, issue 31) 8 threads contending for it served 74 new searches a
# second under load, 2 served 118.
CALLS_AT_ONCE = 2


def error(status: int, message: str, headers: dict | None = None) -> JSONResponse:
    return JSONResponse({"error": message, "status": status}, status_code=status, headers=headers)


def status_of(exc: KbsearchError) -> tuple[int, dict | None]:
    if isinstance(exc, (Building, Busy)):
        return 503, {"Retry-After": "2"}
    if isinstance(exc, NotFound):
        return 404, None
    if isinstance(exc, BadQuery):
        return 400, None
    if isinstance(exc, Broken):
        return 503, {"Retry-After": "30"}
    if isinstance(exc, DamagedIndexRemoved):  # rebuilt from the CSVs by the next request's take
        return 503, {"Retry-After": "2"}
    return 500, None


class Api:
    def __init__(self, archive: LiveArchive):
        self.archive = archive
        self.calls = anyio.CapacityLimiter(CALLS_AT_ONCE)
        self.cache = ResponseCache()

    def routes(self) -> list[Route]:
        return [
            Route("/api/search", self.search),
            Route("/api/answer", self.answer),
            Route("/api/chats/{chat_id}", self.chat),
            Route("/api/chats/{chat_id}/chunks/{chunk}", self.chunk),
            Route("/api/stats", self.stats),
            Route("/api/similar/{chat_id}", self.similar),
        ]

    async def _respond(self, work: Callable[[], dict], request: Request) -> Response:
        self.archive.notice_changes()
        key = self.cache.key(request, self.archive.generation)
        body = self.cache.get(key)
        if body is not None:
            return Response(body, media_type="application/json", headers={"x-kbsearch-cache": "hit"})
        try:
            # The JSON is made in the worker thread too: for a long chat it is not nothing.
            body = await anyio.to_thread.run_sync(lambda: _json(work()), limiter=self.calls)
        except KbsearchError as exc:
            status, headers = status_of(exc)
            return error(status, str(exc), headers)
        except Exception as exc:  # a fault of kbsearch's own: one line, as the CLI says it; the server goes on
            message = internal_error(exc)
            logger.debug("%s failed", request.url.path, exc_info=exc)
            self.archive.notify(f"{request.url.path}: {message}")
            return error(500, message)
        self.cache.put(key, body)
        return Response(body, media_type="application/json", headers={"x-kbsearch-cache": "miss"})

    async def search(self, request: Request) -> JSONResponse:
        try:
            p = Params(request.query_params, SEARCH_PARAMS)
            query = p.query()
            options = SearchOptions(
                max_results=p.integer("n", 10, high=MAX_RESULTS),
                max_tokens=p.integer("max_tokens", None, high=10**9),
                granularity=p.choice("granularity", "chat", GRANULARITIES),
                since=p.day("since"), until=p.day("until", end=True),
                platforms=p.many("platform"), has=p.signals(), rerank=p.flag("rerank", None),
            )
            # What the markdown's "To Go Deeper" commands repeat, as the CLI gives them.
            again = rerun_args(self.archive.index_option, self.archive.synonyms_path, False, p.one("since"),
                               p.one("until"), options.platforms, options.has)
        except KbsearchError as exc:
            return error(400, str(exc))

        def work(searcher) -> dict:
            response = searcher.search(query, options)
            response.rerun_args = again
            return response.to_dict()

        return await self._respond(lambda: self.archive.run(work), request)

    async def answer(self, request: Request) -> JSONResponse:
        from ...answer.compose import answer

        try:
            p = Params(request.query_params, ANSWER_PARAMS)
            question = p.query()
            max_sources = p.integer("n", None, high=MAX_RESULTS)  # unset: as `kbsearch answer` without --max-sources
            rerank = p.flag("rerank", None)
            options = SearchOptions(since=p.day("since"), until=p.day("until", end=True),
                                    platforms=p.many("platform"), has=p.signals())
        except KbsearchError as exc:
            return error(400, str(exc))

        def work(searcher) -> dict:
            # Always the offline answer, never the settings' llm.command: a request from the
            # network does not start processes on this machine.
            try:
                result = answer(searcher, question, max_sources=max_sources, rerank=rerank, options=options)
            except BadQuery as exc:  # the search's words; here it is a question (as `kbsearch answer` says)
                text = str(exc)
                if text.startswith("query "):
                    raise BadQuery("question " + text.removeprefix("query ")
                                   .replace("words to search for", "words to answer")) from None
                raise
            return {**result.to_dict(), "found": result.found}

        return await self._respond(lambda: self.archive.run(work), request)

    async def chat(self, request: Request) -> JSONResponse:
        try:
            ident = chat_id(request.path_params["chat_id"])
            p = Params(request.query_params, ("raw",))
            raw = bool(p.flag("raw", False))
        except KbsearchError as exc:
            return error(400, str(exc))
        return await self._respond(lambda: self.archive.get_chat(ident, None, raw), request)

    async def chunk(self, request: Request) -> JSONResponse:
        from .chunk_view import chunk_view

        try:
            ident = chat_id(request.path_params["chat_id"])
            number = _chunk_number(request.path_params["chunk"])
            p = Params(request.query_params, ("raw",))
            raw = bool(p.flag("raw", False))
        except KbsearchError as exc:
            return error(400, str(exc))
        return await self._respond(lambda: chunk_view(self.archive.get_chat(ident, number, raw)), request)

    async def stats(self, request: Request) -> JSONResponse:
        try:
            Params(request.query_params, ())
        except KbsearchError as exc:
            return error(400, str(exc))
        return await self._respond(self.archive.get_search_stats, request)

    async def similar(self, request: Request) -> JSONResponse:
        try:
            ident = chat_id(request.path_params["chat_id"])
            p = Params(request.query_params, ("n",))
            options = SearchOptions(max_results=p.integer("n", 10, high=MAX_RESULTS))
        except KbsearchError as exc:
            return error(400, str(exc))
        return await self._respond(lambda: self.archive.run(lambda s: s.similar(ident, options).to_dict()), request)


def _json(data: dict) -> bytes:
    """As Starlette's JSONResponse writes it."""
    return json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")


def _chunk_number(text: str) -> int:
    if not text.isascii() or not text.isdigit() or len(text) > 9 or int(text) < 1:
        raise BadQuery(f"chunk {text[:40]!r}: expected a chunk number from 1 (search results give them)")
    return int(text)
