"""A request's query string read into the options a command would get, each bad value
refused in one sentence that names the parameter (HTTP 400), as the CLI names its option."""

from __future__ import annotations

import re
from datetime import date

from ...errors import BadQuery
from ...schema import SIGNALS
from ...wording import echo

# What a person types into a search box; the CLI takes more, but a URL is no place for a
# pasted page (and every character is scored).
MAX_QUERY_CHARS = 1000
MAX_RESULTS = 100
MAX_VALUES = 20  # of a repeatable parameter (platform, has)
# Ids name a chat in the index; nothing that could be read as a path gets this far.
CHAT_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
TRUE, FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")


class Params:
    """The query parameters of one request (starlette's QueryParams), checked on reading."""

    def __init__(self, query_params, known: tuple[str, ...]):
        self.raw = query_params
        unknown = sorted(set(query_params.keys()) - set(known))
        if unknown:
            raise BadQuery(f"unknown parameter {echo(unknown[0])}: this endpoint takes {', '.join(known)}")

    def one(self, name: str) -> str | None:
        values = self.raw.getlist(name)
        if len(values) > 1:
            raise BadQuery(f"{name} given {len(values)} times: give it once")
        return values[0] if values else None

    def many(self, name: str) -> list[str]:
        values = [v for v in self.raw.getlist(name) for v in v.split(",") if v.strip()]
        if len(values) > MAX_VALUES:
            raise BadQuery(f"{name} given {len(values)} times: at most {MAX_VALUES}")
        return [v.strip() for v in values]

    def query(self, name: str = "q") -> str:
        text = self.one(name)
        if text is None or not text.strip():
            raise BadQuery(f"{name} is missing or empty: give the words to look for, e.g. ?{name}=mcp+timeout")
        if len(text) > MAX_QUERY_CHARS:
            raise BadQuery(f"{name} is {len(text):,} characters long: at most {MAX_QUERY_CHARS:,} are taken")
        if "\x00" in text:
            raise BadQuery(f"{name} holds a NUL character")
        return text

    def integer(self, name: str, default: int | None, low: int = 1, high: int | None = None) -> int | None:
        text = self.one(name)
        if text is None or text == "":
            return default
        if not re.fullmatch(r"\+?[0-9]{1,12}", text.strip()):
            raise BadQuery(f"{name} {echo(text)}: expected a whole number from {low}"
                           + (f" to {high}" if high else ""))
        value = int(text)
        if value < low or (high is not None and value > high):
            raise BadQuery(f"{name} {value}: expected a whole number from {low}" + (f" to {high}" if high else ""))
        return value

    def flag(self, name: str, default: bool | None) -> bool | None:
        text = self.one(name)
        if text is None or text == "":
            return default
        if text.lower() in TRUE:
            return True
        if text.lower() in FALSE:
            return False
        raise BadQuery(f"{name} {echo(text)}: expected true or false")

    def choice(self, name: str, default: str, allowed: tuple[str, ...]) -> str:
        text = self.one(name)
        if text is None or text == "":
            return default
        if text.lower() not in allowed:
            raise BadQuery(f"{name} {echo(text)}: expected one of {', '.join(allowed)}")
        return text.lower()

    def day(self, name: str, end: bool = False) -> date | None:
        from ...ranking.query import time_bound

        text = self.one(name)
        if text is None or text == "":
            return None
        if len(text) > 100:
            raise BadQuery(f"{name} is {len(text):,} characters long: a date or time phrase is at most 100")
        try:
            return time_bound(text, date.today(), end=end)
        except ValueError as exc:
            raise BadQuery(f"{name} {echo(text)}: {exc}") from None

    def signals(self, name: str = "has") -> list[str]:
        values = self.many(name)
        for s in values:
            if s not in SIGNALS:
                raise BadQuery(f"{name} {echo(s)}: expected one of {', '.join(SIGNALS)}")
        return values


def chat_id(text: str) -> str:
    if not CHAT_ID.fullmatch(text):
        raise BadQuery(f"{echo(text)} is not a chat id (letters, digits, - and _, as search results give it)")
    return text
