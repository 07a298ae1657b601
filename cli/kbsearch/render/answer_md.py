"""The ANSWER markdown layout of the old tool: question, answer (the short answer with its
confidence, summary, confidence, details, caveats), sources with sizes and a running total,
and the files to verify it with. The terminal view is this markdown drawn by Rich."""

from __future__ import annotations


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _tokens(n: int) -> str:
    return f"~{n:,} tokens"


def answer_markdown(a) -> str:
    """`a`: a kbsearch.answer.Answer. Returns the document; prints nothing."""
    out = [f'## Question: "{_one_line(a.question)}"', "", "### Answer", ""]
    short = _one_line(getattr(a, "short_cited", ""))
    if short:  # none when no sentence states it: the summary then says so
        sure = f" ({a.confidence} confidence)" if getattr(a, "confidence_reason", "") else ""
        out += [f"**Answer**: {short}{sure}", ""]
    out.append(f"**Summary**: {_one_line(a.summary)}")
    out.append("")
    if getattr(a, "confidence_reason", ""):
        out.append(f"**Confidence**: {a.confidence} — {_one_line(a.confidence_reason)}")
        out.append("")
    if a.details:
        out.append("**Details**:")
        out.append("")
        out += [f"{i}. {_one_line(p.text)}" for i, p in enumerate(a.details, 1)]
        out.append("")
    if a.caveats:
        out.append("**Caveats**:")
        out.append("")
        out += [f"- {_one_line(c)}" for c in a.caveats]
        out.append("")
    out += ["### Sources", ""]
    if a.sources:
        for s in a.sources:
            out.append(
                f"[{s.number}] `{s.chat_id}` - {_one_line(s.title)} ({s.platform}, {s.date or 'undated'})"
                f" | {_tokens(s.tokens)} | {_one_line(s.why)}"
            )
        out.append("")
        n = len(a.sources)
        out.append(f"**Running total**: {_tokens(a.total_source_tokens)} across {n} source{'s' if n != 1 else ''}")
    else:
        out.append("None.")
    out += ["", "### To Verify", ""]
    if a.verification_paths:
        out += [f"- `{p}`" for p in a.verification_paths]
    else:
        out.append("Nothing to verify: no source was cited.")
    if getattr(a, "answered_by", ""):
        out += ["", f"_Answered by {a.answered_by}._"]
    return "\n".join(out) + "\n"
