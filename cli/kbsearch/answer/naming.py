"""Questions after a name: which noun's name is asked ("What is the name of Keisha's dog?",
"What's my shop called?", "What nickname did Zoe give the bike?"), and the words by which a
sentence names something."""

from __future__ import annotations

import re

from ..text import STOPWORDS
from .lazy_pattern import lazy

_ASKS_NAME = lazy(r"\b(names?|called)\b", re.I)
# "What nickname did Zoe give Keisha's bike?": the bike is what is named
_NICKNAME = lazy(r"\bnickname (?:did|does|do|has|have) [\w'’ ]+? give "
                 r"(?:[\w-]+['’]s |the |his |her |their |my |our |your )?(?:[a-z-]+ ){0,2}((?-i:[a-z-]+))\W*$", re.I)
NAMES_OF = lazy(r"\bnames? of (?:\w+['’]s? |the |his |her |their |my |our |your )?((?:[a-z]+ ){0,2}[a-z]+)"
                r"|\b(\w+)['’]s? names?\b", re.I)
# "What's my shop called?": the noun is what is named
CALLED = lazy(r"^\W*what(?:['’]s| is| was| are| were) (?:(?:my|our|the|his|her|their|your|[\w-]+['’]s) )?"
              r"(?:[a-z-]+ ){0,2}([a-z-]+) called\W*$", re.I)


def named_noun(question: str) -> str:
    """The noun whose name a question asks ("dog" of "What is the name of Keisha's dog?",
    "shop" of "What's my shop called?"), "name" when it says none, "" when it asks no name."""
    nick = _NICKNAME.search(question)  # (a thing's, not a person's: "… give Keisha?" names no noun)
    if nick:
        return nick.group(1).casefold()
    if not _ASKS_NAME.search(question):
        return ""
    m = NAMES_OF.search(question)
    if not m:
        called = CALLED.match(question)
        return called.group(1).casefold() if called else "name"
    if m.group(2):
        return m.group(2).casefold()
    # "the name of Amara's childhood dog": its last word, before one that leads on ("… they went to")
    words = m.group(1).split()  # as written: "the books Tim read" stops at "Tim"
    cut = next((i for i, w in enumerate(words) if w.casefold() in STOPWORDS or (i and w[:1].isupper())), len(words))
    return words[:cut][-1].casefold() if words[:cut] else "name"


NAMING = lazy(r"\b(named|called|calling|name is|names are|name was|names were|name['’]s|trading as|trades as"
              r"|known as)\b", re.I)
