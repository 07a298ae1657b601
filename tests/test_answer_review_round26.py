"""The twenty-sixth round's rules (bench/README "Twenty-sixth round"): a job asked of someone
that no sentence says is not stated (the demo's "What is my job?" once answered "medium" with
a CI job)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbsearch.ranking.search import Searcher


@pytest.fixture(scope="module")
def demo() -> Searcher:
    return Searcher.open(Path(__file__).resolve().parent.parent / "indexes")


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


@pytest.mark.parametrize("question", ["What is my job?", "What do I do for work?"])
def test_a_job_no_chat_says_is_not_stated(demo, question):
    # the demo's chats say "a nightly job", "the 3.10 matrix job", "hip strength work": no job of the user's
    a = _answer(demo, question)
    assert a.short == "" and a.confidence == "low", (a.short, a.confidence, a.summary)
    assert a.summary.startswith("No chat states this directly"), a.summary
