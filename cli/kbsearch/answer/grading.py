"""`kbsearch eval --answers`: how well ANSWER mode states gold answers, word by word.

A gold answer ("No, she was with her friend.", "On January 17, 2024.") is reduced to its
content words: `kbsearch.text.tokens` (folded, stopwords dropped, plurals stemmed) minus a
few words that carry no answer (yes, no, may, …), with numbers and month names
normalised so a date written "17 January, 2024", "17.01.2024" or "2024-01-17" gives the
same words. An answer is graded by which of those words its summary, and the whole answer
(its short line, summary and details), contain, and by whether it cites a chat judged
relevant. Word overlap is a yardstick, not
a judge: it rewards an answer that says the gold words, even in the wrong sentence, and
cannot credit a paraphrase.

Beside them, the LoCoMo benchmark's own score: the token F1 of the answer's `short` (its
few words, "7 May 2023") and of its summary against the gold answer (`token_f1`), and for
gold answers that write a date, whether the short and the summary hold its day, month and
year (`date_words`).

    from kbsearch.answer.grading import run_answer_eval, report_text
    report = run_answer_eval(read_qrels(path), archives, factory)  # factory(index_dir) -> question -> Answer
"""

from __future__ import annotations

import re
import string
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import KbsearchError
from ..ranking.eval import Qrel
from ..text import tokens
from .porter import stem
from .when import mentions
from .lazy_pattern import lazy

# tokens() already drops articles, pronouns, auxiliaries, prepositions and "no"/"not";
# these are the answer-less words it keeps.
EXTRA_STOPWORDS = frozenset("yes yeah yep yup nope may might must shall".split())
MONTHS = {name: str(i) for i, names in enumerate([
    (), ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
    ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
    ("october", "oct"), ("november", "nov"), ("december", "dec")]) for name in names}
# An answer's own citation markers ("[3]") would otherwise count as the number 3.
CITATION = lazy(r"\[\d+\]")
RATES = ("summary_contains", "answer_contains", "gold_word_recall", "new_word_recall", "evidence_cited", "answered",
         "short_f1", "summary_f1", "short_contains", "when_date_in_short", "when_date_in_summary")
LEVELS = ("high", "medium", "low")


def terms(text: str) -> list[str]:
    """The content words of `text` as grading compares them: tokens() (stemmed, no
    stopwords), numbers without leading zeros, month names as their numbers ("may" only
    next to a number, where it is the month)."""
    toks = tokens(CITATION.sub(" ", text))
    out = []
    for i, t in enumerate(toks):
        if t.isdigit():
            out.append(t.lstrip("0") or "0")
        elif t == "may":
            if any(0 <= j < len(toks) and toks[j].isdigit() for j in (i - 1, i + 1)):
                out.append(MONTHS[t])
        elif t in MONTHS:
            out.append(MONTHS[t])
        elif t not in EXTRA_STOPWORDS:
            out.append(t)
    return out


def gold_words(answer: str) -> list[str]:
    """The distinct content words of a gold answer, in order."""
    return list(dict.fromkeys(terms(answer)))


# LoCoMo's normalisation (task_eval/evaluation.py): lower-case, no punctuation, no articles
# (nor "and", which LoCoMo drops with them), single spaces; each word Porter-stemmed as NLTK does.
_PUNCTUATION = str.maketrans("", "", string.punctuation)
_ARTICLES = lazy(r"\b(a|an|the|and)\b")
# A comma inside a date ("January 17, 2024", "December, 29 2023") separates no items.
_DATE_COMMA = lazy(r"(\b(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?\s*),(?=\s*\d)"
                   r"|,(?=\s*(?:19|20)\d\d\b)", re.I)


def answer_tokens(text: str) -> list[str]:
    """`text` as LoCoMo's F1 counts it: "The paintings, 7 May!" -> ["paint", "7", "may"]."""
    s = _ARTICLES.sub(" ", text.lower().translate(_PUNCTUATION))
    return [stem(w) for w in s.split()]


def f1_score(prediction: str, gold: str) -> float:
    """LoCoMo's token F1: 2PR/(P+R) over the tokens the two share, counted with repeats;
    0 when either has none."""
    pred, ref = answer_tokens(prediction), answer_tokens(gold)
    same = sum((Counter(pred) & Counter(ref)).values())
    if not same:
        return 0.0
    precision, recall = same / len(pred), same / len(ref)
    return 2 * precision * recall / (precision + recall)


def list_items(text: str) -> list[str]:
    """The comma-separated items of `text`, without empty ones, a date's own comma or a
    number's thousands separator ("€32,000")."""
    undated = _DATE_COMMA.sub(lambda m: m.group(1) or "", text)  # as LoCoMo drops commas: no space
    undated = _THOUSANDS.sub("", undated)
    return [item for part in undated.split(",") if (item := part.strip())]


_THOUSANDS = lazy(r"(?<=\d),(?=\d{3}\b)")


def token_f1(prediction: str, gold: str) -> float:
    """LoCoMo's answer F1. A gold list of 2+ items ("Ned, Daisy, Max"): each item scored
    against the prediction's best item, averaged over the gold items (LoCoMo's multi-answer
    F1); any other gold answer: f1_score of the whole prediction against it."""
    items = list_items(gold)
    if len(items) < 2:
        return f1_score(prediction, gold)
    preds = list_items(prediction) or [""]
    return sum(max(f1_score(p, g) for p in preds) for g in items) / len(items)


_YEAR = lazy(r"\b(?:19[5-9]\d|20\d\d)\b")
_MONTH = lazy(r"\b(?:" + "|".join(m for m in MONTHS if m != "may") + r")\b", re.I)


def date_words(gold: str) -> list[str]:
    """The day, month and year of the dates a gold answer writes, as terms() gives them
    ("On January 17, 2024." -> 1, 17, 2024; "In 2022." -> 2022); [] when it writes none.
    The dates `when.mentions` reads, else the numbers of a text with a year or month name in
    it ("On  December, 27 2023")."""
    found = mentions(gold, None)
    if found:
        words = [w for m in found for w in terms(m.resolved)]
    elif _YEAR.search(gold) or _MONTH.search(gold):
        words = [w for w in terms(gold) if w.isdigit()]
    else:
        words = []
    return list(dict.fromkeys(words))


@dataclass
class AnswerGrade:
    """One question's answer against its gold answer. The word rates are None when the
    gold answer has no content word ("Yes, she does.") and so cannot grade anything."""

    qid: str
    category: str
    gold: list[str]
    summary_contains: bool | None
    answer_contains: bool | None  # every gold word in the answer: its short line, summary and details
    gold_word_recall: float | None
    new_word_recall: float | None  # over the gold words the question does not already say
    evidence_cited: bool
    answered: bool  # the answer cites any source at all
    chars: int
    confidence: str | None
    ms: float = 0.0
    # LoCoMo's token F1 (None when the gold answer has no word to score against)
    short_f1: float | None = None
    summary_f1: float | None = None
    short_contains: bool | None = None  # every gold word in the short answer
    # For a gold answer that writes a date: are all its day, month and year words in them?
    when_date_in_short: bool | None = None
    when_date_in_summary: bool | None = None


def grade(a, q: Qrel, ms: float = 0.0) -> AnswerGrade:
    """Grade answer `a` (an Answer, or None for a question that could not be searched)
    through its public fields only."""
    summary = getattr(a, "summary", "") or ""
    short = getattr(a, "short", "") or ""
    details = [p.text for p in getattr(a, "details", None) or []]
    cited = {s.chat_id for s in getattr(a, "sources", None) or []}
    confidence = getattr(a, "confidence", None)
    gold = gold_words(q.answer)
    chars = len(summary) + sum(len(t) for t in details)
    said = set(terms(" ".join([short, summary, *details])))  # the whole answer: its short line is its first
    in_summary, in_short = set(terms(summary)), set(terms(short))
    if not gold:
        rates: tuple = (None, None, None, None)
    else:
        asked = set(terms(q.question))
        new = [w for w in gold if w not in asked]
        found = [w for w in gold if w in said]
        rates = (all(w in in_summary for w in gold), len(found) == len(gold), len(found) / len(gold),
                 sum(w in said for w in new) / len(new) if new else None)
    scored = bool(answer_tokens(q.answer))  # else there is nothing to score F1 against
    dates = date_words(q.answer)
    return AnswerGrade(q.qid, q.category, gold, *rates, bool(cited & set(q.relevant)), bool(cited), chars,
                       str(confidence) if confidence is not None else None, ms,
                       short_f1=token_f1(CITATION.sub(" ", short), q.answer) if scored else None,
                       summary_f1=token_f1(CITATION.sub(" ", summary), q.answer) if scored else None,
                       short_contains=all(w in in_short for w in gold) if gold else None,
                       when_date_in_short=all(w in in_short for w in dates) if dates else None,
                       when_date_in_summary=all(w in in_summary for w in dates) if dates else None)


def summarise(grades: list[AnswerGrade]) -> dict[str, float]:
    """Means over `grades`: each word rate, F1 and date rate over the questions it applies
    to (None when it applies to none), evidence_cited, answered and chars over all; `dated`:
    how many gold answers write a date."""
    out: dict = {"n": len(grades), "graded": sum(g.gold_word_recall is not None for g in grades),
                 "dated": sum(g.when_date_in_short is not None for g in grades)}
    for key in RATES:
        vals = [float(v) for g in grades if (v := getattr(g, key)) is not None]
        out[key] = sum(vals) / len(vals) if vals else None
    out["chars"] = sum(g.chars for g in grades) / len(grades) if grades else 0.0
    return out


@dataclass
class AnswerReport:
    n: int
    overall: dict
    by_category: dict[str, dict]
    mean_ms: float
    confidence: dict[str, int]  # answers per confidence level; empty when answers carry none
    by_confidence: dict[str, dict]  # per level: n, graded, answer_contains, short_f1 (is confidence calibrated?)
    options: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    grades: list[AnswerGrade] = field(default_factory=list, repr=False)

    def to_dict(self) -> dict:
        def r4(d: dict) -> dict:
            return {k: (round(v, 4) if isinstance(v, float) else v) for k, v in d.items()}

        return {"n": self.n, "overall": r4(self.overall), "by_category": {c: r4(v) for c, v in self.by_category.items()},
                "mean_answer_ms": round(self.mean_ms, 2), "confidence": dict(self.confidence),
                "by_confidence": {c: r4(v) for c, v in self.by_confidence.items()},
                "options": self.options, "notes": self.notes}


def run_answer_eval(qrels: list[Qrel], archives: Path, answer_factory, options: dict | None = None) -> AnswerReport:
    """`answer_factory(index_dir)` returns a function question -> Answer; one per archive
    (`archives/<sample_id>/indexes`), opened once. A question the answer refuses
    (BadQuery, or any KbsearchError) is graded as an empty answer."""
    answerers: dict[str, object] = {}
    grades = []
    refused = 0
    for q in qrels:
        answer_of = answerers.get(q.sample_id)
        if answer_of is None:
            answer_of = answerers[q.sample_id] = answer_factory(Path(archives) / q.sample_id / "indexes")
        started = time.perf_counter()
        try:
            a = answer_of(q.question)
        except KbsearchError:
            a, refused = None, refused + 1
        grades.append(grade(a, q, (time.perf_counter() - started) * 1000))
    return report_of(grades, options, refused)


def report_of(grades: list[AnswerGrade], options: dict | None = None, refused: int = 0) -> AnswerReport:
    n = len(grades)
    by_cat: dict[str, list[AnswerGrade]] = defaultdict(list)
    by_conf: dict[str, list[AnswerGrade]] = defaultdict(list)
    for g in grades:
        by_cat[g.category].append(g)
        if g.confidence is not None:
            by_conf[g.confidence].append(g)
    counts = Counter({level: 0 for level in LEVELS} if by_conf else {})
    counts.update(g.confidence for g in grades if g.confidence is not None)
    calibration = {}
    for level in [*LEVELS, *sorted(set(by_conf) - set(LEVELS))]:
        if level in by_conf:
            s = summarise(by_conf[level])
            calibration[level] = {"n": s["n"], "graded": s["graded"], "answer_contains": s["answer_contains"],
                                  "short_f1": s["short_f1"]}
    notes = []
    ungraded = sum(g.gold_word_recall is None for g in grades)
    if ungraded:
        notes.append(f"{ungraded} of {n} gold answers have no content word (e.g. 'Yes, she does.'): "
                     "left out of the word rates, kept in evidence_cited and chars")
    unscored = sum(g.short_f1 is None for g in grades)
    if unscored:
        notes.append(f"{unscored} of {n} questions have no gold answer text: left out of the F1 means")
    if refused:
        notes.append(f"{refused} questions had nothing to search for: graded as empty answers")
    if not by_conf:
        notes.append("answers carry no confidence level")
    return AnswerReport(n, summarise(grades), {c: summarise(gs) for c, gs in sorted(by_cat.items())},
                        sum(g.ms for g in grades) / n if n else 0.0, dict(counts), calibration,
                        options or {}, notes, grades)


COLUMNS = (("graded", "graded"), ("summary_contains", "in summary"), ("answer_contains", "in answer"),
           ("gold_word_recall", "recall"), ("new_word_recall", "new recall"), ("evidence_cited", "cited"),
           ("answered", "answered"), ("chars", "chars"))
# LoCoMo's token F1 and the date rates, in a second table (one would not fit 100 columns).
F1_COLUMNS = (("short_f1", "short F1"), ("summary_f1", "summary F1"), ("short_contains", "short has gold"),
              ("dated", "dated"), ("when_date_in_short", "date in short"), ("when_date_in_summary", "date in summary"))
COUNTS = ("graded", "dated", "chars", "n")


def _table(first: str, columns, rows: list[tuple[str, dict]]) -> list[str]:
    """Right-aligned columns as wide as their labels (at least 5); '-' for a rate that applies to none."""
    widths = [max(5, len(label)) for _, label in columns]

    def cell(v, key: str, w: int) -> str:
        if v is None:
            return f"{'-':>{w}}"
        return f"{v:>{w}.0f}" if key in COUNTS else f"{v:>{w}.3f}"

    out = [f"{first:>10} " + " ".join(f"{label:>{w}}" for (_, label), w in zip(columns, widths))]
    for name, vals in rows:
        out.append(f"{name:>10} " + " ".join(cell(vals[k], k, w) for (k, _), w in zip(columns, widths)))
    return out


def report_text(r: AnswerReport) -> str:
    """Two tables, both under 100 columns: the gold-word rates, then LoCoMo's token F1 and the
    date rates (`dated`: gold answers that write a date, which the date rates are over); then
    per confidence level the answers, `in answer` and the short answer's F1."""
    named = [("overall", r.overall), *((f"category {c}", v) for c, v in r.by_category.items())]
    rows = _table("", (("n", "n"), *COLUMNS), named)
    rows += [""] + _table("", F1_COLUMNS, named)
    if r.by_confidence:
        rows += [""] + _table("confidence", (("n", "n"), ("answer_contains", "in answer"), ("short_f1", "short F1")),
                              list(r.by_confidence.items()))
    rows.append(f"mean answer time {r.mean_ms:.1f} ms" + (f"; options: {r.options}" if r.options else ""))
    rows += r.notes
    return "\n".join(rows) + "\n"
