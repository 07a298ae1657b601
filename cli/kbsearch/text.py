"""Tokenising shared by the index builder and the query parser.

Both sides must normalise identically, so this is the only place that does it.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

# Part of the content index's identity: change it with any change to how text becomes
# terms, or indexes built by the old code would be reused with the new.
TOKENIZER_VERSION = 2

# Combining marks belong to the word they sit on: Python's \w leaves them out, which
# would cut Thai, Devanagari or Arabic words at every vowel sign or tone mark.
MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7"
    "\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed"
    "\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u0981-\u0983\u09bc-\u09d7\u09e2\u09e3"
    "\u0a01-\u0a03\u0a3c-\u0a51\u0a70\u0a71\u0a81-\u0a83\u0abc-\u0acd\u0b01-\u0b03\u0b3c-\u0b57"
    "\u0b82\u0bbe-\u0bcd\u0c00-\u0c04\u0c3e-\u0c56\u0c81-\u0c83\u0cbc-\u0cd6\u0d00-\u0d03\u0d3e-\u0d57"
    "\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd\u0f18\u0f19\u0f71-\u0f84"
    "\u102b-\u103e\u1056-\u1059\u17b4-\u17d3\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff"
    "\u3099\u309a\ufe20-\ufe2f"
)
WORD_PATTERN = rf"[^\W_](?:[^\W_]|[{MARKS}])*"
_WORD = re.compile(WORD_PATTERN, re.UNICODE)
# Scripts written without spaces between words: a run of them is indexed as overlapping
# pairs of letters (with their marks), the usual dictionary-free way to search them.
_UNSPACED_CHARS = "\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
# Compiled by _unicode() when the first non-ASCII word needs them: the three take ~12 ms
# to compile, which a process whose text is all ASCII (most searches) never pays.
_UNSPACED_RUN = _UNIT = _MARK = None


def _unicode() -> re.Pattern:
    """_UNSPACED_RUN, compiled (with _UNIT and _MARK) on first use."""
    global _UNSPACED_RUN, _UNIT, _MARK
    if _UNSPACED_RUN is None:
        _UNIT = re.compile(rf"[^{MARKS}][{MARKS}]*")
        _MARK = re.compile(f"[{MARKS}]")
        _UNSPACED_RUN = re.compile(rf"[{_UNSPACED_CHARS}](?:[{_UNSPACED_CHARS}]|[{MARKS}])*")
    return _UNSPACED_RUN

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


# Latin, Greek and Cyrillic diacritics, dropped after decomposing; other scripts' marks
# are part of their spelling (Thai vowels and tones, Japanese voicing) and stay.
_LATIN_MARKS = re.compile("[\u0300-\u036f]")


def fold(text: str) -> str:
    """Casefold and strip accents, so 'Café' and 'CAFE' meet. ASCII text is left as it
    is: most text is ASCII and should not pay for decomposing."""
    text = text.casefold()
    if text.isascii():
        return text
    return _LATIN_MARKS.sub("", unicodedata.normalize("NFKD", text))


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
# Verbs of three letters whose y turns i ("cried", "tries"): their forms meet only if the
# verb does too (not "sky", whose "i" would meet "ski")
_Y_VERBS = frozenset("cry dry fry try pry spy fly".split())
# … and those whose forms are too short for the endings below
_IE_FORMS = {"died": "die", "dying": "die", "lied": "lie", "lying": "lie", "tied": "tie", "tying": "tie"}


def word_root(term: str) -> str:
    """A coarser key for an (already S-stemmed) index term, used only at query time to
    find a query word's other forms in the vocabulary ("watched" ~ "watch", "watching";
    "movie" ~ "movy", the S-stem of "movies"). Inflectional endings only (-ing, -ed, a
    final -e or -y, a doubled consonant), as in step 1 of Porter's stemmer. It is not
    applied to the index: forms found through it are scored as synonyms (below the
    word as typed), so an occasional wrong pairing ("evening" ~ "even") costs little."""
    if term in _Y_VERBS:
        return term[:2] + "i"  # "cry" as "cried", "crying"
    if term in _IE_FORMS:
        return _IE_FORMS[term]  # "die" as "died", "dying"
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
    if base.endswith("y") and (len(base) > 3 or base in _Y_VERBS):
        base = base[:-1] + "i"
    return base


_PLAIN_WORD = re.compile(r"[^\W_]+")
# ASCII letters and digits kept, every other ASCII byte a space, UTF-8's non-ASCII bytes
# kept: translating with it and splitting cuts a text at every ASCII non-word character
# (in C, several times faster than the pattern).
_ASCII_GAPS = bytes.maketrans(bytes(range(128)), bytes(c if chr(c).isalnum() else 32 for c in range(128)))


# Punctuation that makes most chat text non-ASCII (curly quotes and apostrophes, dashes,
# bullets): a space to the word pattern, so turning it into one first lets such a text
# take the ASCII path below. Each is neither a word character nor a mark nor an unspaced
# letter (tests/test_query.py checks them against the patterns, which are not compiled
# here at every start for it).
_COMMON_GAPS = tuple("\u2019\u201c\u201d\u2018\u2013\u2014\u2022\u2026\u2060\u200b\u00b0")


def degapped(text: str) -> str:
    """`text` with the common punctuation above as spaces: the same words come out of
    words_of(fold(...)) (folding leaves these characters as they are and no mark or letter
    joins onto them), but a text whose only non-ASCII characters they were is ASCII and
    skips fold's Unicode decomposition."""
    if not text.isascii():
        for gap in _COMMON_GAPS:
            text = text.replace(gap, " ")  # the same object back when it is absent
    return text


def words_of(folded: str) -> list[str]:
    r"""_WORD.findall(folded), faster: no word crosses an ASCII character that is not a
    letter or digit, so the text is split at those first (in C); a piece that is all
    ASCII is then a word as it stands, and only pieces with other characters go through
    the pattern (without marks, _WORD is just [^\W_]+; NFKD folding can leave capitals,
    '𝑨' → 'A', which the table keeps)."""
    folded = degapped(folded)
    if folded.isascii():
        return folded.encode("ascii").translate(_ASCII_GAPS).decode("ascii").split()
    try:
        pieces = folded.encode("utf-8").translate(_ASCII_GAPS).decode("utf-8").split()
    except UnicodeEncodeError:  # a lone surrogate (from a command line's undecodable bytes)
        return _WORD.findall(folded)
    _unicode()
    findall = (_WORD if _MARK.search(folded) else _PLAIN_WORD).findall
    out = []
    for piece in pieces:
        if piece.isascii():
            out.append(piece)
        else:
            out.extend(findall(piece))
    return out


def words(text: str) -> list[str]:
    """Folded words, stopwords kept (for phrase-ish uses and snippets)."""
    return words_of(fold(text))


_STEMMED: dict[str, str] = {}
_STEMMED_MAX = 500_000


def tokens(text: str) -> list[str]:
    """Index terms: folded, stopwords dropped, stemmed; runs of unspaced scripts (Thai,
    Lao, Khmer, Myanmar, Chinese, Japanese kana) as overlapping letter pairs."""
    out = []
    cache = _STEMMED
    if len(cache) > _STEMMED_MAX:  # bound memory on huge vocabularies
        cache.clear()
    for w in words_of(fold(text)):
        s = cache.get(w)
        if s is None:
            s = cache[w] = term_of(w)
        if s:
            out.append(s)
        elif s == "":
            out.extend(letter_pairs(w))
    return out


def term_counts(text: str) -> dict[str, int]:
    """Counter(tokens(text)) as a dict, computed once per distinct word: an index build
    calls this for every chunk, and counting the words first (in C) halves the Python
    work per word."""
    out: dict[str, int] = {}
    get = out.get
    cache = _STEMMED
    if len(cache) > _STEMMED_MAX:
        cache.clear()
    for w, n in Counter(words_of(fold(text))).items():
        s = cache.get(w)
        if s is None:
            s = cache[w] = term_of(w)
        if s:
            out[s] = get(s, 0) + n
        elif s == "":
            for pair in letter_pairs(w):
                out[pair] = get(pair, 0) + n
    return out


def term_of(word: str) -> str | None:
    """A folded word's term: None for a stopword, "" for a word of an unspaced script
    (its letter pairs are not cached)."""
    if word in STOPWORDS:
        return None
    return stem(word) if word.isascii() or not _unicode().search(word) else ""


def is_unspaced(term: str) -> bool:
    """Whether a term comes from a script written without spaces (a letter pair)."""
    return not term.isascii() and bool(_unicode().search(term))


def word_terms(word: str) -> list[str]:
    """The index terms of one folded word (the query side of `tokens`)."""
    if word.isascii() or not _unicode().search(word):
        return [stem(word)]
    return letter_pairs(word)


def letter_pairs(word: str) -> list[str]:
    """Overlapping pairs of letters (each with its marks) for the unspaced runs of a
    word: 'ราคาถูก' → ['รา', 'าค', 'คา', 'าถู', 'ถูก']; a Latin part stays whole."""
    out = []
    last = 0
    for run in _unicode().finditer(word):
        if run.start() > last:
            out.append(stem(word[last:run.start()]))
        units = _UNIT.findall(run.group())
        out.extend(units if len(units) == 1 else ("".join(units[i:i + 2]) for i in range(len(units) - 1)))
        last = run.end()
    if last < len(word):
        out.append(stem(word[last:]))
    return out


def estimate_tokens(n_bytes: int) -> int:
    """~4 bytes per token, the usual rule of thumb for English BPE vocabularies."""
    return (n_bytes + 3) // 4
