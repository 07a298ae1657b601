"""Topics for an ingested chat, offline and deterministic: `root.branch.leaf`, where the
root and branch come from a small taxonomy matched against the chat's words, and the
leaf is the chat's most frequent salient word on that branch. A chat's topics depend on
its own text only, so ingesting other chats never changes them."""

from __future__ import annotations

import re
from collections import Counter

from ..text import STOPWORDS, tokens

MAX_TOPICS = 5
TITLE_WEIGHT = 3  # a word in the title counts as much as three in the text
MIN_BRANCH_HITS = 3

TAXONOMY: dict[str, str] = {
    "dev.python": "python pip pandas numpy django flask fastapi asyncio pytest venv pydantic jupyter typer",
    "dev.javascript": "javascript typescript node npm react vue svelte nextjs webpack vite eslint jsx tsx",
    "dev.web": "html css http https api rest graphql nginx caddy frontend backend cors endpoint websocket browser",
    "dev.shell": "bash shell zsh grep sed awk terminal cron ssh chmod linux macos",
    "dev.git": "git github gitlab commit branch merge rebase pull",
    "dev.containers": "docker container kubernetes compose image dockerfile helm podman",
    "dev.database": "sql sqlite postgres postgresql mysql database query index table schema mongodb redis",
    "dev.rust": "rust cargo crate borrow tokio",
    "dev.go": "golang goroutine",
    "dev.java": "java kotlin gradle maven jvm spring",
    "dev.cpp": "cpp gcc clang cmake pointer segfault",
    "dev.testing": "pytest unittest coverage mock fixture testing",
    "dev.data": "csv json yaml xml parquet excel spreadsheet",
    "dev.cloud": "aws azure gcp lambda s3 serverless terraform deploy deployment",
    "ai.llm": "llm llms gpt chatgpt claude gemini openai anthropic prompt prompts hallucination",
    "ai.ml": "training neural network embedding embeddings pytorch tensorflow classifier dataset regression",
    "ai.agents": "agent agents mcp tool tools rag retrieval",
    "math.probability": "probability random distribution expectation variance uniform simulation",
    "math.calculus": "integral derivative calculus integrate equation",
    "math.statistics": "statistics statistical regression correlation sample median deviation",
    "money.crypto": "bitcoin ethereum crypto cryptocurrency wallet blockchain exchange coin",
    "money.tax": "tax taxes irs deduction vat",
    "money.budget": "budget saving savings expense expenses spending debt loan mortgage",
    "money.investing": "stock stocks invest investing portfolio etf dividend index fund",
    "health.sleep": "sleep insomnia nap melatonin",
    "health.fitness": "workout exercise gym jogging marathon fitness muscle stretching yoga",
    "health.nutrition": "diet food protein calorie calories nutrition vitamin meal",
    "health.medical": "doctor symptom symptoms medication pain disease infection bacteria antibacterial "
                      "saliva wound health",
    "home.repair": "repair plumbing leak drywall paint renovation furniture",
    "home.garden": "garden plant plants soil lawn tree seeds",
    "food.cooking": "recipe cook cooking bake baking oven dough sauce kitchen sourdough bread",
    "food.drinks": "coffee espresso tea beer wine kombucha brew brewing fermentation cocktail",
    "money.housing": "rent landlord lease tenant apartment flatmate roommate",
    "sport.cycling": "bike bicycle cycling tyre tire gravel derailleur",
    "travel.trip": "travel trip flight hotel visa itinerary vacation airport",
    "pets.care": "dog dogs cat cats puppy kitten pet pets vet",
    "tech.devices": "phone smartphone iphone android laptop battery screen camera tablet",
    "work.career": "job resume interview career salary manager promotion hiring",
    "writing.text": "essay article blog story email letter draft edit writing",
    "language.learning": "translate translation grammar vocabulary spanish french german japanese language",
    "media.entertainment": "movie movies film music song album novel netflix tv concert videogame",
    "relationships.family": "friend friends family wife husband partner kids parents wedding",
    "education.study": "study exam homework course university school lecture",
}

_BRANCH_OF: dict[str, str] = {}
for _branch, _words in TAXONOMY.items():
    for _word in _words.split():
        for _term in tokens(_word):
            _BRANCH_OF.setdefault(_term, _branch)

# Words too general to name a topic, on top of the stopwords.
GENERIC = frozenset(
    """
    like use used using want need make made know think also would could one two see get going way
    much many well really yes okay ok sure thank thanks please hi hello good great new first time
    help let look try work works working just here there right now still even back take give said
    say says tell told ask asked question answer different example following may might must
    can will user assistant lot bit little sound sounds feel day today yeah actually maybe something
    """.split()
)
_WORDLIKE = re.compile(r"^[a-z][a-z0-9]{2,30}$")


def chat_topics(title: str, texts: list[tuple[str, float]]) -> list[str]:
    """`texts` are (text, weight) pairs: what the user wrote says more about what a chat is
    about than the assistant's longer replies."""
    counts: Counter[str] = Counter()
    for term in tokens(title):
        counts[term] += TITLE_WEIGHT
    for text, weight in texts:
        for term in tokens(text):
            counts[term] += weight
    salient = Counter({t: n for t, n in counts.items() if _WORDLIKE.match(t) and t not in GENERIC
                       and t not in STOPWORDS})
    branches: Counter[str] = Counter()
    for term, n in salient.items():
        branch = _BRANCH_OF.get(term)
        if branch:
            branches[branch] += n
    topics: list[str] = []
    used_leaves: set[str] = set()
    for branch, hits in sorted(branches.items(), key=lambda kv: (-kv[1], kv[0])):
        if hits < MIN_BRANCH_HITS or len(topics) >= MAX_TOPICS - 1:
            break
        leaf = _leaf(branch, salient, used_leaves)
        if leaf:
            used_leaves.add(leaf)
            topics.append(f"{branch}.{leaf}")
    # The chat's own most salient word(s) under its best branch (or "general.chat"), so
    # every chat has at least one topic that says what it is about specifically.
    root = topics[0].rsplit(".", 1)[0] if topics else "general.chat"
    target = min(MAX_TOPICS, max(2, len(topics) + 1))
    for term, _ in sorted(salient.items(), key=lambda kv: (-kv[1], kv[0])):
        if len(topics) >= target:
            break
        if term not in used_leaves:
            used_leaves.add(term)
            topics.append(f"{root}.{term}")
    return topics or ["general.chat.untitled"]


def _leaf(branch: str, salient: Counter, used: set[str]) -> str:
    """The branch's own word that the chat uses most (python → asyncio when asyncio is on
    the branch and frequent), or else the chat's top word."""
    middle = branch.split(".")[1]
    on_branch = [(n, t) for t, n in salient.items() if _BRANCH_OF.get(t) == branch and t not in used and t != middle]
    if on_branch:
        return max(on_branch, key=lambda nt: (nt[0], [-ord(c) for c in nt[1]]))[1]
    off = [(n, t) for t, n in salient.items() if t not in used and t != middle]
    return max(off, key=lambda nt: (nt[0], [-ord(c) for c in nt[1]]))[1] if off else middle
