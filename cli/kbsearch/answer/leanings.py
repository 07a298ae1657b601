"""What one said of liking or disliking a thing, looked for across the archive: "Would Pilchard
enjoy the São João fireworks?" is a guess from the lead, yet the archive may say elsewhere that
"he hates fireworks more than anything" (in a chat the question's other words never led to).
One search for the person and the thing; the first turn or note that says a leaning answers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..text import tokens
from .evidence import Passage, read_passages
from .found_chats import chats_of
from .likely import grounds_word, leaning, who_asked
from .sentences import speaker_of

LEANING_CHATS = 5  # the chats the search for a leaning reads, best first


def leaning_said(searcher, question: str, options, is_question_word: Callable[[str], bool]) -> tuple[str, Passage] | None:
    """("Likely yes" or "Likely no", the passage that says the leaning) for a would-question of
    something one would take to, from a search for whom it asks of and the thing; None where no
    chat read says one."""
    who = who_asked(question)
    things = [t for t in tokens(question) if is_question_word(t) and grounds_word(t, question)]
    if not who or not things:
        return None
    found = searcher.search(f"{'' if who.casefold() in ('i', 'we') else who} {' '.join(things)}",
                            replace(options, max_results=LEANING_CHATS)).results
    chats = chats_of(searcher.index, found[:LEANING_CHATS])
    for p in read_passages(chats, raw=False) + read_passages(chats, raw=True):
        speaker, text = speaker_of(p)
        if lean := leaning(question, text, is_question_word, speaker):
            return lean, p
    return None
