"""A stand-in for a local LLM command, for the ANSWER --llm tests: `python fake_llm.py MODE`.

Reads the prompt on stdin (and copies it to $FAKE_LLM_PROMPT_FILE when that is set), then:
  good      a well-formed answer citing the first sources listed in the prompt, led by a
            Short line made of the first words of the first evidence passage
  short-unsupported   the same, with a Short line naming a word no evidence holds
  no-short  the same without a Short line
  invented  an answer citing [9], which no prompt with fewer sources has
  none      an answer with no citations at all
  fail      a message on stderr and exit status 3
  hang      sleeps far past any test's timeout
  empty     prints nothing, exit status 0
"""

import os
import re
import sys
import time


def main() -> int:
    mode = sys.argv[1] if len(sys.argv) > 1 else "good"
    if mode == "hang":
        time.sleep(120)
        return 0
    prompt = sys.stdin.read()
    record = os.environ.get("FAKE_LLM_PROMPT_FILE")
    if record:
        with open(record, "w", encoding="utf-8") as fh:
            fh.write(prompt)
    if mode == "fail":
        print("loading model...", file=sys.stderr)
        print("error: model 'tiny' not found, try pulling it first", file=sys.stderr)
        return 3
    if mode == "empty":
        return 0
    question = next((line[len("Question:"):].strip() for line in prompt.splitlines()
                     if line.startswith("Question:")), "?")
    sources_part = prompt.split("Sources:", 1)[-1]
    numbers = sorted({int(n) for n in re.findall(r"^\[(\d+)\]", sources_part, re.MULTILINE)})
    if mode in ("good", "short-unsupported", "no-short"):
        first, *rest = numbers or [1]
        cited = rest[:2] or [first]
        print("### Answer\n")
        if mode == "good":
            # "[1] chat_id – title (date): passage": three words of the first passage cited [first].
            passage = next((line.split("): ", 1)[-1] for line in prompt.split("Evidence:", 1)[-1].splitlines()
                            if line.startswith(f"[{first}] ")), "")
            short = " ".join(re.findall(r"[^\W_]+", passage)[:3])
            print(f"**Short**: {short} [{first}]\n")
        elif mode == "short-unsupported":
            print(f"Short answer: Zanzibar [{first}]\n")
        print(f"**Summary**: The fake model answers “{question}” from the evidence [{first}].\n")
        print("**Details**:")
        print(f"1. The first theme, from the first source [{first}].")
        print(f"2. The second theme, drawn from two more sources [{cited[0]}, {cited[-1]}].")
        print("\n### Sources\n[1] whatever the model lists here is ignored")
    elif mode == "invented":
        print("**Summary**: Several problems [1][9].\n\n**Details**:\n1. A problem with no source [9].")
    elif mode == "none":
        print("**Summary**: Several problems, no citations.\n\n**Details**:\n1. A point without sources.")
    else:
        print(f"unknown mode {mode}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
