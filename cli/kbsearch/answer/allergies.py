"""What a sentence says someone is allergic to ("What is Maya allergic to?": "peanut",
"cashew"), for the short answer of an allergy asked."""

from __future__ import annotations

import re

from .lazy_pattern import lazy

# "What is Maya allergic to?": "a peanut allergy and a cashew allergy", "allergic to cats, dogs and horses"
ALLERGY_ASKED = lazy(r"\ballergic to\W*$|^\W*what (?:food )?allergies\b", re.I)
_ALLERGY = lazy(r"\b(?<!['’])((?-i:[a-z]+)(?:,?\s+(?-i:[a-z]+)){0,3})\s+allerg(?:y|ies)\b"
                r"|\ballergic\s+to\s+([a-z ,'’-]{2,60})", re.I)
_NOT_ALLERGENS = frozenset("""a an the her his my their our your severe mild bad nasty food confirmed new any no most all some
many certain have has had got get with and or anything everything nothing possible slight real""".split())
_ALLERGY_ENDS = lazy(r"\s(?:so|but|because|which|who|when|since|and then|too|as well|any more|anymore|now)\b", re.I)


def allergens(body: str) -> list[str]:
    """What a sentence says someone is allergic to, in order ("peanut", "cashew"); nothing
    from a question or a "not allergic to anything"."""
    if body.rstrip().endswith("?"):
        return []
    out = []
    for m in _ALLERGY.finditer(body):
        if re.search(r"\b(?:not|no|never|isn['’]t|aren['’]t)\b[^.;]{0,20}$", body[:m.start()], re.I):
            continue
        said = _ALLERGY_ENDS.split(m.group(1) or m.group(2))[0]
        items = re.split(r",\s*|\s+(?:and|or)\s+", said)
        if m.group(1) is not None:  # before "allergy": its last words, and those joined to them ("peanut and sesame")
            items = [x for x in items[:-1] if len(x.split()) <= 2] + [" ".join(items[-1].split()[-2:])]
        for item in items:
            words = item.split()
            while words and words[0].casefold() in _NOT_ALLERGENS:
                words.pop(0)
            while words and words[-1].casefold() in _NOT_ALLERGENS:
                words.pop()
            if words:
                out.append(" ".join(words))
    return list(dict.fromkeys(out))
