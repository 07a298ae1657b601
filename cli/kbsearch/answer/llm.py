"""ANSWER mode with a local LLM: the offline answer's evidence, rendered into
`prompts/answer.md`, piped to any command (ollama, llm, a CLI agent); its reply replaces
the offline summary and details when its citations check out, and the offline short
answer when its `Short:` line is borne out by the evidence it cites.

    a, warning = answer_with_llm(searcher, question, "ollama run llama3.2", timeout=120)

kbsearch keeps its own Sources and To Verify: they are facts about the archive, not the
model's to write. Any failure (the command is missing, fails, hangs, prints nothing, or
cites a source that does not exist, or none) gives the offline answer back with the
reason as a warning, never an exception. A Short line that is missing, too long, or holds
a word the evidence it cites does not have keeps the offline short answer, with a warning.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from pathlib import Path

from ..config import PACKAGE_DIR, project_dir
from ..localllm import LlmFailed, run_llm
from ..text import tokens, words
from .compose import answer, caveats_for
from .model import Answer, Evidence, Point, ShortItem, Source
from .lazy_pattern import lazy

_PLACEHOLDER = lazy(r"\{(question|evidence|sources)\}")
_LEADING_COMMENT = lazy(r"\A\s*<!--.*?-->\s*", re.DOTALL)
_CITATION = lazy(r"\[(\d{1,6})\]")
# "[1, 3]", "[1,3]", "[2-4]": written by models often enough to read, rewritten as [1][3].
_CITATION_LIST = lazy(r"\[(\d+(?:\s*[,;–-]\s*\d+)+)\]")
_SECTION_END = lazy(r"[#*\s]*(?:sources|references|to verify)[\s*:]*", re.IGNORECASE)
# "**Summary**: …", "Summary: …", "### Summary": a label, not a sentence starting with the word.
_SUMMARY = lazy(r"^\s*(?:#+\s*summary\W*$|(?:#+\s*)?[*_]*summary(?:[*_]+\s*:?|\s*:)[*_]*)\s*(.*)$", re.IGNORECASE)
_DETAILS = lazy(r"^\s*(?:#+\s*details\W*$|(?:#+\s*)?[*_]*details(?:[*_]+\s*:?|\s*:)[*_]*)\s*(.*)$", re.IGNORECASE)
_NOISE = lazy(r"<think>.*?</think>|\x1b\[[0-9;?]*[A-Za-z]", re.DOTALL)  # reasoning blocks, ANSI codes
_ITEM = lazy(r"^\s*(?:\d+[.)]|[-*•])\s+(.*)$")
_HEADING = lazy(r"^\s*#+\s")
# "Short: …", "**Short**: …", "**Short:** …", "Short answer: …": the answer in a few words.
_SHORT = lazy(r"[\s#*_]*short(?:\s+answer)?[\s*_]*:[\s*_]*(.*)", re.IGNORECASE)
_SHORT_ITEM = lazy(r"(?<!\d),|,(?!\d)")  # "Ned, Daisy" splits, "£4,200" does not
_NO_SHORT = {"", "none", "n/a", "na", "unknown", "not stated", "-", "–", "—"}
_VERDICTS = {"yes"}  # a yes/no answer's word, not a fact the evidence must hold ("no" is a stopword)
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
MAX_POINTS = 5
MAX_SHORT_WORDS = 12


ECHO_LINE = 20  # lines shorter than this ("Details:", "[1]") say nothing about an echo


def default_template_path() -> Path:
    """prompts/answer.md: shipped in the wheel, or at the top of the checkout."""
    bundled = PACKAGE_DIR / "defaults" / "prompts" / "answer.md"
    if bundled.is_file():
        return bundled
    return (project_dir() or PACKAGE_DIR) / "prompts" / "answer.md"


def load_template(path: Path | None = None) -> str:
    path = Path(path) if path else default_template_path()
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise LlmFailed(f"cannot read the prompt template {path}: {exc.strerror or exc}") from None


def evidence_lines(evidence: list[Evidence]) -> str:
    return "\n".join(
        f"[{e.source}] {e.chat_id} – {' '.join(e.title.split())} ({e.date or 'undated'}): {' '.join(e.text.split())}"
        for e in evidence
    )


def source_lines(sources: list[Source]) -> str:
    return "\n".join(
        f"[{s.number}] {s.chat_id} – {' '.join(s.title.split())} ({s.platform}, {s.date or 'undated'}), "
        f"~{s.tokens:,} tokens"
        for s in sources
    )


def render_prompt(template_text: str, question: str, evidence: list[Evidence],
                  sources: list[Source] | None = None) -> str:
    """The template with its documentation comment removed and {question}, {evidence} and
    {sources} filled in, in one pass (a passage containing "{sources}" stays as written).
    Without `sources`, the source lines are made from the evidence (no sizes)."""
    if sources is None:
        seen: dict[int, Evidence] = {}
        for e in evidence:
            seen.setdefault(e.source, e)
        sources_text = "\n".join(
            f"[{e.source}] {e.chat_id} – {' '.join(e.title.split())} ({e.date or 'undated'})" for e in seen.values()
        )
    else:
        sources_text = source_lines(sources)
    values = {"question": " ".join(question.split()), "evidence": evidence_lines(evidence), "sources": sources_text}
    body = _LEADING_COMMENT.sub("", template_text, count=1)
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], body)


def normalise_citations(text: str) -> str:
    """"[1, 3]" → "[1][3]", "[2-4]" → "[2][3][4]"."""

    def expand(m: re.Match) -> str:
        out: list[int] = []
        for part in re.split(r"\s*[,;]\s*", m.group(1)):
            bounds = [int(x) for x in re.split(r"\s*[–-]\s*", part) if x]
            if len(bounds) == 2 and 0 < bounds[1] - bounds[0] < 50:
                out += range(bounds[0], bounds[1] + 1)
            else:
                out += bounds
        return "".join(f"[{n}]" for n in out)

    return _CITATION_LIST.sub(expand, text)


def check_citations(text: str, n_sources: int, what: str = "the answer") -> list[str]:
    """Problems with the citations in `text` against sources numbered 1..n_sources:
    numbers with no source, or no citation at all. Empty when they check out."""
    numbers = [int(n) for n in _CITATION.findall(normalise_citations(text))]
    if not numbers:
        return [f"{what} cites no sources"]
    return _unknown_sources(numbers, n_sources, what)


def _unknown_sources(numbers: list[int], n_sources: int, what: str) -> list[str]:
    bad = sorted({n for n in numbers if not 1 <= n <= n_sources})
    if bad:
        listed = ", ".join(f"[{n}]" for n in bad)
        have = f"sources [1]–[{n_sources}]" if n_sources > 1 else ("source [1]" if n_sources else "no sources")
        return [f"{what} cites {listed}, but there {'is' if n_sources == 1 else 'are'} only {have}"]
    return []


def split_short(body: str) -> tuple[str | None, str]:
    """(the first Short line's text, or None; the body without that line)."""
    lines = body.splitlines()
    for i, line in enumerate(lines):
        m = _SHORT.match(line)
        if m:
            return m.group(1).strip(), "\n".join(lines[:i] + lines[i + 1:]).strip()
    return None, body


def parse_short(text: str) -> tuple[str, list[ShortItem]]:
    """("Ned, Daisy, Max", its items) of a Short line's text "Ned [1], Daisy [1], Max [2].":
    items split on commas, each with its own citations or, without any, the whole line's."""
    text = normalise_citations(text).strip().strip("*_").strip()
    every = list(dict.fromkeys(int(n) for n in _CITATION.findall(text)))
    items: list[ShortItem] = []
    for part in _SHORT_ITEM.split(text):
        cited = list(dict.fromkeys(int(n) for n in _CITATION.findall(part)))
        plain = " ".join(_CITATION.sub(" ", part).split()).strip(" .;:*_\"“”")
        plain = re.sub(r"^(?:and|or)\s+", "", plain, flags=re.IGNORECASE)
        if plain:
            items.append(ShortItem(plain, cited or list(every)))
    return ", ".join(i.text for i in items), items


def _date_words(iso: str) -> str:
    """A passage's date as the model may write it: "2025-09-03 3 September 2025"."""
    try:
        d = date.fromisoformat(iso[:10])
    except (TypeError, ValueError):
        return iso or ""
    return f"{iso} {d.day} {_MONTHS[d.month - 1]} {d.year}"


def read_short(text: str | None, evidence: list[Evidence], n_sources: int) -> tuple[str, list[ShortItem]]:
    """The reply's short answer and its items, checked: at most MAX_SHORT_WORDS words, only
    listed sources cited, and every content word of an item (numbers and dates as written)
    in the evidence passages it cites (their title and date included), or in any passage
    when the line cites none. Raises LlmFailed saying why it cannot be used."""
    if text is None:
        raise LlmFailed("the reply has no Short line")
    short, items = parse_short(text)
    if short.lower() in _NO_SHORT or not items:
        raise LlmFailed("the reply's Short line gives no answer")
    n_words = len(words(short))
    if n_words > MAX_SHORT_WORDS:
        raise LlmFailed(f"the reply's Short line has {n_words} words, more than {MAX_SHORT_WORDS}")
    problems = _unknown_sources([n for i in items for n in i.citations], n_sources, "the Short line")
    if problems:
        raise LlmFailed(problems[0])
    passages: dict[int, set[str]] = {}
    for e in evidence:
        passages.setdefault(e.source, set()).update(tokens(f"{e.title} {_date_words(e.date)} {e.text}"))
    anywhere = set().union(*passages.values()) if passages else set()
    for item in items:
        known = set().union(*(passages.get(n, set()) for n in item.citations)) if item.citations else anywhere
        for word in words(item.text):
            if any(t not in known and t not in _VERDICTS for t in tokens(word)):
                where = ("the evidence it cites (" + "".join(f"[{n}]" for n in item.citations) + ")"
                         if item.citations else "any evidence passage")
                raise LlmFailed(f"the Short line's “{word}” is not in {where}")
    return short, items


def _short_warning(offline: Answer, reason: str) -> str:
    kept = "the offline short answer kept" if offline.short else "no short answer shown"
    return f"LLM short answer not used, {kept}: {reason}"


def answer_part(text: str) -> str:
    """The reply without any Sources / References / To Verify section the model added,
    reasoning blocks (<think>…</think>) or terminal colour codes."""
    lines = _NOISE.sub("", text).splitlines()
    for i, line in enumerate(lines):
        if _SECTION_END.fullmatch(line.strip()):
            return "\n".join(lines[:i]).strip()
    return "\n".join(lines).strip()


def parse_reply(text: str) -> tuple[str, list[str]]:
    """(summary, details) of a reply in the prompt's form, read leniently: without a
    **Summary** label the first paragraph is the summary; without a numbered or bulleted
    list the remaining paragraphs are the points."""
    lines = answer_part(normalise_citations(text)).splitlines()
    summary: list[str] = []
    points: list[str] = []
    state = "start"
    rest: list[str] = []
    for line in lines:
        m_sum, m_det, m_item = _SUMMARY.match(line), _DETAILS.match(line), _ITEM.match(line)
        if _SHORT.match(line):
            continue  # read by read_short
        if m_sum and state != "details":
            state = "summary"
            if m_sum.group(1).strip():
                summary.append(m_sum.group(1).strip())
        elif m_det:
            state = "details"
            if m_det.group(1).strip():
                points.append(m_det.group(1).strip())
        elif m_item and state in ("details", "start", "summary") and (state == "details" or summary or points):
            state = "details"
            points.append(m_item.group(1).strip())
        elif not line.strip():
            if state == "summary" and summary:
                state = "after-summary"
            elif state == "details" and points:
                state = "details-gap"
            rest.append("")
        elif _HEADING.match(line):
            continue  # "### Answer" and the like
        elif state == "summary":
            summary.append(line.strip())
        elif state == "details" and points:
            points[-1] += " " + line.strip()  # a point's continuation line
        else:
            rest.append(line.strip())
    paragraphs = [" ".join(p.split()) for p in "\n".join(rest).split("\n\n") if p.strip()]
    if not summary and paragraphs:
        summary = [paragraphs.pop(0)]
    if not points:
        points = paragraphs
    return " ".join(" ".join(summary).split()), [" ".join(p.split()) for p in points if p.strip()]


def check_not_echo(reply: str, prompt: str) -> None:
    """A command that repeats its input (`cat`, a wrapper printing the prompt back) is no
    model: its 'answer' would be the instructions and the evidence lines, whose citations
    check out. Raises LlmFailed when at least half of the reply's lines of some length are
    lines of the prompt, word for word."""
    given = {" ".join(line.split()) for line in prompt.splitlines() if len(line.strip()) >= ECHO_LINE}
    lines = [" ".join(line.split()) for line in answer_part(reply).splitlines() if len(line.strip()) >= ECHO_LINE]
    repeated = sum(line in given for line in lines)
    if lines and repeated * 2 >= len(lines):
        raise LlmFailed(f"the reply repeats the prompt ({repeated} of its {len(lines)} lines are the prompt's own), "
                        "so it is no answer: is the command a model?")


def apply_reply(offline: Answer, reply: str, answered_by: str, warnings: list[str] | None = None) -> Answer:
    """The offline answer with the model's summary and details, and its short answer when
    read_short accepts it (else the offline one, and why onto `warnings`). Sources the
    reply does not cite are left out and the rest renumbered by first citation (summary,
    short answer, details), so every [n] still points to a listed source and every listed
    source is cited. Raises LlmFailed when the citations of the summary and details do not
    check out or nothing could be read."""
    short_line, body = split_short(answer_part(normalise_citations(reply)))
    problems = check_citations(body, len(offline.sources))
    if problems:
        raise LlmFailed("; ".join(problems))
    summary, points = parse_reply(body)
    if not summary:
        raise LlmFailed("the reply has no summary")
    points = points[:MAX_POINTS]
    try:
        short, items = read_short(short_line, offline.evidence, len(offline.sources))
    except LlmFailed as exc:
        short, items = offline.short, offline.short_items
        if warnings is not None:
            warnings.append(_short_warning(offline, exc.reason))
    order: dict[int, int] = {}  # as the offline answer numbers them: the summary, the short answer, the details
    cited = [int(n) for n in _CITATION.findall(summary)] + [n for item in items for n in item.citations]
    cited += [int(n) for p in points for n in _CITATION.findall(p)]
    for n in cited:
        order.setdefault(n, len(order) + 1)

    def renumber(text: str) -> str:
        return _CITATION.sub(lambda m: f"[{order[int(m.group(1))]}]", text)

    summary = renumber(summary)
    items = [ShortItem(i.text, list(dict.fromkeys(order[n] for n in i.citations))) for i in items]
    details = [Point(renumber(p), list(dict.fromkeys(int(n) for n in _CITATION.findall(renumber(p)))))
               for p in points]
    old = {s.number: s for s in offline.sources}
    sources: list[Source] = []
    running = 0
    for before, after in sorted(order.items(), key=lambda kv: kv[1]):
        s = old[before]
        running += s.tokens
        sources.append(replace(s, number=after, running_total=running))
    verification: list[str] = []
    for s in sources:
        verification += [p for p in s.paths if p not in verification]
    evidence = sorted((replace(e, source=order[e.source]) for e in offline.evidence if e.source in order),
                      key=lambda e: (e.source, -e.score))
    caveats = caveats_for(sources, offline.unseen, offline.corrections, offline.partial)
    return replace(offline, short=short, short_items=items, summary=summary, details=details, caveats=caveats,
                   sources=sources, verification_paths=verification, total_source_tokens=running,
                   evidence=evidence, answered_by=answered_by)


def answer_with_llm(
    searcher,
    question: str,
    command: str,
    timeout: float | None,
    template_path: Path | None = None,
    *,
    max_sources: int | None = None,
    rerank: bool | None = None,
    meaning: bool | None = None,
    options=None,
) -> tuple[Answer, str | None]:
    """(answer, warning): the model's answer over kbsearch's evidence and sources, or the
    offline answer and why the model's could not be used. Search errors (a question with
    no words) still raise, as in offline mode."""
    offline = answer(searcher, question, max_sources=max_sources, rerank=rerank, options=options, meaning=meaning)
    if not offline.found:
        return offline, "the LLM was not asked: there is no evidence to give it"
    try:
        template = load_template(template_path)
        prompt = render_prompt(template, question, offline.evidence, offline.sources)
        reply = run_llm(command, prompt, timeout)
        check_not_echo(reply, prompt)
        notes: list[str] = []
        result = apply_reply(offline, reply, f"LLM ({command}) over kbsearch's evidence", notes)
        return result, "; ".join(notes) or None
    except LlmFailed as exc:
        return offline, f"LLM answer not used, offline answer instead: {exc.reason}"
