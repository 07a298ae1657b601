"""`kbsearch eval --answers`: how well ANSWER mode states gold answers, word by word.

A gold answer ("No, she was with her friend.", "On January 17, 2024.") is reduced to its
content words: `kbsearch.text.tokens` (folded, stopwords dropped, plurals stemmed) minus a
few words that carry no answer (yes, no, may, …), with numbers and month names
normalised so a date written "17 January, 2024", "17.01.2024" or "2024-01-17" gives the
same words. An answer is graded by which of those words its summary and its details
contain, and by whether it cites a chat judged relevant. Word overlap is a yardstick, not
a judge: it rewards an answer that says the gold words, even in the wrong sentence, and
cannot credit a paraphrase.

    from kbsearch.answer.grading import run_answer_eval, report_text
    report = run_answer_eval(read_qrels(path), archives, factory)  # factory(index_dir) -> question -> Answer
"""

from __future__ import annotations

import re
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import KbsearchError
from ..ranking.eval import Qrel
from ..text import tokens

# tokens() already drops articles, pronouns, auxiliaries, prepositions and "no"/"not";
# these are the answer-less words it keeps.
EXTRA_STOPWORDS = frozenset("yes yeah yep yup nope may might must shall".split())
MONTHS = {name: str(i) for i, names in enumerate([
    (), ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
    ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
    ("october", "oct"), ("november", "nov"), ("december", "dec")]) for name in names}
# An answer's own citation markers ("[3]") would otherwise count as the number 3.
CITATION = re.compile(r"\[\d+\]")
RATES = ("summary_contains", "answer_contains", "gold_word_recall", "new_word_recall", "evidence_cited", "answered")
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


@dataclass
class AnswerGrade:
    """One question's answer against its gold answer. The word rates are None when the
    gold answer has no content word ("Yes, she does.") and so cannot grade anything."""

    qid: str
    category: str
    gold: list[str]
    summary_contains: bool | None
    answer_contains: bool | None
    gold_word_recall: float | None
    new_word_recall: float | None  # over the gold words the question does not already say
    evidence_cited: bool
    answered: bool  # the answer cites any source at all
    chars: int
    confidence: str | None
    ms: float = 0.0


def grade(a, q: Qrel, ms: float = 0.0) -> AnswerGrade:
    """Grade answer `a` (an Answer, or None for a question that could not be searched)
    through its public fields only."""
    summary = getattr(a, "summary", "") or ""
    details = [p.text for p in getattr(a, "details", None) or []]
    cited = {s.chat_id for s in getattr(a, "sources", None) or []}
    confidence = getattr(a, "confidence", None)
    gold = gold_words(q.answer)
    chars = len(summary) + sum(len(t) for t in details)
    said = set(terms(" ".join([summary, *details])))
    if not gold:
        rates: tuple = (None, None, None, None)
    else:
        in_summary = set(terms(summary))
        asked = set(terms(q.question))
        new = [w for w in gold if w not in asked]
        found = [w for w in gold if w in said]
        rates = (all(w in in_summary for w in gold), len(found) == len(gold), len(found) / len(gold),
                 sum(w in said for w in new) / len(new) if new else None)
    return AnswerGrade(q.qid, q.category, gold, *rates, bool(cited & set(q.relevant)), bool(cited), chars,
                       str(confidence) if confidence is not None else None, ms)


def summarise(grades: list[AnswerGrade]) -> dict[str, float]:
    """Means over `grades`: each word rate over the questions it applies to (None when it
    applies to none), evidence_cited, answered and chars over all."""
    out: dict = {"n": len(grades), "graded": sum(g.gold_word_recall is not None for g in grades)}
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
    by_confidence: dict[str, dict]  # per level: n, graded and answer_contains (is confidence calibrated?)
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
            calibration[level] = {"n": s["n"], "graded": s["graded"], "answer_contains": s["answer_contains"]}
    notes = []
    ungraded = sum(g.gold_word_recall is None for g in grades)
    if ungraded:
        notes.append(f"{ungraded} of {n} gold answers have no content word (e.g. 'Yes, she does.'): "
                     "left out of the word rates, kept in evidence_cited and chars")
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


def report_text(r: AnswerReport) -> str:
    def cell(v, key: str) -> str:
        if v is None:
            return f"{'-':>10}"
        return f"{v:>10.0f}" if key in ("graded", "chars") else f"{v:>10.3f}"

    rows = [f"{'':>12} {'n':>5} " + " ".join(f"{label:>10}" for _, label in COLUMNS)]
    for name, vals in [("overall", r.overall), *((f"category {c}", v) for c, v in r.by_category.items())]:
        rows.append(f"{name:>12} {vals['n']:>5} " + " ".join(cell(vals[k], k) for k, _ in COLUMNS))
    if r.by_confidence:
        rows.append("confidence: " + ", ".join(
            f"{level} {v['n']} (in answer {'-' if v['answer_contains'] is None else format(v['answer_contains'], '.3f')})"
            for level, v in r.by_confidence.items()))
    rows.append(f"mean answer time {r.mean_ms:.1f} ms" + (f"; options: {r.options}" if r.options else ""))
    rows += r.notes
    return "\n".join(rows) + "\n"
