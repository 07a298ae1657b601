#!/usr/bin/env python3
"""Generate a benchmark archive in the user's format from real dialogue text.

    python bench/make_archive.py OUT_DIR --chunks N [--seed S]
    python bench/make_archive.py OUT_DIR --add-percent P [--seed S]
    python bench/make_archive.py OUT_DIR --check

The text is real: the turns of the hh-rlhf "harmless-base" test dialogues and the REALTALK
chats, read in place from ``../shared/data`` (nothing is copied into the repository). Turns
are recombined with a seeded random generator into chats of 1-12 chunks (about 5 on
average) of 10-50 messages each. Per chunk the generator writes a raw ``.yml``
and a ``.condensed.yml``, and it streams the three CSV indexes (``all_topics.csv``,
``chat_index.csv``, ``condensed_index.csv``) as it goes, so memory stays flat up to
``--chunks 1000000``. The same seed always gives the same archive, byte for byte.

``--add-percent P`` appends P% more chats (new chat_ids, dates after the newest chat) to an
archive made by this script and replaces the three CSVs with ``os.replace``.
``--check`` verifies an archive: CSV rows against files, ``has_*`` flags against the
sections actually written, YAML that parses.

Progress and the summary go to stderr. Exit codes: 0 ok, 1 ``--check`` found problems,
2 error (bad option, missing data, existing output).
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import gzip
import json
import math
import os
import random
import re
import shutil
import sys
import time
from collections import Counter
from pathlib import Path

import yaml

try:  # the C emitter is several times faster; fall back to pure Python if libyaml is absent
    from yaml import CSafeDumper as _BaseDumper
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeDumper as _BaseDumper
    from yaml import SafeLoader as _Loader

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "data"
HH_FILE = Path("hh-rlhf") / "harmless-base_test.jsonl.gz"
REALTALK_GLOB = "Chat_*.json"
MANIFEST = ".bench_archive.json"  # hidden, at the archive root: seed and run history

TOPICS_HEADER = ["topic", "chat_id", "platform", "date_start", "date_end", "message_count",
                 "has_decisions", "has_discoveries", "has_procedures", "has_artifacts"]
CHATS_HEADER = ["chat_id", "title", "platform", "date_start", "date_end", "message_count",
                "chunk_count"]
CONDENSED_HEADER = ["chat_id", "condensed_path", "chunk_num", "platform", "size_bytes"]
INDEX_FILES = {"all_topics.csv": TOPICS_HEADER, "chat_index.csv": CHATS_HEADER,
               "condensed_index.csv": CONDENSED_HEADER}
FLAG_SECTIONS = ["decisions", "discoveries", "procedures", "artifacts"]

PLATFORMS = ["chatgpt", "claude", "gemini"]
PLATFORM_WEIGHTS = [45, 40, 15]
DATE_FIRST = dt.datetime(2022, 12, 1)
DATE_LAST = dt.datetime(2025, 11, 30)
# chunks per chat, 1..12: many short chats, a long tail; mean 4.9 (≈ 4.8 once the last chat
# is cut to fit N)
CHUNK_WEIGHTS = [15, 13, 12, 11, 10, 9, 8, 7, 5, 4, 3, 3]
MSGS_MIN, MSGS_MAX = 10, 50
# probability that a condensed chunk has each optional section
SECTION_P = {"decisions": 0.35, "discoveries": 0.45, "procedures": 0.25,
             "outcomes": 0.6, "artifacts": 0.2}
ARTIFACT_TYPES = ["code", "document", "list", "config", "table", "snippet"]

STOPWORDS = frozenset("""
a about above after again against all almost also although always am among an and another
any anybody anyone anything anyway anywhere are around as ask asked asking at away back be
became because become been before being below best better between both but by can cannot
come could did do does doing done down during each either else enough even ever every
everyone everything few find first for from get gets getting give given go goes going gone
good got great had has have having he her here hers herself him himself his how however i
if in instead into is it its itself just keep kind know known last least less let like
likely little look lot lots made make makes making many may maybe me mean means might
mine more most much must my myself need needs never new next no nobody none nor not
nothing now of off often oh ok okay on once one ones only or other others otherwise our
ours ourselves out over own part people per perhaps please pretty probably put quite rather
really right said same say saying says see seem seems several shall she should since so
some somebody someone something sometimes somewhat soon sorry still such sure take tell
than thank thanks that the their theirs them themselves then there these they thing things
think this those though through thus to today together too toward try trying two under
until up upon us use used using very want wanted wants was way ways we well went were what
whatever when where whether which while who whom whose why will with within without would
yeah yes yet you your yours yourself yourselves hey hello hi wow cool nice awesome fun
glad hope love loved feel feeling feels felt lol haha actually definitely especially
day days time times year years week weeks tomorrow yesterday morning night tonight
guess bit able sounds sound sounded hear heard talk talking told usually kinda sort stuff
doesn human assistant alright nope wanna gonna gotta hmm umm
dont didnt doesnt cant wont isnt wasnt arent couldnt wouldnt shouldnt havent im ive youre
thats theres whats heres lets theyre weve youve youll itll hes shes
help person question understand different idea looking hard long specific start
information answer thinking example place interesting possible experience called already
cause important true thought looks explain believe show mind found care general sense
wrong difficult favorite situation easy high taking agree real enjoy name ideas call list
point free interested change small reason leave common super tried particular case started
depends remember number stop provide fine problem course helpful type exactly personal
share happen working couple whole open later seen worth check questions easier amazing
avoid afraid absolutely consider recently stay pick works create fact comes suggest
certain places left wait imagine funny similar based group considered order choose large
figure strong perfect special clear options opinion currently context weird types full
trouble deal bunch describe chance took amount term matter simple mostly offer happened
personally kinds form send wonder correct understanding serious bring choice complicated
move telling close unique rest came difference inside middle appreciate side hopefully
available hand helps curious wish coming decided giving issue seeing terms normal turn
incredible moment supposed honestly reasons short completely happens aware putting tough
truly ready gave finding extra including prefer allowed current along helping single
forward particularly involved takes somewhere approach mentioned goal thing anymore
fantastic wonderful exciting beautiful crazy hopefully generally main huge natural
definitely probably instead means maybe whole often live lives living world life
""".split())

# Topic roots: a small taxonomy, so that roots and middle levels repeat across chats the way
# a real archive's do ("health.sleep.insomnia"); the leaves come from each chat's own text.
DOMAINS = {
    "health": "health sick doctor doctors medicine medical pain sleep insomnia diet exercise "
              "workout hospital mental anxiety depression therapy vaccine vaccines covid "
              "disease weight yoga injury blood skin pills flu nurse",
    "food": "food cooking recipe recipes pasta dinner lunch breakfast restaurant meal cake "
            "baking pizza coffee wine beer alcohol drink drinking chicken cheese chocolate "
            "vegetables fruit soup",
    "money": "money bank account credit loan debt invest investment stock stocks budget salary "
             "cash price taxes insurance rent paying sell",
    "work": "job boss career office interview hired fired coworker coworkers manager business "
            "company clients marketing promotion shift",
    "crime": "steal stealing police crime illegal drugs drug kill killing murder weapon weapons "
             "prison jail robbery rob theft shoplifting hack hacking gun guns poison fraud "
             "scam cops arrested bomb",
    "family": "family parents mother father kids children child baby wife husband sister "
              "brother daughter son grandma grandmother mom dad",
    "relationships": "relationship girlfriend boyfriend dating marriage married divorce partner "
                     "breakup crush wedding sexual friends friend cheating",
    "travel": "travel trip vacation flight hotel beach visit visiting city country airport tour "
              "mexico canada europe miami island cruise",
    "education": "school college university class classes exam exams study studying homework "
                 "teacher student students learn learning degree library professor",
    "tech": "computer phone internet online email website software code programming password "
            "data apps google facebook instagram twitter laptop",
    "entertainment": "movie movies film music song songs netflix book books reading video "
                     "concert band series anime television episode",
    "sports": "basketball football soccer baseball tennis team running hiking cycling swimming "
              "skiing golf sports gym",
    "politics": "government president trump biden election vote political politics democrats "
                "republicans congress laws rights immigrants immigration society racist racism "
                "protest",
    "pets": "animals animal pets dogs cats puppy kitten horse birds",
    "home": "house home apartment room kitchen cleaning furniture neighbor neighbors "
            "yard car cars driving",
    "language": "words language english spanish german french insult insults curse swear joke "
                "jokes grammar spelling slang",
    "culture": "religion church christian muslim jewish bible culture history holiday "
               "christmas tradition",
    "style": "hair makeup clothes dress fashion shopping shoes nails beauty",
    "nature": "weather rain snow cold winter summer nature forest trees ocean garden",
}
WORD_DOMAIN = {w: d for d, words in DOMAINS.items() for w in words.split()}

_TOKEN = re.compile(r"[a-z]+(?:['\u2019][a-z]+)*")
_SENT_SPLIT = re.compile(r"(?<=[.!?])\s+")
_SLUG = re.compile(r"[^a-z0-9]+")
_HEX8 = re.compile(r"^(?=.*[a-f])[0-9a-f]{8}$")
_TOPIC = re.compile(r"^[a-z0-9]+(?:_[a-z0-9]+)*(?:\.[a-z0-9]+(?:_[a-z0-9]+)*)*$")


class GenError(Exception):
    """A problem to report as one line on stderr, exit code 2."""


# --------------------------------------------------------------------------- YAML output

class Literal(str):
    """A multi-line string dumped in literal block style (``|``)."""


class _Dumper(_BaseDumper):
    pass


_Dumper.add_representer(
    Literal, lambda d, s: d.represent_scalar("tag:yaml.org,2002:str", str(s), style="|"))


def dump_yaml(data) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True)


# --------------------------------------------------------------------------- source text

class Pool:
    """All source turns, with their YAML already rendered once.

    Dialogues are contiguous ranges of turns. ``frag[i]`` is the exact text PyYAML emits
    for ``content: <turn i>`` inside a message of ``messages:``, so a raw chunk is built by
    joining strings instead of dumping YAML per message.
    """

    def __init__(self) -> None:
        self.role: list[str] = []
        self.text: list[str] = []
        self.frag: list[str] = []
        self.chars: list[int] = []
        self.dialogues: list[tuple[int, int]] = []   # [start, end) turn ranges
        self.dia_words: list[list[tuple[str, float]]] = []  # salient words, best first
        self.dia_bigrams: list[list[str]] = []       # "word_word" compounds seen in the text
        self.by_word: dict[str, list[int]] = {}      # salient word -> dialogues
        self.dia_domain: list[list[tuple[str, int]]] = []  # taxonomy words seen, with counts
        self._sentences: dict[int, list[str]] = {}

    def add_dialogue(self, turns: list[tuple[str, str]]) -> None:
        # one-line turns get their runs of spaces collapsed; multi-line ones (lists, code)
        # keep their line structure
        turns = [(r, " ".join(t.split()) if "\n" not in t else t.strip()) for r, t in turns]
        turns = [(r, t) for r, t in turns if t]
        if len(turns) < 2:
            return
        start = len(self.text)
        for role, text in turns:
            self.role.append(role)
            self.text.append(text)
            self.chars.append(len(text))
        self.dialogues.append((start, len(self.text)))

    def finish(self) -> None:
        self._render_fragments()
        self._salience()

    def _render_fragments(self) -> None:
        # One dump of every turn; continuation lines are indented, so each item starts at a
        # line beginning with "- content: ". Replacing "- " by "  " gives the mapping line as
        # it appears after "- role: ...\n  timestamp: ...\n" (same column, same wrapping).
        out = dump_yaml([{"content": t} for t in self.text])
        parts = re.split(r"^- (?=content: )", out, flags=re.M)
        if parts[0] != "" or len(parts) - 1 != len(self.text):
            raise GenError("internal error: could not split pre-rendered YAML turns")
        self.frag = ["  " + p for p in parts[1:]]

    def _salience(self) -> None:
        df: Counter[str] = Counter()
        tfs: list[Counter[str]] = []
        bigrams: list[Counter[str]] = []
        for start, end in self.dialogues:
            tf: Counter[str] = Counter()
            bg: Counter[str] = Counter()
            dom: Counter[str] = Counter()
            for i in range(start, end):
                prev = None
                for tok in _TOKEN.findall(self.text[i].lower()):
                    if tok in WORD_DOMAIN:
                        dom[tok] += 1
                    if len(tok) < 4 or not tok.isalpha() or tok in STOPWORDS:
                        prev = None
                        continue
                    tf[tok] += 1
                    if prev is not None and prev != tok:
                        bg[prev + "_" + tok] += 1
                    prev = tok
            self.dia_domain.append(sorted(dom.items(), key=lambda x: (-x[1], x[0]))[:6])
            tfs.append(tf)
            bigrams.append(bg)
            df.update(tf.keys())
        n = len(self.dialogues)
        for d, (tf, bg) in enumerate(zip(tfs, bigrams)):
            scored = sorted(((w, c * math.log(n / df[w])) for w, c in tf.items() if df[w] > 1),
                            key=lambda x: (-x[1], x[0]))[:8]
            self.dia_words.append(scored)
            for w, _ in scored[:3]:
                self.by_word.setdefault(w, []).append(d)
            self.dia_bigrams.append([b for b, c in sorted(bg.items(), key=lambda x: (-x[1], x[0]))
                                     if c > 1 or len(bg) < 4][:3])

    def sentences(self, i: int) -> list[str]:
        s = self._sentences.get(i)
        if s is None:
            text = " ".join(self.text[i].split())
            s = [x for x in _SENT_SPLIT.split(text) if 12 <= len(x) <= 300]
            if not s:
                s = [clip(text, 200)]
            self._sentences[i] = s
        return s


def clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return (cut or text[:limit]).rstrip(" ,;:") + "…"


def load_pool(data_dir: Path) -> Pool:
    if not data_dir.is_dir():
        raise GenError(f"shared data folder {data_dir} not found: this generator reads real "
                       "dialogue text from ../shared/data (or pass --data-dir)")
    hh = data_dir / HH_FILE
    realtalk = sorted((data_dir / "realtalk" / "raw").glob(REALTALK_GLOB))
    if not hh.is_file() or not realtalk:
        raise GenError(f"shared data incomplete: need {hh} and "
                       f"{data_dir / 'realtalk' / 'raw' / REALTALK_GLOB}")
    pool = Pool()
    split = re.compile(r"\n\n(Human|Assistant): ?")
    with gzip.open(hh, "rt", encoding="utf-8") as fh:
        for line in fh:
            parts = split.split(json.loads(line)["chosen"])
            pool.add_dialogue([("user" if r == "Human" else "assistant", t)
                               for r, t in zip(parts[1::2], parts[2::2])])
    for path in realtalk:
        chat = json.loads(path.read_text(encoding="utf-8"))
        first = str(chat.get("name", {}).get("speaker_1", "")).casefold()
        keys = sorted((k for k in chat if re.fullmatch(r"session_\d+", k)),
                      key=lambda k: int(k.split("_")[1]))
        for key in keys:
            msgs = chat[key]
            if not msgs:
                continue
            lead = str(msgs[0].get("speaker", "")).casefold() or first
            pool.add_dialogue([("user" if str(m.get("speaker", "")).casefold() == lead
                                else "assistant", m.get("clean_text") or "") for m in msgs])
    pool.finish()
    return pool


# --------------------------------------------------------------------------- one chat

def new_chat_id(rng: random.Random, used: set[str]) -> str:
    while True:
        cid = f"{rng.getrandbits(32):08x}"
        if not cid.isdigit() and cid not in used:
            used.add(cid)
            return cid


def slugify(title: str) -> str:
    slug = _SLUG.sub("_", title.lower()).strip("_")
    if len(slug) > 40:
        slug = slug[:41].rsplit("_", 1)[0] if "_" in slug[:41] else slug[:40]
    return slug.strip("_") or "untitled"


def pick_turns(pool: Pool, rng: random.Random, need: int) -> tuple[list[int], list[int]]:
    """Concatenate whole dialogues (related by a salient word when possible)."""
    seed = rng.randrange(len(pool.dialogues))
    dias = [seed]
    keys = [w for w, _ in pool.dia_words[seed][:3]]
    turns = list(range(*pool.dialogues[seed]))
    while len(turns) < need:
        d = None
        if keys and rng.random() < 0.6:
            cands = pool.by_word.get(keys[rng.randrange(len(keys))])
            if cands:
                d = cands[rng.randrange(len(cands))]
        if d is None:
            d = rng.randrange(len(pool.dialogues))
        dias.append(d)
        turns.extend(range(*pool.dialogues[d]))
    return turns[:need], dias


def chat_topics(pool: Pool, rng: random.Random, dias: list[int]) -> list[str]:
    """3-6 dotted topics: taxonomy root, a middle word the chat used, a salient leaf."""
    salient: Counter[str] = Counter()
    mids: Counter[str] = Counter()
    roots: Counter[str] = Counter()
    bigrams: list[str] = []
    for rank, d in enumerate(dias[:8]):
        weight = 2.0 if rank == 0 else 1.0
        for w, sc in pool.dia_words[d]:
            salient[w] += sc * weight
        for w, c in pool.dia_domain[d]:
            mids[w] += c * weight
            roots[WORD_DOMAIN[w]] += c * weight
        for b in pool.dia_bigrams[d]:
            if b not in bigrams:
                bigrams.append(b)
    ranked = lambda c: [k for k, _ in sorted(c.items(), key=lambda x: (-x[1], x[0]))]  # noqa: E731
    leaves = ranked(salient)[:8] or ["conversation", "notes"]
    root_list = ranked(roots)[:2] or ["general"]
    mid_of = {r: [w for w in ranked(mids) if WORD_DOMAIN[w] == r][:3] for r in root_list}
    want = rng.randint(3, 6)
    topics: list[str] = []
    for _ in range(60):
        if len(topics) == want:
            break
        root = root_list[0] if len(root_list) == 1 or rng.random() < 0.75 else root_list[1]
        mid = rng.choice(mid_of[root]) if mid_of.get(root) else None
        leaf = leaves[rng.randrange(len(leaves))]
        if bigrams and rng.random() < 0.2:
            leaf = bigrams[rng.randrange(len(bigrams))]
        shape = rng.random()
        if mid is None or mid == leaf or shape < 0.25:
            parts = [root, leaf]
        elif shape < 0.45:
            parts = [root, mid]
        else:
            parts = [root, mid, leaf]
        if len(set(parts)) < len(parts):
            continue
        topic = ".".join(parts)
        if topic not in topics:
            topics.append(topic)
    fill = 0
    while len(topics) < 3:  # tiny vocabularies: make sure of the minimum
        fill += 1
        topics.append(f"{root_list[0]}.{leaves[0]}.part_{fill}")
    return topics


def pick_sentence(pool: Pool, rng: random.Random, turns: list[int], role: str | None = None) -> str:
    i = turns[rng.randrange(len(turns))]
    if role:
        for _ in range(3):
            if pool.role[i] == role:
                break
            i = turns[rng.randrange(len(turns))]
    s = pool.sentences(i)
    return s[rng.randrange(len(s))]


def condensed_doc(pool: Pool, rng: random.Random, turns: list[int], source: str) -> dict:
    """Summary plus random sections, all from sentences of the chunk's own turns."""
    n = len(turns)
    k = min(n, rng.randint(3, 5))
    summary = " ".join(pool.sentences(turns[(j * n) // k])[0] for j in range(k))
    doc: dict = {"summary": summary}
    if rng.random() < SECTION_P["decisions"]:
        doc["decisions"] = [{"decision": pick_sentence(pool, rng, turns, "assistant"),
                             "rationale": pick_sentence(pool, rng, turns)}
                            for _ in range(rng.randint(1, 3))]
    if rng.random() < SECTION_P["discoveries"]:
        doc["discoveries"] = [pick_sentence(pool, rng, turns) for _ in range(rng.randint(1, 4))]
    if rng.random() < SECTION_P["procedures"]:
        procs = []
        for _ in range(rng.randint(1, 2)):
            name = clip(pick_sentence(pool, rng, turns, "user"), 60).rstrip("?.!…")
            i = turns[rng.randrange(n)]
            steps = pool.sentences(i)[:5]
            while len(steps) < 2:
                steps = steps + [pick_sentence(pool, rng, turns, "assistant")]
            procs.append({"name": name, "steps": steps})
        doc["procedures"] = procs
    if rng.random() < SECTION_P["outcomes"]:
        doc["outcomes"] = [pick_sentence(pool, rng, turns) for _ in range(rng.randint(1, 3))]
    if rng.random() < SECTION_P["artifacts"]:
        doc["artifacts"] = [{"type": ARTIFACT_TYPES[rng.randrange(len(ARTIFACT_TYPES))],
                             "description": clip(pick_sentence(pool, rng, turns), 120),
                             "content": Literal("\n".join(pick_sentence(pool, rng, turns)
                                                          for _ in range(rng.randint(2, 4))))}
                            for _ in range(rng.randint(1, 2))]
    original = sum(pool.chars[i] for i in turns) // 4
    condensed = len(json.dumps(doc, ensure_ascii=False)) // 4
    meta = {"source": source, "original_tokens": original, "condensed_tokens": condensed,
            "reduction": round(max(0.0, 1 - condensed / max(original, 1)), 3)}
    return {"condensed_metadata": meta, **doc}


class Writer:
    """Writes chats under ``root`` and streams their rows to the open CSV writers."""

    def __init__(self, pool: Pool, rng: random.Random, root: Path, csvs: dict, used: set[str],
                 first: dt.datetime, last: dt.datetime) -> None:
        self.pool, self.rng, self.root, self.csvs, self.used = pool, rng, root, csvs, used
        self.first, self.span = first, max(1, int((last - first).total_seconds()))
        self.chats = self.chunks = self.messages = self.topic_rows = self.bytes = 0

    def chat(self, max_chunks: int) -> int:
        rng, pool = self.rng, self.pool
        n_chunks = min(max_chunks, rng.choices(range(1, 13), CHUNK_WEIGHTS)[0])
        sizes = [rng.randint(MSGS_MIN, MSGS_MAX) for _ in range(n_chunks)]
        turns, dias = pick_turns(pool, rng, sum(sizes))
        first_user = next((i for i in turns if pool.role[i] == "user"), turns[0])
        title = clip(pool.sentences(first_user)[0], 70) or "Untitled chat"
        chat_id = new_chat_id(rng, self.used)
        platform = rng.choices(PLATFORMS, PLATFORM_WEIGHTS)[0]
        # more chats in recent months, like a real archive that grows with use
        offset = int(self.span * rng.random() ** 0.75)
        t = self.first + dt.timedelta(seconds=offset)
        t = t.replace(hour=rng.randint(7, 22), minute=rng.randrange(60), second=rng.randrange(60))
        stamps = []
        for _ in turns:
            stamps.append(t.isoformat() + "Z")
            step = rng.randint(3600, 20 * 3600) if rng.random() < 0.015 else rng.randint(15, 400)
            t += dt.timedelta(seconds=step)
        date_start, date_end = stamps[0][:10], stamps[-1][:10]
        ymd = date_start.replace("-", "")
        stem = f"{platform}.{ymd}.{chat_id}.{slugify(title)}"
        rel_dir = f"{platform}/{ymd[:4]}/{ymd[4:6]}/{stem}"
        folder = self.root / rel_dir
        folder.mkdir(parents=True, exist_ok=True)
        head = dump_yaml({"chat_id": chat_id, "title": title, "platform": platform})
        flags = dict.fromkeys(FLAG_SECTIONS, False)
        pos = 0
        for num, size in enumerate(sizes, 1):
            chunk = turns[pos:pos + size]
            parts = [head, f"chunk_num: {num}\nmessages:\n"]
            for j, i in enumerate(chunk, pos):
                parts.append(f"- role: {pool.role[i]}\n  timestamp: '{stamps[j]}'\n")
                parts.append(pool.frag[i])
            pos += size
            raw_name = f"{stem}.{num:03d}.yml"
            raw = "".join(parts).encode("utf-8")
            (folder / raw_name).write_bytes(raw)
            doc = condensed_doc(pool, rng, chunk, raw_name)
            for sec in FLAG_SECTIONS:
                flags[sec] = flags[sec] or sec in doc
            cond = dump_yaml(doc).encode("utf-8")
            cond_name = f"{stem}.{num:03d}.condensed.yml"
            (folder / cond_name).write_bytes(cond)
            self.csvs["condensed_index.csv"].writerow(
                [chat_id, f"{rel_dir}/{cond_name}", num, platform, len(cond)])
            self.bytes += len(raw) + len(cond)
        n_msgs = len(turns)
        self.csvs["chat_index.csv"].writerow(
            [chat_id, title, platform, date_start, date_end, n_msgs, n_chunks])
        flag_cells = ["true" if flags[s] else "false" for s in FLAG_SECTIONS]
        topics = chat_topics(pool, rng, dias)
        for topic in topics:
            self.csvs["all_topics.csv"].writerow(
                [topic, chat_id, platform, date_start, date_end, n_msgs, *flag_cells])
        self.chats += 1
        self.chunks += n_chunks
        self.messages += n_msgs
        self.topic_rows += len(topics)
        return n_chunks


# --------------------------------------------------------------------------- runs

class Progress:
    def __init__(self, total: int, what: str) -> None:
        self.total, self.what, self.t0, self.last = total, what, time.perf_counter(), 0.0
        self.tty = sys.stderr.isatty()

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if self.tty and now - self.last > 1.0:
            self.last = now
            print(f"\r{self.what}: {done:,}/{self.total:,} ({now - self.t0:.0f} s)",
                  end="", file=sys.stderr, flush=True)

    def done(self) -> float:
        if self.tty:
            print("\r\033[K", end="", file=sys.stderr)
        return time.perf_counter() - self.t0


def open_csvs(index_dir: Path, append_from: Path | None = None):
    files, writers = {}, {}
    for name, header in INDEX_FILES.items():
        tmp = index_dir / f".{name}.tmp"
        if append_from is not None:
            shutil.copyfile(append_from / name, tmp)
            fh = open(tmp, "a", newline="", encoding="utf-8")
        else:
            fh = open(tmp, "w", newline="", encoding="utf-8")
        w = csv.writer(fh, lineterminator="\n")
        if append_from is None:
            w.writerow(header)
        files[name], writers[name] = (fh, tmp), w
    return files, writers


def close_csvs(files: dict, index_dir: Path, commit: bool) -> None:
    for fh, _ in files.values():
        fh.close()
    for name, (_, tmp) in files.items():
        if commit:
            os.replace(tmp, index_dir / name)
        else:
            tmp.unlink(missing_ok=True)


def write_manifest(out: Path, manifest: dict) -> None:
    tmp = out / (MANIFEST + ".tmp")
    tmp.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, out / MANIFEST)


def generate(out: Path, chunks: int, seed: int, data_dir: Path, force: bool) -> None:
    if out.exists() and any(out.iterdir()):
        if not force:
            raise GenError(f"{out} is not empty: pass --force to replace an archive made by "
                           "this script, or --add-percent to extend it")
        if not (out / MANIFEST).is_file():
            raise GenError(f"{out} was not made by this script (no {MANIFEST}); "
                           "refusing to delete it, choose another OUT_DIR")
    t0 = time.perf_counter()
    pool = load_pool(data_dir)
    t_load = time.perf_counter() - t0
    if out.exists() and any(out.iterdir()):
        shutil.rmtree(out)
    index_dir = out / "indexes"
    index_dir.mkdir(parents=True, exist_ok=True)
    # written first so that --force can also clear an interrupted run
    write_manifest(out, {"generator": "bench/make_archive.py", "seed": seed, "runs": [],
                         "complete": False})
    rng = random.Random(seed)
    files, csvs = open_csvs(index_dir)
    w = Writer(pool, rng, out, csvs, set(), DATE_FIRST, DATE_LAST - dt.timedelta(days=7))
    prog = Progress(chunks, "chunks")
    ok = False
    try:
        while w.chunks < chunks:
            w.chat(chunks - w.chunks)
            prog.update(w.chunks)
        ok = True
    finally:
        close_csvs(files, index_dir, commit=ok)
    secs = prog.done()
    write_manifest(out, {"generator": "bench/make_archive.py", "seed": seed,
                         "runs": [summary(w, "create", seed)], "complete": True})
    report(out, w, t_load, secs)


def add_percent(out: Path, percent: float, seed: int | None, data_dir: Path) -> None:
    index_dir = out / "indexes"
    if not (index_dir / "chat_index.csv").is_file():
        raise GenError(f"{index_dir / 'chat_index.csv'} not found: --add-percent extends an "
                       "archive made with --chunks")
    if percent <= 0:
        raise GenError("--add-percent must be greater than 0")
    used: set[str] = set()
    last = ""
    with open(index_dir / "chat_index.csv", newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            used.add(row["chat_id"])
            last = max(last, row["date_end"])
    if not used:
        raise GenError(f"{index_dir / 'chat_index.csv'} has no chats to extend")
    manifest = {}
    if (out / MANIFEST).is_file():
        manifest = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    if manifest.get("complete") is False:
        raise GenError(f"{out} is an interrupted run: regenerate it with --chunks N --force")
    base_seed = seed if seed is not None else manifest.get("seed", 0)
    n_new = max(1, round(len(used) * percent / 100))
    # later dates: after the newest chat, over a span proportional to the growth
    span_days = max(7, round((DATE_LAST - DATE_FIRST).days * percent / 100))
    first = dt.datetime.fromisoformat(last) + dt.timedelta(days=1)
    t0 = time.perf_counter()
    pool = load_pool(data_dir)
    t_load = time.perf_counter() - t0
    rng = random.Random(f"{base_seed}:add:{len(used)}:{percent}")
    files, csvs = open_csvs(index_dir, append_from=index_dir)
    w = Writer(pool, rng, out, csvs, used, first, first + dt.timedelta(days=span_days))
    prog = Progress(n_new, "chats")
    ok = False
    try:
        for _ in range(n_new):
            w.chat(12)
            prog.update(w.chats)
        ok = True
    finally:
        close_csvs(files, index_dir, commit=ok)
    secs = prog.done()
    manifest.setdefault("generator", "bench/make_archive.py")
    manifest.setdefault("seed", base_seed)
    manifest.setdefault("runs", []).append(summary(w, f"add {percent}%", base_seed))
    write_manifest(out, manifest)
    report(out, w, t_load, secs)


def summary(w: Writer, kind: str, seed: int) -> dict:
    return {"run": kind, "seed": seed, "chats": w.chats, "chunks": w.chunks,
            "messages": w.messages, "topic_rows": w.topic_rows, "bytes": w.bytes}


def report(out: Path, w: Writer, t_load: float, secs: float) -> None:
    rate = w.chunks / secs if secs else 0
    print(f"{out}: wrote {w.chats:,} chats, {w.chunks:,} chunks, {w.messages:,} messages, "
          f"{w.topic_rows:,} topic rows, {w.bytes / 1e6:.1f} MB of YAML in "
          f"{t_load + secs:.1f} s (source text {t_load:.1f} s, {rate:,.0f} chunks/s)",
          file=sys.stderr)


# --------------------------------------------------------------------------- --check

def check(out: Path, raw_limit: int = 20000) -> int:
    """Verify an archive; print problems and a summary to stderr; return the exit code."""
    index_dir = out / "indexes"
    problems: list[str] = []

    def bad(msg: str) -> None:
        problems.append(msg)

    def rows(name: str) -> list[dict]:
        path = index_dir / name
        if not path.is_file():
            raise GenError(f"{path} not found")
        with open(path, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            if reader.fieldnames != INDEX_FILES[name]:
                bad(f"{name}: header {reader.fieldnames} != {INDEX_FILES[name]}")
            return list(reader)

    t0 = time.perf_counter()
    chats = {r["chat_id"]: r for r in rows("chat_index.csv")}
    topics = rows("all_topics.csv")
    conds = rows("condensed_index.csv")
    per_chat_chunks: Counter[str] = Counter()
    sections: dict[str, set[str]] = {cid: set() for cid in chats}
    raw_msgs: Counter[str] = Counter()
    step = max(1, len(conds) // raw_limit)
    raw_checked = 0
    for n, r in enumerate(conds):
        cid = r["chat_id"]
        per_chat_chunks[cid] += 1
        if cid not in chats:
            bad(f"condensed_index: chat {cid} not in chat_index")
            continue
        path = out / r["condensed_path"]
        if not path.is_file():
            bad(f"missing {path}")
            continue
        if path.stat().st_size != int(r["size_bytes"]):
            bad(f"{path}: size {path.stat().st_size} != size_bytes {r['size_bytes']}")
        doc = yaml.load(path.read_bytes(), Loader=_Loader)
        sections[cid].update(k for k in FLAG_SECTIONS if doc.get(k))
        if set(doc) - {"condensed_metadata", "summary", "outcomes", *FLAG_SECTIONS}:
            bad(f"{path}: unexpected keys {sorted(doc)}")
        raw = path.with_name(path.name.replace(".condensed.yml", ".yml"))
        if not raw.is_file():
            bad(f"missing raw chunk {raw}")
        elif n % step == 0:
            rd = yaml.load(raw.read_bytes(), Loader=_Loader)
            raw_checked += 1
            msgs = rd.get("messages") or []
            raw_msgs[cid] += len(msgs)
            if str(rd.get("chat_id")) != cid or rd.get("chunk_num") != int(r["chunk_num"]):
                bad(f"{raw}: chat_id/chunk_num do not match the index")
            if not MSGS_MIN <= len(msgs) <= MSGS_MAX:
                bad(f"{raw}: {len(msgs)} messages")
            if any(m.get("role") not in ("user", "assistant") or not m.get("content")
                   or not m.get("timestamp") for m in msgs):
                bad(f"{raw}: a message lacks role/timestamp/content")
    for cid, c in chats.items():
        if not _HEX8.match(cid):
            bad(f"chat_index: bad chat_id {cid!r}")
        if per_chat_chunks[cid] != int(c["chunk_count"]):
            bad(f"chat {cid}: chunk_count {c['chunk_count']} but {per_chat_chunks[cid]} rows")
        if step == 1 and raw_msgs[cid] != int(c["message_count"]):
            bad(f"chat {cid}: message_count {c['message_count']} but {raw_msgs[cid]} in files")
    topic_count: Counter[str] = Counter()
    for t in topics:
        cid = t["chat_id"]
        topic_count[cid] += 1
        c = chats.get(cid)
        if c is None:
            bad(f"all_topics: chat {cid} not in chat_index")
            continue
        if not _TOPIC.match(t["topic"]):
            bad(f"all_topics: bad topic {t['topic']!r}")
        for k in ("platform", "date_start", "date_end", "message_count"):
            if t[k] != c[k]:
                bad(f"all_topics: chat {cid} {k} {t[k]} != chat_index {c[k]}")
        for sec in FLAG_SECTIONS:
            if (t[f"has_{sec}"] == "true") != (sec in sections[cid]):
                bad(f"all_topics: chat {cid} has_{sec}={t[f'has_{sec}']} but sections "
                    f"{sorted(sections[cid])}")
    for cid in chats:
        if not 3 <= topic_count[cid] <= 6:
            bad(f"chat {cid}: {topic_count[cid]} topics")
    n_raw = n_cond = 0
    for _, _, names in os.walk(out):
        for name in names:
            if name.endswith(".condensed.yml"):
                n_cond += 1
            elif name.endswith(".yml"):
                n_raw += 1
    if not n_raw == n_cond == len(conds):
        bad(f"files: {n_raw} raw and {n_cond} condensed on disk, {len(conds)} index rows")
    for p in problems[:20]:
        print(f"check: {p}", file=sys.stderr)
    if len(problems) > 20:
        print(f"check: … and {len(problems) - 20} more", file=sys.stderr)
    flagged = {s: sum(s in v for v in sections.values()) for s in FLAG_SECTIONS}
    print(f"check {out}: {len(chats):,} chats, {len(conds):,} chunk rows, {n_raw:,} raw + "
          f"{n_cond:,} condensed files, {len(topics):,} topic rows, raw YAML parsed for "
          f"{raw_checked:,} chunks, chats with sections {flagged}: "
          f"{'OK' if not problems else f'{len(problems)} problem(s)'} "
          f"({time.perf_counter() - t0:.1f} s)", file=sys.stderr)
    return 1 if problems else 0


# --------------------------------------------------------------------------- CLI

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description="Write a kbsearch benchmark archive from real dialogue text.")
    ap.add_argument("out_dir", type=Path, metavar="OUT_DIR")
    ap.add_argument("--chunks", type=int, help="total chunks to generate (new archive)")
    ap.add_argument("--add-percent", type=float, metavar="P",
                    help="append P%% more chats to an archive made by this script")
    ap.add_argument("--seed", type=int, default=None, help="random seed (default 0; for "
                    "--add-percent, the archive's own seed)")
    ap.add_argument("--data-dir", type=Path, default=DEFAULT_DATA,
                    help=f"shared real data (default {DEFAULT_DATA})")
    ap.add_argument("--force", action="store_true",
                    help="replace an existing archive made by this script")
    ap.add_argument("--check", action="store_true",
                    help="verify the archive (after generating, or on its own)")
    args = ap.parse_args(argv)
    try:
        if args.chunks is not None and args.add_percent is not None:
            raise GenError("use either --chunks (new archive) or --add-percent (extend one)")
        if args.chunks is not None:
            if args.chunks < 1:
                raise GenError("--chunks must be at least 1")
            generate(args.out_dir, args.chunks, 0 if args.seed is None else args.seed,
                     args.data_dir, args.force)
        elif args.add_percent is not None:
            add_percent(args.out_dir, args.add_percent, args.seed, args.data_dir)
        elif not args.check:
            raise GenError("nothing to do: give --chunks N, --add-percent P or --check")
        return check(args.out_dir) if args.check else 0
    except GenError as e:
        print(f"make_archive: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"make_archive: interrupted; {args.out_dir} is incomplete (indexes not "
              "updated), rerun with --force", file=sys.stderr)
        return 130
    except OSError as e:
        print(f"make_archive: {e.filename or ''}: {e.strerror or e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
