"""A stand-in for a local LLM that condenses chunks, for `ingest --llm` tests:
`python fake_condense_llm.py MODE`. Reads the prompt on stdin, appends one line per call
to $FAKE_LLM_CALLS when set, then:
  good     valid YAML: a summary naming the chat, a decision, two topics
  fenced   the same inside a ```yaml fence
  prose    a sentence, not YAML
  shape    YAML whose decisions are not a list
  topics   YAML with a topic that is not dotted snake_case
  fail     exit status 4
"""

import os
import re
import sys


def main() -> int:
    mode = sys.argv[1] if len(sys.argv) > 1 else "good"
    prompt = sys.stdin.read()
    calls = os.environ.get("FAKE_LLM_CALLS")
    if calls:
        with open(calls, "a", encoding="utf-8") as fh:
            fh.write(mode + "\n")
    title = re.search(r"^Chat: (.*) \(", prompt, re.MULTILINE)
    name = title.group(1) if title else "?"
    good = (f"summary: The fake model condensed \"{name}\" into one line.\n"
            "decisions:\n  - decision: Keep the fake model\n    rationale: it is fast\n"
            "topics:\n  - testing.fake_llm.condense\n  - testing.fake_llm\n")
    if mode == "good":
        print(good)
    elif mode == "fenced":
        print("Here you go:\n```yaml\n" + good + "```")
    elif mode == "prose":
        print("This chat is about many things.")
    elif mode == "shape":
        print("summary: fine\ndecisions: just one string\n")
    elif mode == "topics":
        print("summary: fine\ntopics:\n  - Not A Topic\n")
    elif mode == "fail":
        print("model not found", file=sys.stderr)
        return 4
    return 0


if __name__ == "__main__":
    sys.exit(main())
