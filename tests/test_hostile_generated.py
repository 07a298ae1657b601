"""The generated hostile-input run, small: a fixed seed's 40 cases (tests/hostile_gen.py) run by
bench/hostile_run.py against this tree, each kbsearch run in its own process with a time
limit. Any traceback, hang, undocumented exit, unclear error, access outside the archive root
or lost chat fails the test, listed by signature; so does an MCP session line left unanswered
or a temporary file left on a full disk (disk cases need root for their tmpfs: without it they
are skipped, neither passing nor failing). The full run (300+ cases, any seed) is
`python bench/hostile_run.py --seed N --cases 300`; tests/HOSTILE.md has the results."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED, CASES = 7, 40


def _runner():
    spec = importlib.util.spec_from_file_location("hostile_run", ROOT / "bench" / "hostile_run.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["hostile_run"] = module  # its dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def test_a_fixed_seed_of_generated_hostile_cases_fails_nothing(tmp_path):
    runner = _runner()
    # 30 s per run keeps a hang from eating the budget; the cases' folders go under tmp_path
    opts = runner.parse(["--seed", str(SEED), "--cases", str(CASES), "--tree", str(ROOT), "--workers", "2",
                         "--limit", "30", "--python", sys.executable, "--base", str(tmp_path), "-q",
                         "--out", str(tmp_path / "failures.jsonl")])
    outcomes = runner.run_all(opts)
    assert len(outcomes) == CASES
    bad = [f"{o.case.name} [{o.mutation}]: {f['class']}: {f['signature']}" for o in outcomes for f in o.failures]
    bad += [f"{o.case.name}: could not prepare: {o.error}" for o in outcomes if o.error]
    assert not bad, "\n".join(bad)
