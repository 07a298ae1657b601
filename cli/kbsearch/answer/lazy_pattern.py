"""A regular expression compiled when it is first used, not when its module is imported.

The answer's modules hold some two hundred patterns, many of them long alternations of
words, and compiling them all took about 0.13 s of every `kbsearch answer` process, while
one question uses about a third of them. A lazy pattern is written where `re.compile`
was and used the same way:

    _DATE = lazy(r"\\b\\d{4}-\\d{2}-\\d{2}\\b")
    _DATE.search(text)

Its first call compiles it and puts the compiled pattern's own methods on the instance,
so later calls go straight to them: no wrapper on the hot path.
"""

from __future__ import annotations

import re

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner")


class LazyPattern:
    def __init__(self, pattern: str, flags: int = 0):
        self.pattern = pattern
        self._flags = flags

    def compiled(self) -> re.Pattern:
        pattern = re.compile(latin(self.pattern), self._flags)
        for name in _METHODS:
            setattr(self, name, getattr(pattern, name))
        return pattern

    def search(self, *args):
        return self.compiled().search(*args)

    def match(self, *args):
        return self.compiled().match(*args)

    def fullmatch(self, *args):
        return self.compiled().fullmatch(*args)

    def finditer(self, *args):
        return self.compiled().finditer(*args)

    def findall(self, *args):
        return self.compiled().findall(*args)

    def sub(self, *args, **kwargs):
        return self.compiled().sub(*args, **kwargs)

    def subn(self, *args, **kwargs):
        return self.compiled().subn(*args, **kwargs)

    def split(self, *args, **kwargs):
        return self.compiled().split(*args, **kwargs)

    def __getattr__(self, name: str):
        # Only for what the instance lacks: flags, groups, groupindex.
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(re.compile(self.pattern, self._flags), name)

    def __repr__(self) -> str:
        return f"lazy({self.pattern!r})"


def _letters(upper: bool, *blocks: tuple[int, int]) -> str:
    return "".join(c for b in blocks for c in map(chr, range(*b)) if c.isalpha() and c.isupper() == upper)


def latin(pattern: str) -> str:
    """`pattern` with a capital written [A-Z] standing for any Latin capital, and [a-z] right
    after it for any Latin small letter: names are "Đức", "Émile", "Tùng" as often as "Dan".
    (Latin-1 by ranges, Latin Extended-A and -B by letter, Vietnamese small letters too: a
    class of every letter of those blocks made compiling the patterns 25 ms slower, this 14.)"""
    global _UPPER, _LOWER
    if "[A-Z]" not in pattern:
        return pattern
    if not _UPPER:
        _UPPER = "[A-ZÀ-ÖØ-Þ" + _letters(True, (0x100, 0x250)) + "]"
        _LOWER = "[a-zß-öø-ÿ" + _letters(False, (0x100, 0x250), (0x1E00, 0x1F00)) + "]"
    return pattern.replace("[A-Z][a-z]", _UPPER + _LOWER).replace("[A-Z]", _UPPER)


_UPPER = _LOWER = ""


def lazy(pattern: str, flags: int = 0) -> LazyPattern:
    return LazyPattern(pattern, flags)
