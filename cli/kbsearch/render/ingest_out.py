"""What `kbsearch ingest` prints: a line per chat added or changed (and, in a dry run,
per input skipped) on stdout, or one JSON document."""

from __future__ import annotations

import json

from ..ingest import Report
from ..wording import counted

MAX_PROBLEM_LINES = 10


# A dry run writes nothing: its lines say what a run would do. (-f json keeps "status":
# "added"/"changed" with "dry_run": true, so programs read one vocabulary.)
DRY_RUN_STATUS = {"added": "would add", "changed": "would change"}


def lines(report: Report) -> str:
    """status<TAB>chat_id<TAB>chunks<TAB>messages<TAB>title — unchanged chats are left out;
    a dry run says "would add"/"would change", and also lists what would be skipped
    (status "skipped", the reason in place of the id)."""
    out = []
    for plan in report.plans:
        if plan.status != "unchanged":
            status = DRY_RUN_STATUS.get(plan.status, plan.status) if report.dry_run else plan.status
            out.append(f"{status}\t{plan.chat_id}\t{plan.chunks}\t{plan.messages}\t{_one_line(plan.title)}")
    if report.dry_run:
        for problem in report.problems:
            out.append(f"skipped\t{problem.reason}\t\t\t{_one_line(problem.where)}")
    return "".join(line + "\n" for line in out)


def as_json(report: Report) -> str:
    doc = {
        "root": str(report.root),
        "dry_run": report.dry_run,
        "inputs": report.inputs,
        "chats": [
            {"chat_id": p.chat_id, "status": p.status, "title": p.title, "platform": p.platform,
             "chunks": p.chunks, "messages": p.messages, "tokens": p.tokens, "folder": str(p.folder),
             "files_written": sorted(str(f) for f in p.files) if p.status != "unchanged" else []}
            for p in report.plans
        ],
        "skipped": [{"where": p.where, "reason": p.reason, "detail": p.detail} for p in report.problems],
        "repaired": report.notes,
        "llm_fallbacks": dict(report.fallbacks),
        "counts": {s: report.count(s) for s in ("added", "changed", "unchanged")},
        "messages": report.messages,
        "seconds": round(report.seconds, 3),
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


# What to do about a whole input that gave nothing, by its reason.
NOTHING_HINTS = {
    "not a chat export": "; for an export detection missed, name its format with --from; other chats can be "
                         "converted to JSON Lines (README: \"Your own chats\")",
}


def nothing_lines(report: Report) -> list[str]:
    """For stderr when no chat came of the input (exit 1): why, the problems of one kind
    folded into one line, so a file or folder that is no export is one line."""
    if not report.problems:
        return [f"nothing to ingest: no conversations in {', '.join(report.inputs)}"]
    by_reason: dict[str, list] = {}
    for problem in report.problems:
        by_reason.setdefault(problem.reason, []).append(problem)
    lines = []
    for reason, problems in by_reason.items():
        first = problems[0]
        where = first.where + (f" and {counted(len(problems) - 1, 'more file')}" if len(problems) > 1 else "")
        detail = f" ({first.detail})" if first.detail else ""
        lines.append(f"{where}: {reason}{detail}{NOTHING_HINTS.get(reason, '')}")
    if len(lines) == 1:
        return ["nothing to ingest: " + lines[0]]
    return lines + [f"nothing to ingest: nothing written to {report.root} (-f json lists every file skipped)"]


def problem_lines(report: Report) -> list[str]:
    """For stderr: the first problems and repairs, one line each, then how many more."""
    items = [p.line() for p in report.problems] + [f"repaired: {n}" for n in report.notes]
    items += [f"LLM failed on {n} chunk{'s' if n > 1 else ''} (offline condensation used): {reason}"
              for reason, n in report.fallbacks.most_common()]
    shown = items[:MAX_PROBLEM_LINES]
    if len(items) > MAX_PROBLEM_LINES:
        shown.append(f"… and {len(items) - MAX_PROBLEM_LINES} more (-f json lists them all)")
    return shown


def _one_line(text: str) -> str:
    return " ".join(text.split())
