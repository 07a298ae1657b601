"""A person's own words said of them: the short answer is read as said about the person
asked, so "since I was 10" from Jon's turn is "since Jon was 10"."""

from __future__ import annotations

from .subject import is_assistant, is_user
from .words import title_cased
from .lazy_pattern import lazy

# "me", "my", "mine" in lower case only: "Me Before You" is a title.
_FIRST_WORD = lazy(r"(?<![\w'’])(?:I['’](?:m|ve|d)|I|me|my|mine)(?![\w'’])")
_FIRST = {"i": "{n}", "me": "{n}", "my": "{n}'s", "mine": "{n}'s", "i'm": "{n} is", "i’m": "{n} is",
          "i've": "{n} has", "i’ve": "{n} has", "i'd": "{n} had", "i’d": "{n} had"}


def in_third_person(text: str, speaker: str) -> str:
    """A few words of a person's own turn, said of them: "since I was 10" -> "since Jon was
    10", "my brother" -> "Jon's brother" (the short answer is read as said about them)."""
    name = speaker.strip()
    if not name or not name[:1].isupper() or is_user(name) or is_assistant(name):
        return text
    if len(_FIRST_WORD.findall(text)) != 1:  # "I lost my job …": a clause of theirs, quoted as said
        return text
    words = text.split()
    if sum(1 for w in words if len(w) > 3) >= 2 and title_cased(words):
        return text  # a title ("I Know Why the Caged Bird Sings")
    return _FIRST_WORD.sub(lambda m: _FIRST[m.group(0).casefold()].format(n=name), text)
