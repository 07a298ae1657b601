#!/usr/bin/env python3
"""The REALTALK dev qrels with their gold answers, for `kbsearch eval --answers`.

    python bench/realtalk_answers.py [--data ../shared/data/realtalk] [-o FILE]

Reads `archive/qrels.jsonl` and the raw `raw/Chat_*.json` files in place and writes one JSON
line per qrel, as it is, plus `answer` (a string) and `evidence` (the dia_ids, like "D3:30").
Nothing is written into the repository unless -o says so: the data's text must stay in
../shared/data (see its README), so the output belongs in /tmp or a test's tmp_path.

How a qrel finds its gold answer (checked on the data, not assumed): `sample_id` is the raw
file's name lowercased (`chat_1_emi_elise` <- `Chat_1_Emi_Elise.json`), and the number after
the last "/" in `qid` is the position in that file's `qa` list before dropped questions were
taken out (the qrels skip numbers). The question text must agree as well; a qrel whose
position disagrees falls back to the one `qa` entry with the same question, and one with
none (or several) is written with an empty answer and counted on stderr.

Exit codes: 0 ok, 2 missing or unreadable data.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "data" / "realtalk"
# A few raw evidence entries run several ids together ("D13:4. D14:4", "D5:12;D5:16",
# "D12:3-D12:5") or carry a stray space ("D 2:18"); every well-formed id inside is kept.
DIA_ID = re.compile(r"D\s?(\d+):(\d+)")


def dia_ids(raw: list) -> tuple[list[str], int]:
    """The well-formed dia_ids in a qa entry's evidence, in order, and how many entries
    held none ("", "D58", "D17;39")."""
    out: list[str] = []
    malformed = 0
    for entry in raw or []:
        found = [f"D{day}:{turn}" for day, turn in DIA_ID.findall(str(entry))]
        malformed += not found
        out += [d for d in found if d not in out]
    return out, malformed


def gold_answer(value) -> str:
    """The answer as text: a number (none in the current files, but the format allows it)
    is written as it reads, a missing one as ""."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).strip()


def load_raw(raw_dir: Path) -> dict[str, list[dict]]:
    """sample_id -> that chat's qa entries, in file order."""
    out = {}
    for path in sorted(raw_dir.glob("Chat_*.json")):
        out[path.stem.lower()] = json.loads(path.read_text(encoding="utf-8")).get("qa", [])
    return out


def find_qa(qrel: dict, qa: list[dict]) -> tuple[dict | None, str]:
    """The qa entry behind a qrel and how it was found: "qid", "question" or "none"."""
    tail = str(qrel.get("qid", "")).rsplit("/", 1)[-1]
    if tail.isdigit() and int(tail) < len(qa) and qa[int(tail)].get("question") == qrel["question"]:
        return qa[int(tail)], "qid"
    same = [e for e in qa if e.get("question") == qrel["question"]]
    return (same[0], "question") if len(same) == 1 else (None, "none")


def join(data: Path) -> tuple[list[dict], dict[str, int]]:
    """Every qrel with `answer` and `evidence`, and counts of how each was matched."""
    qrels_path = data / "archive" / "qrels.jsonl"
    raw = load_raw(data / "raw")
    if not raw:
        raise FileNotFoundError(f"no raw/Chat_*.json under {data}")
    counts = {"qrels": 0, "qid": 0, "question": 0, "none": 0, "malformed_evidence": 0, "no_sample": 0}
    rows = []
    for line in qrels_path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        q = json.loads(line)
        counts["qrels"] += 1
        qa = raw.get(str(q["sample_id"]).lower())
        if qa is None:
            counts["no_sample"] += 1
            entry, how = None, "none"
        else:
            entry, how = find_qa(q, qa)
        counts[how] += 1
        evidence, malformed = dia_ids(entry.get("evidence", [])) if entry else ([], 0)
        counts["malformed_evidence"] += malformed
        rows.append({**q, "answer": gold_answer(entry.get("answer")) if entry else "", "evidence": evidence})
    return rows, counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help=f"the realtalk folder (default {DEFAULT_DATA})")
    ap.add_argument("-o", "--output", type=Path, help="write here instead of stdout")
    args = ap.parse_args(argv)
    try:
        rows, counts = join(args.data)
    except (OSError, ValueError, KeyError) as exc:
        print(f"realtalk_answers: {args.data}: {exc}", file=sys.stderr)
        return 2
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    matched = counts["qid"] + counts["question"]
    print(f"realtalk_answers: {matched}/{counts['qrels']} qrels matched a qa entry "
          f"({counts['qid']} by qid position, {counts['question']} by question text only, "
          f"{counts['none']} unmatched); {counts['malformed_evidence']} evidence entries held no dia_id",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
