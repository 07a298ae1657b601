"""Questions whose answer changed over time, and what the later chat must say to answer
them: how many came ("72 turned up in the end", not the "about 60" planned), how it turned
out ("Did Keisha get her bike back?"), a price now ("How much is the storage a month?", after
it came down) and a count so far ("How many sessions has Skye had?")."""

from __future__ import annotations

import re

from .asked import CAME_COUNT
from .lazy_pattern import lazy

# How many came, as it ended ("72 turned up in the end", not the "about 60" planned)
CAME_ASKED = lazy(r"^\W*how many\b.*\b(?:came|attended|turned up|showed up|went)\b", re.I)
# A yes/no after how it turned out: "Did Keisha get her bike back?" (the latest chat says)
OUTCOME = lazy(r"\b(?:back|yet|still|ever)\b", re.I)
# A price in the present ("How much is the storage a month?": after it came down)
PRESENT_PRICE = lazy(r"^\W*how much (?:is|are|does|do)\b(?!.*\b(?:before|first|originally|at first)\b)", re.I)
# A count so far ("How many sessions has Skye had?"): the latest total, where a later chat says
# it is one now ("she's had 12 sessions now"), not a plan ("2 marathons planned")
# (not "How many ewes have I got?": what one has, as "do I have")
SO_FAR = lazy(r"^\W*how many\b(?=.*\b(?:has|have)\b)(?!.*\b(?:before|first|last|got)\b)", re.I)
# A count asked in the present ("How many pubs sell Crooked Ladder?", "How many trees are in
# the orchard?"), not of a time past: the latest said of the thing counted
PAST_SAID = lazy(r"\b(?:did|was|were|had|ago|last|(?:19|20)\d\d)\b", re.I)
SO_FAR_SAID = lazy(r"\b(?:now|so far|in total|altogether|to date|already)\b", re.I)


def later_says(question: str):
    """What a later chat's sentence must say to answer before the best one: that the count is
    one so far, that people came; None when any may."""
    return SO_FAR_SAID if SO_FAR.search(question) else CAME_COUNT if CAME_ASKED.search(question) else None
