"""Word-level pieces of the short answer: a sentence's words, where a phrase ends, which
words an answer may not start or end with, the names a sentence writes, the one nearest
the question's words, and list items (short.py, short_time.py and gather.py use them).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..text import MARKS, STOPWORDS, tokens
from .asked import LIGHT
from .subject import fold_name, is_user, without_holidays
from .lazy_pattern import lazy


MAX_WORDS = 12  # a short answer's words, at most
# A word, a number with its decimals, or a time or pace ("2:10", "6:10/km") as one word.
_WORD = lazy(r"[$€£]?\w(?:[\w'’&+/-]|[" + MARKS + r"])*(?:[.,:]\d+)*(?:/\w+)?%?")
# Words that end an answer phrase: a new clause starts.
CLAUSE = frozenset("""
because since when while but so if although though whereas which who whom whose that's thats
then lol haha hahaha lmao btw anyway also too really just actually basically now lately today tonight
yesterday tomorrow
""".split())
# Words an answer phrase does not start or end with.
EDGE = STOPWORDS | LIGHT | frozenset("""
is was are were be been being am also just really very quite pretty some any much many lot lots kind sort every each
like love loved enjoy enjoyed yeah yes no oh ok okay well um uh hmm haha lol sure definitely actually
currently recently usually always never still even called named gonna fun great good nice best amazing
awesome cool easy hard interesting favorite favourite lovely wonderful perfect wanna gotta going try trying
i'm i’m we're we’re you're you’re it's it’s that's that’s he's he’s she's she’s they're they’re i've i’ve
i'll i’ll i'd i’d what's what’s there's there’s let's let’s can't can’t don't don’t didn't didn’t
""".split())
_CAPITALISED = lazy(r"\b(?:(?:St|Mt|Ft|Mr|Mrs|Ms|Dr|Ing|Mgr)\.\s)?[A-Z][\w'’-]*(?:\s+(?:of\s+|the\s+|de\s+|&\s+)?[A-Z][\w'’-]*)*")
NOT_NAMES = frozenset("""
I I'm I’m I've I’ve I'll I’ll I'd I’d OK Ok Okay Yes No Hey Hi Hello Thanks Thank Oh Wow Haha Lol The It That This
What So And But My We You He She They His Her Their Our Your Me Also Just Well Sure Great Good Nice Maybe Yeah Yep
Hmm Ah Aw Awww Omg Lmao Yay Hahaha A An In On At For With From To By As If When Where Who Why How Which Then
There Here These Those Today Yesterday Tomorrow Last Next Honestly Definitely Absolutely Anyway Btw Ooh Cool Kč
""".split()) | {m for m in ("January February March April May June July August September October November December "
                           "Monday Tuesday Wednesday Thursday Friday Saturday Sunday").split()} | {
    d + "s" for d in "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()}  # "on Sundays"
# A subject pronoun starts a new clause ("a blog post | she made about …").
SUBJECTS = frozenset("i we you he she they i'm i’m we're we’re you're you’re he's he’s she's she’s they're they’re".split())
REACH = 40  # characters between a name or quote and a question word, at most, for it to answer
QUOTED = lazy(r"[\"“]([^\"“”]{2,120})[\"”]")
# … and in single quotes, as British English writes them ("a banner that said 'Run Keisha Run'"):
# opened before a capital or a digit, not by a word's apostrophe ("Keisha's")
_SINGLE_QUOTED = lazy(r"‘([^‘’\n]{2,120})’|(?<![\w'’])'(?=[A-Z0-9])([^'\n]{1,120}?[\w!?.])'(?![\w'])")

# … or a word or two in lower case, set off by spaces or commas ("her first word, 'cat', while …";
# not "rock 'n' roll", nor the apostrophes of "the twins' 'den'")
_LOWER_QUOTED = lazy(r"(?<=[\s,(:])'([a-z][a-z-]*(?: [a-z][a-z-]*)?[a-z])'(?=[\s,.;:!?)]|$)")


def quotes(text: str) -> list[str]:
    """What `text` quotes, in double or single quotes, in order."""
    found = [(m.start(), m.group(1)) for m in QUOTED.finditer(text)]
    if "'" in text or "‘" in text:
        found += [(m.start(), m.group(1) or m.group(2)) for m in _SINGLE_QUOTED.finditer(text)]
        found += [(m.start(), m.group(1)) for m in _LOWER_QUOTED.finditer(text)]
    return [q for _, q in sorted(found)]
_TITLE_WORDS = 10  # a quote longer than this is said, not a title
_CODE_LIKE = lazy(r"[`{}<>=/\\_|$#@]|\w\.\w|\(\)")


def titles_in(text: str) -> list[str]:
    """The quotes of `text` that look like a title ("Where the Crawdads Sing", "Up",
    "Ducks, Newburyport"): short, starting with a capital or a digit, most of their longer
    words capitalised, no code. Not a quoted saying ("Lena is allergic to cashews"), a
    quoted instruction ("read everything about X and summarise") or an error message."""
    out = []
    for quote in quotes(text):
        words = quote.split()
        if not words or len(words) > _TITLE_WORDS or not quote[:1].isupper() and not quote[:1].isdigit():
            continue
        if _CODE_LIKE.search(quote) or quote.rstrip().endswith(("!", "?", ":")) or len(words) > 1 and quote.isupper():
            continue
        if not title_cased(words):
            continue
        out.append(quote.strip())
    return out


# A title said unquoted after what one does with it: "I'm reading Hamnet by Maggie O'Farrell",
# "halfway through Lessons in Chemistry", "Have you read The Boy, the Mole, the Fox and the Horse?"
_TITLE_AFTER = {
    "book": lazy(r"\b(?:read|reading|reads|re-?read(?:ing)?|finished|recommend(?:ed|s|ing)?|halfway through"
                 r"|borrowed|devoured|picked up)\s+(?=[A-Z0-9])"),
    "film": lazy(r"\b(?:watch(?:ed|es|ing)?|saw|seen|recommend(?:ed|s|ing)?)\s+(?=[A-Z0-9])"),
    "music": lazy(r"\b(?:learn(?:ed|t|ing|s)?|play(?:ed|ing|s)?|listen(?:ed|ing|s)? to|sang|sing(?:ing|s)?|walks? on to"
                  r"|practis(?:e|ed|es|ing))\s+(?=[A-Z0-9])"),  # (a song's mark only: "played Fortnite" holds no "books")
}
# … the last words of those verbs, a cheap test first (most sentences name no title): the word
# before a capital
_CAPITAL = lazy(r" [A-Z0-9]")
_TITLE_VERB_ENDS = frozenset("""read reading reads reread rereading re-read re-reading finished recommend recommended
recommends recommending through borrowed devoured up watch watched watches watching saw seen learn learned
learnt learning learns play played playing plays sang sing sings singing practise practised practises
practising""".split())
_TO_TITLE = frozenset("listen listened listening listens on".split())  # "listening to …", "walks on to …"
# No title: a person by their title or to the speaker, a screen or a service, a number
_NOT_TITLES = lazy(r"(?:Dr|Mr(?!\.)|Mrs|Ms|Miss|Professor|Mum|Mom|Dad|Mam|Nan|Gran|Grandad|Grandma|TV|Netflix|YouTube"
                   r"|Spotify|Chapter|Page|Part)\b|\d+(?:st|nd|rd|th)?$")
# … nor the person a title was recommended or played to or with: "Hamnet to Marcus", "Fortnite with Sam"
_TO_SOMEONE = lazy(r"(?<!ing)\s+(?:to|with|for|from)\s+[A-Z][\w'’-]+$")  # (not "This Is Going to Hurt")


def title_kinds(text: str) -> list[str]:
    """The kinds ("book", "film", "music") of the titles `text` names unquoted."""
    def before(at: int) -> str:
        return text[text.rfind(" ", 0, at) + 1:at]
    if not any((w := before(m.start())) in _TITLE_VERB_ENDS or w == "to" and before(m.start() - 3) in _TO_TITLE
               for m in _CAPITAL.finditer(text)):
        return []
    return [kind for kind in _TITLE_AFTER if unquoted_titles(text, kind)]


_TITLE_SMALL = frozenset("a an the of in on at to and for with from into over under is are my your".split())
_TITLE_WORD = lazy(r"(?:Mr|Mrs|Ms|Dr|St)\.|[A-Za-z0-9](?:[\w'’&-]|\.(?=\w))*|,")  # ("Mr. Blue Sky"; not "Christmas.")
_TIMES = frozenset(("January February March April May June July August September October November December Monday "
                    "Tuesday Wednesday Thursday Friday Saturday Sunday Today Tomorrow Yesterday Christmas Easter Halloween "
                    "New Whitsun Diwali Eid Hanukkah Thanksgiving").split())


def unquoted_titles(text: str, kind: str) -> list[str]:
    """The titles `text` writes without quotes after a verb of the `kind` ("book", "film",
    "music"): capitalised words and the small words between them, to an author's "by", a
    stop, a word in lower case or a time ("over Christmas"); a comma goes on into "the …" or
    "and …" ("The Boy, the Mole, the Fox and the Horse")."""
    after = _TITLE_AFTER.get(kind)
    out: list[str] = []
    for m in after.finditer(text) if after else ():
        words: list[str] = []
        last = m.end()
        for w in _TITLE_WORD.finditer(text, m.end()):
            word = w.group(0)
            if text[last:w.start()].strip():
                break  # a stop or a mark between: the title ended
            last = w.end()
            if word == ",":
                nxt = _TITLE_WORD.match(text, w.end() + 1) if text[w.end():w.end() + 1] == " " else None
                if not nxt or nxt.group(0).casefold() not in ("the", "and", "a"):
                    break
            elif word == "by" or not (word[:1].isupper() or word[:1].isdigit() or word.casefold() in _TITLE_SMALL) \
                    or words and words[-1].casefold() in _TITLE_SMALL and word in _TIMES:
                break
            words.append(word)
        while words and (words[-1] == "," or words[-1].casefold() in _TITLE_SMALL):
            words.pop()
        title = _TO_SOMEONE.sub("", " ".join(words).replace(" ,", ","))
        if words and not all(x in NOT_NAMES for x in words if x != ",") and not _NOT_TITLES.match(title):
            out.append(title)
    return out


def title_cased(words: list[str]) -> bool:
    """Whether at least half the longer words (over three letters) start with a capital or
    a digit, as a title's do ("Where the Crawdads Sing"); True when there is none."""
    long = [w for w in words if len(w.strip(".,:;!?'’")) > 3]
    return sum(1 for w in long if w[:1].isupper() or w[:1].isdigit()) * 2 >= len(long)


def words_of(text: str) -> list[re.Match]:
    return list(_WORD.finditer(text))


def held_words(text: str, is_question_word: Callable[[str], bool]) -> int:
    """How many words of `text` are the question's."""
    return sum(1 for m in words_of(text) if is_question_word(m.group(0)))


def boundary(text: str, a: re.Match, b: re.Match, commas: bool) -> bool:
    """Whether the text between two words ends a phrase (a full stop, a colon, a dash, a
    bracket, quotes; a comma unless list items are being kept together)."""
    gap = text[a.end():b.start()]
    if gap.strip() == "." and a.group(0) in _TITLES:  # "Mr. Okafor", "St. Mary's": one name
        return False
    return bool(re.search(r"[.;:!?()\[\]\"“”—–]" + ("|," if commas else ""), gap))


_TITLES = frozenset("Mr Mrs Ms Dr St Mt Ft Prof Jr Sr Ing Mgr MUDr".split())


def is_edge(word: str) -> bool:
    """Whether an answer phrase may not start or end with `word`: an EDGE word, or a form of
    a light one ("plans", "going": LIGHT holds their stems)."""
    folded = word.casefold().strip("'’")
    if folded in EDGE:
        return True
    toks = tokens(folded)
    return bool(toks) and set(toks) <= LIGHT


def trim(words: list[str]) -> list[str]:
    while words and is_edge(words[0]):
        words = words[1:]
    while words and is_edge(words[-1]):
        words = words[:-1]
    return words


def clip_words(text: str, n: int = MAX_WORDS) -> str:
    ws = text.split()
    if len(ws) > n:  # cut: not on a word that leads on ("… the 24 words by")
        ws = ws[:n]
        while len(ws) > 1 and ws[-1].casefold() in STOPWORDS:
            ws = ws[:-1]
        out = " ".join(ws).rstrip(",;:")
    else:
        out = text.strip().rstrip(",;:.")
    if out.count("(") > out.count(")"):  # "… ReadTimeout (read": not a bracket left open
        out = out[:out.rfind("(")].rstrip(" ,;:")
    return out


# A phrase ends where a preposition starts its setting: "water and breakfast bars | at
# Walmart", "a sunset | by the lake" (a short gold answer names the thing, not where).
PREPOSITIONS = frozenset("in on at by with for from to into about over under after before during since until "
                          "near through across around without than via per".split())


_HONORIFIC = lazy(r"(?:Dr|Mr|Mrs|Ms|Miss|Prof|Professor|Sir|Dame|Ing|Mgr)\.?$")
_ABBREVIATED = lazy(r"\b(?:e\.g|i\.e|etc|vs|approx|incl|esp)\.$", re.I)  # "e.g. Vanguard …" starts no sentence


def names_of_noun(body: str, noun: str) -> list[str]:
    """The names `body` gives things of the kind `noun` with the noun as their last word
    ("the Moseley Community Choir", "the Brighton Marathon and the Manchester Marathon" for
    "choir", "marathons"), in order, each once."""
    one = noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun
    if len(one) < 3:
        return []
    found = re.findall(rf"((?:[A-Z][\w'’&.-]*\s+){{1,4}}{re.escape(one[0].upper() + one[1:])}(?:e?s)?)\b", body)
    out = [re.sub(r"^(?:The|A|An|My|Our|His|Her|Their)\s+", "", f) for f in found]
    return list(dict.fromkeys(f for f in out if f[:1].isupper() and not f.casefold().startswith(one.casefold())))


def names_in(body: str, skip: set[str] | frozenset[str], opening: bool = False) -> list[str]:
    """Capitalised names of a sentence (past its first word), other than `skip` (folded);
    never a holiday's ("Year's Day" of "on New Year's Day"). `opening`: also a name of two or
    three words that opens it, as whom a note says did something ("Mladen Kostov to renovate …")."""
    out = []
    body = without_holidays(body, keep_length=True)
    for m in _CAPITALISED.finditer(body):
        for name, start in _parts(body, m.group(0), m.start(), skip):
            words = name.split()
            # "With Maria": the name is "Maria" (but "the Great North Run" is one name)
            whole = len(words) > 2 and body[:start].endswith("the ")
            while len(words) > 1 and words[0] in NOT_NAMES and not whole:
                start = body.index(words[1], start + len(words[0]))
                words = words[1:]
            while len(words) > 1 and words[-1] in NOT_NAMES:
                words = words[:-1]  # "a photographer from Newport I met": Newport
            name = " ".join(words)
            first = words[0]
            if first in NOT_NAMES and not whole or name.casefold() in skip or fold_name(first) in skip:
                continue
            j = start - 1
            while j >= 0 and (body[j].isspace() or body[j] in "*_#>-"):
                j -= 1  # (past markdown: "2. **Split**: …" opens its item with a heading)
            if (j < 0 or body[j] in ".!?;:" and not _ABBREVIATED.search(body[max(0, j - 7):j + 1])) \
                    and not (len(words) > 1 and _HONORIFIC.match(first)) and not _JOINED.match(name) \
                    and not (opening and 1 < len(words) < 4 and _GOES_ON.match(body, start + len(name))):
                continue  # a sentence's first word is capitalised anyway (not "Dr Patel", "Bank of Ireland")
            if name not in out:
                out.append(name)
    return out


_GOES_ON = lazy(r" (?-i:[a-z])")  # (a sentence that goes on after the name, not a heading's "Next Steps:")
# "Bank of Ireland", "Tour de Burren": one name wherever it stands (not "Because of Sam", "Most of Galway")
_JOINED = lazy(r"^(?!(?:Because|Most|Some|All|None|One|Two|Three|Many|Few|Both|Each|Half|Part|Much|Out|Instead"
               r"|Ahead|Outside|Inside|Top|Rest|Any|Several|Lots|Plenty|Think|Speaking|Sort|Kind)\b)\S+(?:\s[A-Z]\S*)*\s(?:of|de)\s+[A-Z]")


def _parts(body: str, name: str, start: int, skip: set[str] | frozenset[str]) -> list[tuple[str, int]]:
    """A name joined with "&" whole ("Rise & Shine"), or its parts when one is no name, a
    name asked about, or the sentence's first word ("Kate & Elise went …": Elise)."""
    parts = name.split(" & ")
    if len(parts) == 1 or not (start == 0 or body[:start].rstrip()[-1:] in ".!?;:" or any(
            p.split()[0] in NOT_NAMES or fold_name(p.split()[0]) in skip for p in parts)):
        return [(name, start)]
    out, at = [], start
    for part in parts:
        at = body.index(part, at)
        out.append((part, at))
        at += len(part)
    return out


def nearest(body: str, names: list[str], is_question_word: Callable[[str], bool]) -> str:
    """Of `names`, the one written closest to a word of the question."""
    ws = words_of(body)
    at = [m.start() for m in ws if is_question_word(m.group(0))]
    if not at or len(names) <= 1:
        return names[0] if names else ""

    def distance(name: str) -> tuple[int, int]:
        i = body.find(name)
        if i < 0:
            return 1, 1 << 30
        # One in the clause of a question word goes first: "235 months … without
        # overpayments; 162 months … with" answers "without overpayments".
        apart = min((bool(_CLAUSE_END.search(body, min(i, a), max(i, a))), abs(i - a)) for a in at)
        return apart
    return min(names, key=distance)


_CLAUSE_END = lazy(r"[;.!?](?:\s|$)")
# whose a thing is, right before it: "Margaret's silver …"
_OWNER_BEFORE = lazy(r"\b((?-i:[A-Z])[\w-]+)['’]s\s+(?:[\w-]+\s+)?$")


def of_whom_asked(body: str, found: list[str], names: frozenset[str] | set[str],
                  is_question_word: Callable[[str], bool]) -> list[str]:
    """Of the things `found` in a sentence, those in a clause naming one of the question's
    `names`; with none, those not said as someone else's ("silver" of "Margaret's silver 2016
    Honda Jazz …; he drives a 2018 Hilux" is no colour of the Hilux; "he drives a red Fiat
    Panda" tells the colour of Tom's car)."""
    named = [x for x in found if in_clause_naming(body, body.find(x), names)]
    return named or [x for x in found if not names or not (
        (m := _OWNER_BEFORE.search(body, 0, max(body.find(x), 0))) and fold_name(m.group(1)) not in names
        and m.group(1) not in NOT_NAMES and not is_question_word(m.group(1))
        and not ("i" in names and is_user(m.group(1))))]  # ("User's fiddle leaf fig" for "What houseplant do I have?")


def in_clause_naming(body: str, i: int, names: frozenset[str] | set[str]) -> bool:
    """Whether the clause of the text at `i` names one of `names` (folded: "grainne")."""
    start = max((m.end() for m in _CLAUSE_END.finditer(body, 0, max(i, 0))), default=0)
    end = m.start() if (m := _CLAUSE_END.search(body, i)) else len(body)
    return bool(names) and any(fold_name(w) in names for w in re.findall(r"[A-Za-zÀ-ÿ][\w'’-]*", body[start:end]))


def in_question_clause(body: str, i: int, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the text at `i` is in a clause that holds a word of the question."""
    return any(not _CLAUSE_END.search(body, min(i, m.start()), max(i, m.start()))
               for m in words_of(body) if is_question_word(m.group(0)))


def items_of(text: str) -> list[str]:
    """The items of a list answer ("Smite and Animal Crossing" → Smite, Animal Crossing)."""
    parts = re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*", text)
    out = []
    for part in parts:
        words = trim(part.split())
        if words:
            out.append(" ".join(words))
    return out


def same_item(a: str, b: str) -> bool:
    """Whether two items name the same thing ("the dog park" / "dog park")."""
    ta, tb = set(tokens(a)), set(tokens(b))
    if not ta or not tb:
        return a.casefold() == b.casefold()
    return ta <= tb or tb <= ta
