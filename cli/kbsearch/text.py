"""Tokenising shared by the index builder and the query parser.

Both sides must normalise identically, so this is the only place that does it.
"""

from __future__ import annotations

import re
import unicodedata

# Part of the content index's identity: change it with any change to how text becomes
# terms, or indexes built by the old code would be reused with the new.
TOKENIZER_VERSION = 1

_WORD = re.compile(r"[^\W_]+", re.UNICODE)

STOPWORDS = frozenset(
    """
    a about above after again against all also am an and any are aren as at be because been
    before being below between both but by can cannot could couldn did didn do does doesn doing
    don down during each few for from further get got had hadn has hasn have haven having he her
    here hers herself him himself his how i if in into is isn it its itself just let me more most
    my myself no nor not now of off on once only or other ought our ours ourselves out over own
    same shan she should shouldn so some such than that the their theirs them themselves then
    there these they this those through to too under until up very was wasn we were weren what
    when where which while who whom why will with won would wouldn you your yours yourself
    yourselves ve ll re s t d m ever anything something thing things us
    """.split()
)


_NON_ASCII = re.compile(r"[^\x00-\x7f]+")
_FOLDED_RUNS: dict[str, str] = {}


def _strip_accents(match: re.Match) -> str:
    run = match.group()
    folded = _FOLDED_RUNS.get(run)
    if folded is None:
        folded = "".join(c for c in unicodedata.normalize("NFKD", run) if not unicodedata.combining(c))
        if len(_FOLDED_RUNS) < 100_000:
            _FOLDED_RUNS[run] = folded
    return folded


def fold(text: str) -> str:
    """Casefold and strip accents, so 'Café' and 'CAFE' meet. Only the non-ASCII runs
    are decomposed: most text is ASCII and should not pay for it."""
    text = text.casefold()
    if text.isascii():
        return text
    return _NON_ASCII.sub(_strip_accents, text)


def stem(word: str) -> str:
    """Harman's S-stemmer: plural endings only, so 'slots' meets 'slot' without
    the surprises of an aggressive stemmer."""
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.endswith("ies") and not word.endswith(("eies", "aies")):
        return word[:-3] + "y"
    if word.endswith("es") and not word.endswith(("aes", "ees", "oes")):
        return word[:-1]
    if word.endswith("s") and not word.endswith(("us", "ss")):
        return word[:-1]
    return word


_VOWEL = re.compile("[aeiouy]")


def word_root(term: str) -> str:
    """A coarser key for an (already S-stemmed) index term, used only at query time to
    find a query word's other forms in the vocabulary ("watched" ~ "watch", "watching";
    "movie" ~ "movy", the S-stem of "movies"). Inflectional endings only (-ing, -ed, a
    final -e or -y, a doubled consonant), as in step 1 of Porter's stemmer. It is not
    applied to the index: forms found through it are scored as synonyms (below the
    word as typed), so an occasional wrong pairing ("evening" ~ "even") costs little."""
    if len(term) <= 3 or not term.isalpha():
        return term
    base = term
    if base.endswith("ing") and len(base) > 5 and _VOWEL.search(base[:-3]):
        base = base[:-3]
    elif base.endswith("eed") and len(base) > 4:
        base = base[:-1]  # agreed -> agree
    elif base.endswith("ed") and len(base) > 4 and _VOWEL.search(base[:-2]):
        base = base[:-2]
    if len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "aeioulsz":
        base = base[:-1]  # running -> run, but not fall/pass/buzz
    if len(base) > 3 and base.endswith("e"):
        base = base[:-1]
    if len(base) > 3 and base.endswith("y"):
        base = base[:-1] + "i"
    return base


def words(text: str) -> list[str]:
    """Folded words, stopwords kept (for phrase-ish uses and snippets)."""
    return _WORD.findall(fold(text))


_STEMMED: dict[str, str] = {}
_STEMMED_MAX = 500_000


def tokens(text: str) -> list[str]:
    """Index terms: folded, stopwords dropped, stemmed."""
    out = []
    cache = _STEMMED
    for w in _WORD.findall(fold(text)):
        if w in STOPWORDS:
            continue
        s = cache.get(w)
        if s is None:
            if len(cache) > _STEMMED_MAX:  # bound memory on huge vocabularies
                cache.clear()
            s = cache[w] = stem(w)
        out.append(s)
    return out


def estimate_tokens(n_bytes: int) -> int:
    """~4 bytes per token, the usual rule of thumb for English BPE vocabularies."""
    return (n_bytes + 3) // 4
