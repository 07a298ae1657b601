"""Who or what the archive's names are, read across the sentences an answer weighs: people
(the speakers, names said with who they are to someone: "Rodrigo's sister Francisca", "Dr
Rao") and pets (names said with their kind: "his kelpie Nell", "Moss, a black greyhound").
A list of places holds no person ("Santiago with Francisca, Diego and Tomás"), and a
who-answer no pet ("Bev will walk Nell twice a day" names no surgeon)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .clauses import related_names
from .kinds import is_member, kind_named
from .words import NOT_NAMES
from .lazy_pattern import lazy

# "my kelpie Nell", "the dog, Nell", "a rescue greyhound called Moss"
_KIND_THEN_NAME = lazy(r"\b([a-z][a-z-]+)(?:,\s+|\s+(?:called|named)\s+|\s+)((?-i:[A-Z])[a-z][\w'’-]*)")
# "Moss, a five-year-old black greyhound", "Nell, our red kelpie"
_NAME_THEN_KIND = lazy(r"\b((?-i:[A-Z])[a-z][\w'’-]*),\s+(?:an?|the|my|our|his|her|their)\s+((?:[\w-]+\s+){0,3}[\w-]+)")
_AFTER_TITLE = lazy(r"\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+((?-i:[A-Z])[a-z][\w'’-]*)")  # "Mr Anand Rao"
_AFTER_HEAD = frozenset("from with who that which and called named of in at for".split())
SCAN_CHARS = 4_000  # of a passage, read for names


@dataclass(frozen=True)
class NameRoles:
    people: frozenset[str] = frozenset()
    pets: frozenset[str] = frozenset()

    @classmethod
    def of(cls, texts, speakers=frozenset()) -> "NameRoles":
        """The people and pets `texts` (passages) name; `speakers`: the raw turns' speakers."""
        pet = kind_named("pet")
        people, pets = {s for s in speakers if s[:1].isupper()}, set()
        for text in texts:
            text = text[:SCAN_CHARS]
            people |= related_names(text) | set(_AFTER_TITLE.findall(text))
            for kind, name in _KIND_THEN_NAME.findall(text):
                if is_member(kind, pet):
                    pets.add(name)
            for name, words in _NAME_THEN_KIND.findall(text):  # (its head noun: not "Sam, a dog lover")
                words = words.split()
                at = next((i for i, w in enumerate(words) if is_member(w, pet)), None)
                if at is not None and (at == len(words) - 1 or words[at + 1].casefold() in _AFTER_HEAD):
                    pets.add(name)
        pets -= NOT_NAMES
        return cls(frozenset(people - pets - NOT_NAMES), frozenset(pets - people))

    @property
    def named(self) -> frozenset[str]:
        """Everyone and every pet: no place."""
        return self.people | self.pets

    def is_pet(self, name: str) -> bool:
        return re.sub(r"['’]s$", "", name) in self.pets
