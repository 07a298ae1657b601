"""Answers already given, kept for the same request: a phone re-asks what it asked a moment
ago (back, reload, a bookmark, the answer and the search of the same words), and a search
costs milliseconds of CPU that concurrent clients would otherwise queue for.

A key holds the index generation (a refreshed index makes every older answer unreachable)
and today's date (time phrases such as "last week" move with it). Only successful answers
are kept, as the JSON bytes sent."""

from __future__ import annotations

from collections import OrderedDict
from datetime import date

MAX_ENTRIES = 1024
MAX_BYTES = 64 * 1024 * 1024


class ResponseCache:
    def __init__(self, max_entries: int = MAX_ENTRIES, max_bytes: int = MAX_BYTES):
        self.max_entries, self.max_bytes = max_entries, max_bytes
        self._entries: OrderedDict[tuple, bytes] = OrderedDict()
        self._bytes = 0
        self._generation = None
        self.hits = self.misses = 0

    def key(self, request, generation: int) -> tuple:
        # Used from the event loop only (the endpoints' own code), so no lock is needed.
        if generation != self._generation:
            self._entries.clear()
            self._bytes, self._generation = 0, generation
        return generation, request.url.path, tuple(sorted(request.query_params.multi_items())), date.today()

    def get(self, key: tuple) -> bytes | None:
        body = self._entries.get(key)
        if body is None:
            self.misses += 1
            return None
        self._entries.move_to_end(key)
        self.hits += 1
        return body

    def put(self, key: tuple, body: bytes) -> None:
        if key[0] != self._generation:  # made on the index before a refresh that finished meanwhile
            return
        if len(body) > self.max_bytes // 16:  # one huge answer must not push out everything else
            return
        old = self._entries.pop(key, None)
        self._bytes -= len(old) if old is not None else 0
        self._entries[key] = body
        self._bytes += len(body)
        while len(self._entries) > self.max_entries or self._bytes > self.max_bytes:
            _, dropped = self._entries.popitem(last=False)
            self._bytes -= len(dropped)
