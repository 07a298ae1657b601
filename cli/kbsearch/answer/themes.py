"""Grouping the selected passages into themed points: chats whose rarer words are alike
share a point (cosine over word vectors, or over embeddings when reranking), at most five
points of a few passages each."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..text import tokens
from .evidence import Chat, Concept, matches_pattern, Passage
from .lazy_pattern import lazy

MAX_POINTS = 5


POINT_PASSAGES = 4  # evidence sentences in one point at most


SHORT_POINT = 2  # evidence sentences a point may fill with its chats' second passages


THEME_SIMILARITY = 0.25  # cosine of rarer words that puts a chat in an existing point


# Words too common in condensed files to say what a passage is about.
GENERIC = frozenset(tokens(
    "user assistant chat cause fix fixed use used using one two three first second new "
    "asked answer answered said made make gave give work worked working instead later still "
    "step steps time way need needed like well better without every"
))


CITATION_LIKE = lazy(r"\[(\d+)\]")


def _about(c: Concept, word: str) -> bool:
    return word in c.pairs or matches_pattern(c.original, {word}) or any(matches_pattern(p, {word}) for p in c.synonyms)


@dataclass
class Theme:
    label: str  # a shared topic's words, or "" (then the lead chat's title is used)
    passages: list[Passage]

    @property
    def lead(self) -> Passage:
        return self.passages[0]


def _topic_words(topic: str, concepts: list[Concept] = ()) -> str:
    """A topic as a theme name: its last two levels below the top one ("dev.mcp.server"
    → "mcp server"), without the words the question already says."""
    levels = topic.split(".")
    levels = levels[-2:] if len(levels) > 2 else levels[-1:]
    out = [w for w in " ".join(levels).replace("_", " ").split()
           if not any(_about(c, t) for c in concepts for t in tokens(w))]
    return " ".join(out)


def group_themes(kept: list[Passage], pool: list[Passage], concepts: list[Concept],
            table=None) -> list[Theme]:
    """The kept passages grouped into at most five points, best first. A chat's passages
    stay together. Chats sharing a topic (the archive's own theme labels) form a point
    named after it, the topic shared by the most chats first; a topic that only restates
    the question, or that half the candidate chats have, names no theme. The chats left
    join the point whose passages they most resemble (shared rarer words), or stand alone."""
    chats: list[Chat] = []
    by_chat: dict[int, list[Passage]] = {}
    for p in kept:
        if id(p.chat) not in by_chat:
            chats.append(p.chat)
            by_chat[id(p.chat)] = []
        by_chat[id(p.chat)].append(p)
    candidates = {id(p.chat): p.chat for p in pool}.values()
    common: dict[str, int] = {}
    for chat in candidates:
        for topic in set(chat.topics):
            common[topic] = common.get(topic, 0) + 1
    limit = max(2, len(candidates) // 2)

    def themed(topic: str) -> bool:
        leaf = tokens(topic.rsplit(".", 1)[-1].replace("_", " "))
        return (common.get(topic, 0) <= limit and bool(_topic_words(topic, concepts))
                and not any(_about(c, w) for c in concepts for w in leaf))

    groups: list[tuple[str, list[Chat]]] = []
    free = list(chats)
    while True:
        counts: dict[str, int] = {}
        for chat in free:
            for topic in set(chat.topics):
                if themed(topic):
                    counts[topic] = counts.get(topic, 0) + 1
        if not counts or max(counts.values()) < 2:
            break
        best = max(counts, key=lambda t: (counts[t], -min(chats.index(c) for c in free if t in c.topics), t))
        members = [c for c in free if best in c.topics]
        groups.append((_topic_words(best, concepts), members))
        free = [c for c in free if c not in members]

    vectors = _theme_vectors(kept, pool, concepts, table)
    for chat in free:
        best_group, best_sim = None, THEME_SIMILARITY
        for group in groups:
            sim = max(_cosine(vectors[id(p)], vectors[id(q)])
                      for p in by_chat[id(chat)] for c in group[1] for q in by_chat[id(c)])
            if sim >= best_sim:
                best_group, best_sim = group, sim
        if best_group is None:
            groups.append(("", [chat]))
        else:
            best_group[1].append(chat)

    themes = []
    for label, members in groups:
        # One passage per chat first (best chats first), then second passages.
        firsts = [by_chat[id(c)][0] for c in members]
        seconds = [q for c in members for q in by_chat[id(c)][1:]]
        ordered = sorted(firsts, key=lambda p: (-round(p.score, 6), p.chat.rank)) + seconds
        # A chat's second passage only where the point would otherwise be short.
        cap = min(POINT_PASSAGES, max(len(firsts), SHORT_POINT))
        themes.append(Theme(label[:1].upper() + label[1:], ordered[:cap]))
    themes.sort(key=lambda t: (-round(t.lead.score, 6), t.lead.chat.rank))
    return themes[:MAX_POINTS]


def _theme_vectors(kept: list[Passage], pool: list[Passage], concepts: list[Concept], table) -> dict[int, dict]:
    """Per kept passage, its words beyond the question, weighted by rarity in the pool;
    words of one synonym group count as one, words no other passage has are left out."""
    exact: dict[str, str] = {}
    prefixes: list[tuple[str, str]] = []
    for group in reversed(table.groups if table else []):  # the first group wins
        for member in group:
            if member in table.stems:
                prefixes.append((member, group[0]))
            else:
                exact[member] = group[0]
    canon: dict[str, str] = {}

    def key(t: str) -> str:
        if t not in canon:
            canon[t] = exact.get(t) or next((c for stem_, c in reversed(prefixes) if t.startswith(stem_)), t)
        return canon[t]

    keys = {id(p): {key(t) for t in p.toks} for p in pool}
    df: dict[str, int] = {}
    for ks in keys.values():
        for k in ks:
            df[k] = df.get(k, 0) + 1
    n = len(pool)
    out = {}
    for p in kept:  # (a kept sentence may be a merged copy of one in the pool: its words are read again)
        out[id(p)] = {
            k: math.log(1 + n / df[k]) for k in keys.get(id(p)) or {key(t) for t in p.toks}
            if df.get(k, 0) > 1 and k not in GENERIC and not k.isdigit() and len(k) > 2
            and not any(_about(c, k) for c in concepts)
        }
    return out


def _cosine(a: dict[str, float], b: dict[str, float]) -> float:
    dot = sum(w * b[t] for t, w in a.items() if t in b)
    na = math.sqrt(sum(w * w for w in a.values()))
    nb = math.sqrt(sum(w * w for w in b.values()))
    return dot / (na * nb) if na and nb else 0.0


def starts_with_label(text: str, label: str) -> bool:
    """Whether a passage already starts with its point's label (a summary that is the title)."""
    return text.casefold().startswith(label.casefold())


def point_label(theme: Theme, used: set[str]) -> str:
    """A point's theme: its shared topic, else its lead chat's title, else the lead
    passage's first words (when that title already names another point)."""
    lead = theme.lead
    label = theme.label if theme.label and theme.label not in used else ""
    label = label or lead.chat.result.title.strip() or lead.chat.result.chat_id
    if label in used:
        head = lead.text.split(". ", 1)[0].rstrip(".;:")
        label = " ".join(head.split()[:10])
    used.add(label)
    return label
