"""Whether a question asks for a list: "What are Kate's hobbies?", "Which cities …", "What types
of …", "Where has Callum's choir performed?", "Who has worked for Declan?" — every item the
archive states, gathered across chats — or for one thing."""

from __future__ import annotations

import re

from .lazy_pattern import lazy

_SO_FAR_VERBS = (r".*\b(?:bought|made|read|watched|seen|visited|done|played|cooked|baked|built|carved|painted|written|tried"
                 r"|learned|learnt|fitted|collected|won|grown|planted|given|eaten|worked|helped|lived|looked|stayed|taught"
                 r"|coached|called|dated|met|hosted|adopted|owned|dived|climbed|run|raced|performed)\b")


def wants_several(question: str) -> bool:
    """A question after a list ("What are Kate's hobbies?", "Which cities…", "What types of…")."""
    q = question.casefold()
    return bool(re.search(r"\b(what|which) (are|were|kinds?|types?|sorts?|ways|things|places|cities|countries"
                          r"|books|games|foods|dishes|hobbies|activities|problems|issues|options|ideas|steps"
                          r"|tips|reasons|companies|brands|products|remedies|sports)\b", q)
                 # ("Who is in …?"; not "all up", "all told", "all in all": a total)
                 or re.search(r"\b(all(?! up\b| told\b| in all\b)|every|list|some)\b|^who (?:is|are) in\b|^who (?:have|were) been\b"
                           r"|^who (?:are|were) (?:[\w-]+['’]s|my|his|her|their|our|your) \w+s\W*$", q)
                 or _PLURAL_ASKED.search(q) is not None
                 # "Where has Callum's choir performed?": every place so far (not "Where has Noor been working?")
                 or re.search(r"^where (has|have)\b(?!.*\bbeen \w+ing\b).*\b(been|traveled|travelled|visited|lived|dived"
                              r"|gone|performed|played|sung|toured|taken|stayed|worked|raced|competed|run|camped|sailed|swum"
                              r"|climbed|hiked|walked|skied|cycled|ridden|surfed|exhibited|shown|filmed|fished|taught|delivered)\b", q)
                 or re.search(r"^(?:who|what) (?:has|have)\b(?!.*\b(?:now|recently|lately|just|first|last|most|least|more|best|worst)\b)"
                              + _SO_FAR_VERBS, q) is not None)  # "Who has worked for Declan?", "What have we bought?": all


# "What cuisines does Elise like?": a plural noun after what/which, then an auxiliary (not "what class", "what is")
_PLURAL_ASKED = lazy(r"\b(?:what|which) (?:(?!(?:do|does|did|is|are|was|were|has|have|had)\b)[a-z'’-]+ ){0,2}[a-z-]+(?<![su'’i])s"
                     r" (?:do|does|did|are|were|has|have|had|can|could|will|would|should|might)\b")
