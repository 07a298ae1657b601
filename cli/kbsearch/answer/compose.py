"""ANSWER mode, offline: a question in, the sentence that answers it first, dated, with
numbered citations and a confidence.

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher
    a = answer(Searcher.open(), "When did we get the second heat pump quote?")
    a.summary, a.confidence, a.details, a.sources, a.to_dict()

Deterministic and lexical, no model: run the thorough search (all four layers merged),
read the top chats' condensed sections and raw turns, cut them into sentences (a raw
turn's sentences know the rest of the turn and the turn before), and score every sentence
for answering this question: the question's concepts (each word with its synonyms),
weighted by rarity — the rarest must be in the sentence or its turn —, the kind of thing
the question asks for (a date for *when*, a place for *where*, …), and the evidence
quality of where the sentence comes from. The Summary is the best one or two sentences,
each with its chat's date and any relative time resolved against it ("last week" in the
chat of 3 September 2025 → the week of 8 September 2025); the Details are the other kept
sentences grouped into themed points; the Caveats say when sources disagree. Every
sentence of the answer is evidence text from the archive, its date, or a count of it.

Invariant: every `[n]` in the summary and details is a listed source, and every listed
source is cited. Sources are numbered in the order of their first citation.

evidence.py reads and scores passages, sentences.py cuts them into answer sentences,
asked.py says what a question asks for, when.py resolves time phrases, lead.py writes the
lead and judges the confidence, themes.py groups the rest into points, model.py is the
typed answer; this module runs the search and puts the answer together.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from ..ranking.search import Searcher, SearchOptions
from ..text import tokens
from ..wording import counted
from .advised import no_advice
from .asked import BEFORE, CLOCKED, FINAL, FIRST_TIME, LIGHT, NOW, PAID, STOPWATCH, Asked, asks
from .evidence import (TURN, Concept, Passage, question_concepts, read_passages, required_count, score_passages,
                       select_passages, widened)
from .meaning import Meaning, has_embeddings
from .lead import Confidence, agreement, confidence, detail, disagreement, leads, statement
from .modifiers import OTHER_KIND, another_kind, modified_nouns, said_pairs
from .tempered import BEGAN, BEGIN_ASKED, BEGUN, one_left_out, tempered
from .happened_since import asks_since, happened_since
from .model import Answer, Evidence, Point, ShortItem, Source
from .name_roles import NameRoles
from .nicknames import called_also, named_also, nicknames, whole_names
from .jobs import JOB_SAID, left_later, mark_jobs
from .concepts_asked import concepts_asked, light_words
from .found_chats import age_globs, chats_of, kind_search_words, mark_ages, wider_words
from .gather import HOW_MANY_TIMES, chosen_option, counted_events, gather
from .over_time import CAME_ASKED, OUTCOME, PAST_SAID, PRESENT_PRICE, SO_FAR, moved_first
from .caveats import MIN_SOURCES, caveats_for, concepts_never_seen, sources_differ
from .kind_of import holds_kind, kind_asked, kind_said
from .second_look import (EVENT_ASKED, asks_a_time, bare_date, later_job_first, no_elsewhere, others, plainly_stating,
                          said_elsewhere, unmade, with_name)
from .short import WENT_WITH, WHO_IS
from .third_person import in_third_person
from .short_count import count_of
from .sentences import asked_step, fit, procedure_steps, question_words, sentences, speaker_of, speakers
from .subject import (RIGHT, WRONG, QuestionSubject, by_assistant, is_assistant, is_user, speaker_keys,
                      users_note_naming)
from .date_bound import against_bound
from .short_yesno import DECIDED_AGAINST, PROBABLY_NO, PROBABLY_YES, plainly_mine, says_not, turns
from .whose_deed import another_did_it
from .short_compare import compared_first, states_bound
from .leanings import leaning_said
from .likely import LIKELY_NO, LIKELY_YES, asks_guess, asks_would, grounds_word, inferred, leaning
from .clauses import DONE, done_verb, says_done
from .leading import (PLAN_ASKED, changed_reason_first, earliest_first, fitting_first, job_first, latest_count_first, latest_first, outcome_first,
                      own_subject_first, own_words_first, related_first, so_far, stating_first)
from .themes import CITATION_LIKE, Theme, group_themes, point_label, starts_with_label
from .value_words import BOUGHT, plainly

MAX_SOURCES = 6  # chats an answer cites, unless asked for another number (a list's items may add theirs)
CANDIDATE_CHATS = 20  # how deep into the ranked chats evidence is looked for
EVIDENCE_CHATS = 12  # chats whose condensed files are read up front (the rest when those say too little)
RAW_CHATS = 5  # chats whose raw turns are read up front
RAW_CHUNKS = 1  # … of so many of their best chunks
RAW_CHATS_THIN = 10  # chats whose raw turns are read when the first ones give too few sources
PARTIAL = 0.4  # share of the question's concepts a partial answer's evidence holds
POINT_WORDS = 40  # a sentence longer than this is clipped in the details


def answer(searcher: Searcher, question: str, *, max_sources: int | None = None, rerank: bool | None = None,
           options: SearchOptions | None = None, meaning: bool | None = None) -> Answer:
    """The offline answer to `question` from the archive `searcher` has open.
    `options` may carry filters (since, until, platforms, has); the search is always
    thorough. `rerank`: True hybrid ranking and a full blend of meaning into the sentence
    scores, False words alone, None as the search decides (hybrid where embeddings exist).
    `meaning`: weigh sentences by their passage's stored embedding against the question's
    (None: whenever `kbsearch embed` has stored vectors, or with `rerank`; only the
    question is encoded then). `max_sources`: the most chats the answer cites; unset,
    MAX_SOURCES lead it and a list's items may add the chats they come from. Raises
    BadQuery for a question with nothing to search for."""
    cap = max(1, max_sources) if max_sources is not None else None
    typed, question = question, plainly(question)
    return replace(_answer(searcher, question, cap or MAX_SOURCES, rerank, options, meaning, cap), question=typed)


def _answer(searcher: Searcher, question: str, max_sources: int, rerank: bool | None,
            options: SearchOptions | None, meaning: bool | None, cap: int | None = None) -> Answer:
    base = options or SearchOptions()
    opts = SearchOptions(**{**vars(base), "thorough": True, "rerank": rerank, "explain": False,
                            "granularity": "chat", "max_tokens": None, "snippets": False,
                            "max_results": max(CANDIDATE_CHATS, max_sources * 3)})
    resp = searcher.search(question, opts)
    if not resp.results and (wider := wider_words(question)):
        # Nothing holds the question's words as typed: "What car did I sell?" is told as "I
        # sold my Honda Civic" (the past of its verbs, the things of the kind it asks after).
        resp = searcher.search(f"{question} {' '.join(wider)}", opts)
    concepts = question_concepts(searcher, question, resp.corrections)
    index = searcher.index
    chats = chats_of(index, resp.results)

    concepts, asked, job_names, job_only, job_said_words, either = concepts_asked(concepts, question)
    # Light words ("plans", "come") weigh half and need not be in the evidence; a question
    # of one main word ("What do we know about zqxwvj?") still needs it and another.
    light_here = light_words(question)
    heavy = sum(1 for c in concepts if c.term not in light_here)
    if asked.options:  # "simple or complex food": a sentence names one of the two
        heavy -= 1
    required = required_count(heavy if heavy + either >= 2 else len(concepts))  # ("courses or classes" is two words)
    least = max(1, math.ceil(PARTIAL * len(concepts)))  # held by a partial answer's evidence
    stored_only = rerank is not True
    if meaning is None:
        # As the ranking: --no-rerank or the settings file's `rerank: false` mean words alone.
        meaning = bool(rerank) or (rerank is None and searcher.settings.rerank is not False
                                   and has_embeddings(searcher))
    weights: list[float] = []
    by_meaning = Meaning(searcher, question, asked.names, stored_only) if meaning else None
    # Meaning may hold the question's words a sentence lacks, never the people it names.
    name_concepts = frozenset(i for i, c in enumerate(concepts) if c.term in {t for n in asked.names for t in tokens(n)})
    about = QuestionSubject.of(question)  # the people it names, or the user; with the evidence's speakers below
    subjects: list[QuestionSubject] = []

    def weigh(passages: list[Passage]) -> list[Passage]:
        nonlocal required, least
        # (a passage, then its sentence, saying the job or age asked holds the question's "work",
        # "old": "I'm a hygienist", "The user, Siobhán, 44, …"; where no other word of the
        # question holds it, and not the assistant's)
        if job_only:
            mark_jobs([p for p in passages if not is_assistant(speaker_of(p)[0])], 0, job_names, asked.relative, speaker_of)
        mark_ages(passages, question)

        def cut() -> tuple[list[Passage], int]:
            cut_up, unread = mark_jobs(*sentences(passages, concepts, about.names), job_names, asked.relative, speaker_of)
            return mark_ages(cut_up, question), unread
        candidates, unread = cut()
        if job_said_words and not any(c is job_said_words[0] for c in concepts) \
                and any(JOB_SAID in p.toks for p in candidates):
            concepts.extend(job_said_words[:1])
            required, least = required_count(len(concepts)), max(1, math.ceil(PARTIAL * len(concepts)))
        weights[:] = score_passages(candidates, concepts, light_here, unread)
        wider = widened(searcher, concepts, candidates, required)
        if wider is not None:  # a word the evidence never says: its relatives may
            concepts[:] = wider
            candidates, unread = cut()
            weights[:] = score_passages(candidates, concepts, light_here, unread)
        # A name the turns themselves write is someone of its own ("Andrea" is not the speaker
        # Andrew); notes may spell a speaker as the question does ("Muhammad" for "Muhhamed").
        said = frozenset().union(*(p.toks for p in candidates if p.kind == "raw"))
        subjects[:] = [named_also(QuestionSubject.of(question, speakers(candidates), said), aliases)]
        if by_meaning:
            by_meaning.fill(candidates, required, name_concepts)
        fit(candidates, concepts, weights, asked, least, subjects[0])
        pairs = said_pairs([p.text for p in candidates], modified_nouns(question)) if asked.kind == "count" else []
        for p in candidates if pairs else ():  # "How much acacia honey …?": not "28 kg of linden honey"
            p.score *= OTHER_KIND if another_kind(p.text, pairs) else 1.0
        yesno, paid = asked.kind == "yesno", asked.money and PAID.search(question)
        for p in (candidates if asked.kind in ("what", "yesno", "count") and not paid
                  and (verb := done_verb(question, asked.kind != "what")) else []):
            # "Tomas baked conchas", not "ran a bake sale" (for a count, one holding a number)
            p.score *= DONE if says_done(p.text, verb, yesno) and (p.fits or asked.kind != "count") else 1.0
        for p in (candidates if yesno else []):  # (not "Tsiory beat Zafy" for "Did Donncha beat Zafy?")
            p.score *= OTHER_KIND if another_did_it(question, p.text) else 1.0
        for p in (candidates if paid else []):
            p.score *= DONE if BOUGHT.search(p.text) else 1.0  # "we settled on £5,800", not "giving them £6,000"
        if by_meaning:
            by_meaning.blend(candidates)
        return candidates

    # A question after a date, place, number, … reads the raw turns of the top chats up
    # front: a condensed summary keeps what happened, seldom those details. So does an open
    # question about someone named ("What book did Fahim start?" is "Ducks, Newburyport"
    # only in his own words); one about the user's own chats ("What problems have we had
    # with ChatGPT?") is answered by the notes they keep, and the turns add noise (not names).
    read_raw = RAW_CHATS if asked.kind != "what" or not about.first_person or not asked.several or asked.naming else 0
    if read_raw and asked.several and asked.thing is not None and asked.thing.members:
        read_raw = CANDIDATE_CHATS  # things of a kind are named in passing, in more chats than the best few
    elif read_raw and FINAL.search(question):
        read_raw = RAW_CHATS_THIN  # how it ended is told in a later chat, seldom the best ranked
    passages = read_passages(chats[:EVIDENCE_CHATS], raw=False) + read_passages(chats[:read_raw], raw=True, per_chat=RAW_CHUNKS)
    aliases = nicknames(asked.names, passages)  # "Pandu", whom the notes call "Panduleni"
    concepts[:], asked, about = called_also(concepts, aliases), named_also(asked, aliases), named_also(about, aliases)
    job_names = job_names | whole_names(aliases) if job_names else job_names  # (no one's job asked: still no one's)
    candidates = weigh(passages)
    kept = select_passages(candidates, required, max_sources)
    if (len({p.chat.result.chat_id for p in kept}) < MIN_SOURCES or asked.job and not any(p.fits for p in kept)) \
            and len(chats) > min(read_raw, EVIDENCE_CHATS):
        # Too little near the top (or, for a job, no job said there): the condensed files of
        # the other chats and the raw turns of the next ones join in.
        passages += read_passages(chats[EVIDENCE_CHATS:], raw=False, per_chat=1)
        passages += read_passages(chats[read_raw:RAW_CHATS_THIN], raw=True, per_chat=1)
        candidates = weigh(passages)
        kept = select_passages(candidates, required, max_sources)
    # No sentence found states the asked kind of thing: the chats that name one without the
    # question's word join in ("What's our dog called?" of "Bosco is our greyhound"), or
    # that say an age ("How old am I?" of "The user, Siobhán, 44, is …").
    extra = kind_search_words(question, asked) if not any(p.fits for p in kept) and (job_only or not asked.job) else []
    globs = [] if extra else age_globs(question)
    globs = [] if globs and any(count_of(p.text, question) for p in kept) else globs  # (an age already said)
    if extra or globs:
        known = {c.result.chat_id for c in chats}
        wide = replace(opts, max_results=len(chats) + RAW_CHATS)  # (the ones it has and a few more)
        more = searcher.search(f"{question} {' '.join(extra)}", wide).results if extra else searcher.chats_saying(globs, wide)
        more = [r for r in more if r.chat_id not in known]
        if more := chats_of(index, more[:RAW_CHATS], start=len(chats)):
            chats += more
            passages += read_passages(more, raw=False) + read_passages(more, raw=True, per_chat=RAW_CHUNKS)
            candidates = weigh(passages)
            kept = select_passages(candidates, required, max_sources)
    partial = False
    if not kept and len(concepts) > 2:
        partial = True
        kept = select_passages(candidates, least, max_sources)
    if not kept:
        return _by(_empty(question, resp, concepts), resp)
    kept = compared_first(own_words_first(stating_first(fitting_first(kept, candidates, asked, required, question), weights,
                                                        concepts, bool(asked.days), candidates, asked.kind != "what"
                                                        or bool(asked.naming), asked.kind == "count"),
                                          candidates, weights, concepts, name_concepts), candidates, question, required)
    kept = changed_reason_first(own_subject_first(kept, candidates, concepts, weights, asked.names, name_concepts, required),
                                candidates, required, question if asked.kind == "why" else "")
    final = bool(FINAL.search(question)) or bool(CAME_ASKED.search(question))
    now = final or bool(NOW.search(question) or SO_FAR.search(question) or PRESENT_PRICE.search(question))
    present = asked.kind == "count" and not asked.often and (not asked.tense and not PAST_SAID.search(question) or so_far(question, kept[0]))
    main = frozenset(i for i, c in enumerate(concepts) if c.term not in light_here and i not in name_concepts)
    if now or PAID.search(question) or asked.kind == "yesno" and OUTCOME.search(question):
        kept = latest_first(kept, candidates, required, now=now, final=final, question=question,
                            when=asked.kind == "when", count=present)
        kept = later_job_first(kept, candidates) if asked.job and now else kept
        if asked.kind == "yesno" and asked.tense == "past" and (final or not now) and not PLAN_ASKED.search(question):
            kept = outcome_first(kept, candidates, main, names=name_concepts)  # ("Did Facundo end up buying …")
    elif present:
        kept = latest_count_first(kept, asked.counted)
    elif (asked.job or asked.naming and not asked.several) and not asked.days and (BEFORE.search(question) or not asked.tense):
        kept = job_first(kept, question)
    elif asked.tense == "past" and (asked.kind == "yesno" and not PLAN_ASKED.search(question)
                                    or asked.kind == "when" and not FIRST_TIME.search(question)):
        kept = outcome_first(kept, candidates, main, moved=asked.kind == "when", names=name_concepts)
    elif asked.talked and FIRST_TIME.search(question):
        kept = earliest_first(kept)
    if asked.kind == "when" and asked.tense != "past":  # ("flying out on 21 April" | "moves Japan to 13 October")
        kept = moved_first(kept, candidates, question)
    if asked.kind == "yesno" and asks_since(question):  # ("… have never met" of April 2024, then met in May 2025)
        kept = happened_since(kept, candidates, main, name_concepts, question)
    if asked.kind == "who" and (who_is := WHO_IS.match(question)):
        kept = related_first(kept, candidates, who_is.group(1), required)
    if asked.kind in ("who", "where"):  # the people and pets the chats read name: a pet is no one asked who, a person no place
        asked = replace(asked, known=NameRoles.of([p.text for p in passages], speakers(candidates)))
    lead = leads(kept, asked)
    rest = [p for p in kept if all(p is not q for q in lead)]
    themes = group_themes(rest, candidates, concepts, searcher.synonyms) if rest else []
    # The sentences a short answer's item may come from: evidence about the question's
    # subject (only sentences plainly about the person a question names; in the user's
    # own either-or question, "Did we pick YAML or JSON?", the capitalised words that are
    # no speakers name things, and the user's notes about them count).
    named = bool(about.names) and not (asked.options and about.first_person
                                       and not subjects[0].names & subjects[0].speakers)
    pool = [p for p in candidates if p.matched >= required and (p.about == RIGHT or (not named and p.about != WRONG))]
    if cap is not None:
        # … from no more chats than the answer was asked to cite (`--max-sources 1`): the ones
        # it already cites first, then the best of the others.
        allowed = list(dict.fromkeys(p.chat.result.chat_id for p in [*lead, *kept]))
        for p in sorted(pool, key=lambda p: -p.score):
            if len(allowed) >= cap:
                break
            if p.chat.result.chat_id not in allowed:
                allowed.append(p.chat.result.chat_id)
        pool = [p for p in pool if p.chat.result.chat_id in allowed]
    # The lead's chat may tell when in a sentence whose subject is unclear ("she's free
    # tomorrow, then we start the book club"): it may give the time, never an item; and
    # whom a who-answer says as a role ("the GP"), or whose the thing is.
    # (It need not name the person: "The wedding was last Saturday" of the chat whose note
    # says "Marcus gave the best man speech at Dev's wedding".) A kind asked ("What kind of
    # surfboard …?") may be said in any chat without the question's other words ("My board is an
    # old blue longboard").
    needs = {i for i, s in enumerate(lead[0].strengths) if s > TURN and i not in name_concepts}
    chat_pool = [p for p in candidates if p.chat is lead[0].chat and p.about != WRONG
                 and (p.matched >= required or (needs and all(p.strengths[i] for i in needs)))] \
        if asked.kind in ("when", "why") else [p for p in candidates if p.chat is lead[0].chat] if asked.kind == "who" \
        else [p for p in candidates if _own_time(p, asked.names)] if asked.clocked \
        else [p for p in candidates if p.about != WRONG] if kind_asked(question) and asked.thing is None else []
    # The question's words the lead's chat says in another sentence: they set its scene.
    elsewhere = frozenset(i for p in candidates if p.chat is lead[0].chat and p is not lead[0]
                          for i, s in enumerate(p.strengths) if s >= TURN)
    # The question's words no evidence says with the rest of it ("What did Morag's
    # replacement iPhone cost?" of "We went for a refurbished iPhone 13 for £349"): the
    # answer need not say them to be one, yet one that does not is no statement of it.
    unsaid = frozenset(i for i in range(len(concepts))
                       if not any(p.strengths[i] >= TURN and p.matched >= required for p in candidates))
    # "Would Pilchard enjoy the fireworks?": what one said of liking the thing, wherever the archive says it
    # (searched for only where the lead and the pool say no leaning, with _compose's reading of the question's words)
    def leaned(is_question_word: Callable[[str], bool]) -> tuple[str, Passage] | None:
        return leaning_said(searcher, question, opts, is_question_word)
    return _by(_compose(question, resp, concepts, asked, lead, themes, weights, partial, pool, subjects[0], chat_pool,
                        name_concepts, elsewhere, unsaid, leaned),
               resp)


def _own_time(p: Passage, names: frozenset[str]) -> bool:
    """Whether a sentence gives a time ("1:52:30", "4 hours 52 minutes") said by or of the one
    a question names, or by the user where it names no one ("100 km in 4 hours 52 minutes.")."""
    if p.about == WRONG or not (STOPWATCH.search(p.text) or CLOCKED.search(p.text)):
        return False
    speaker = speaker_of(p)[0]
    return p.about == RIGHT or p.kind == "raw" and (bool(speaker_keys(speaker) & names) if names else is_user(speaker))


def _by(a: Answer, resp) -> Answer:
    """The answer, saying which ranking found its chats ("kbsearch (offline, hybrid)")."""
    a.answered_by = f"kbsearch (offline, {getattr(resp, 'ranking', 'lexical')})"
    return a


def _empty(question: str, resp, concepts: list[Concept]) -> Answer:
    worded = [r for r in resp.results if r.matched_terms or r.synonym_matches]  # (and a few words they matched:
    more = dict.fromkeys(t for r in worded for t in r.matched_terms if t not in {c.term for c in concepts})  # "practice")
    words_ = ", ".join(f"“{t}”" for t in [*(c.term for c in concepts), *list(more)[:3]]) or "its words"
    near = len(resp.results) - len(worded)  # found by meaning alone (hybrid ranking)
    if worded:
        summary = (f"The archive has no passage that answers this: {counted(len(worded), 'chat')} "
                   f"{'mentions' if len(worded) == 1 else 'mention'} "
                   f"some of {words_}, but none says anything about all of them together.")
    elif near:
        summary = (f"The archive has no passage that answers this in its words: {counted(near, 'chat')} "
                   f"{'is' if near == 1 else 'are'} close in meaning without any of {words_} "
                   "(`kbsearch search` lists them).")
    else:
        summary = f"The archive has nothing on this: no chat matches {words_}, even through synonyms."
    caveats = ["No evidence found: try other words, `kbsearch synonyms WORD`, or a plain search."]
    caveats += [f"“{c['from']}” was read as “{c['to']}” (no match for the word as typed)." for c in resp.corrections]
    return Answer(question, summary, [], caveats, [], [], 0, resp.search_path, corrections=list(resp.corrections),
                  confidence="low", confidence_reason="no chat states this directly", asked=Asked.of(question).kind)


def _compose(question: str, resp, concepts: list[Concept], asked: Asked, lead: list[Passage],
             themes: list[Theme], weights: list[float], partial: bool, pool: list[Passage],
             subject: QuestionSubject, chat_pool: list[Passage] = (), names_at: frozenset[int] = frozenset(),
             elsewhere: frozenset[int] = frozenset(), unsaid: frozenset[int] = frozenset(),
             leaned: Callable[[Callable[[str], bool]], tuple[str, Passage] | None] = lambda is_question_word: None) -> Answer:
    numbers: dict[str, int] = {}  # chat_id -> source number, by first citation

    def cite(p: Passage) -> int:
        cid = p.chat.result.chat_id
        if cid not in numbers:
            numbers[cid] = len(numbers) + 1
        return numbers[cid]

    if asked.options and asks(question):
        # An either-or question: the sentence that names an option leads (the summary
        # says what the short answer says), and the other option's words are no part of
        # what it must hold.
        chosen = chosen_option(lead[0], pool, asked.options)
        if chosen:
            text, p = chosen[0]
            other = {t for o in asked.options if o != text for t in tokens(o)} - set(tokens(text))
            weights = [0.0 if c.term in other else w for c, w in zip(concepts, weights)]
            lead = [p]
    # The summary is read first, so its citations take the first numbers.
    said = " ".join(statement(p, cite(p), asked.ordinal) for p in lead)
    cited = lead + [p for t in themes for p in t.passages]
    light = frozenset(i for i, c in enumerate(concepts) if c.term in light_words(question))
    other = disagreement(lead[0], cited[1:], asked, weights, light)
    sure = confidence(lead[0], asked, weights, partial, other is not None, agreement(lead[0], cited[1:], weights, light, asked.kind),
                      light | unsaid, elsewhere)
    named = {t for n in asked.names for t in tokens(n)}  # a name misspelt ("Eliza") is no unsaid fact
    unheld = [c.term for c, w in zip(concepts, weights)
              if not w and c.term not in LIGHT and c.term not in named and any(ch.isalpha() for ch in c.term)] if not asked.options else []
    if sure.level == "high" and lead[0].by_meaning:
        sure = Confidence("medium", "a sentence close in meaning states it, in other words than the question's")
    elif sure.level == "high" and unheld:
        # "Is Nicolas an irresponsible person?": no sentence says "irresponsible", so none
        # states it, whatever it says of him and of "person".
        sure = Confidence("medium", f"no sentence says “{unheld[0]}”")
    elif sure.level == "high" and not _plainly_about(lead[0], subject, asked.kind == "yesno" and not asked.options):
        sure = Confidence("medium", "a sentence states it, but not plainly about whom the question asks")
    elif sure.level == "high" and (left := one_left_out(lead[0], subject.names, question, getattr(asked.known, "people", frozenset()))):
        sure = Confidence("medium", f"a sentence states it, but not of {left}")
    if asked.ordinal and (steps := procedure_steps(lead[0])) and not asked_step(steps, asked.ordinal):
        sure = Confidence("low", f"the closest procedure has only {counted(len(steps), 'step')}")
    nothing = sure.level == "low"
    summary = f"No chat states this directly; the closest is {said}" if nothing else said

    # The answer in a few words, from the lead sentence (and, for a list, the other
    # sentences that state an item), each item cited.
    found: list[tuple[str, Passage]] = []
    stated = False  # the lead sentence itself states the short answer
    # "Would Lena enjoy a whale-watching tour?": no chat states it; one about her and whales grounds a guess
    grounded = bool(inferred(question)) and lead[0].about != WRONG and any(
        s and c.term not in LIGHT and grounds_word(c.term, question) for c, s in zip(concepts, lead[0].strengths))
    if (not nothing or grounded) and asks(question):
        is_question_word = question_words(question, concepts)
        found, stated = gather(lead[0], pool, asked, question, is_question_word, sure.level == "high", chat_pool,
                               names_at)
        if not found and len(lead) > 1:
            found, _ = gather(lead[1], [], asked, question, is_question_word, sure.level == "high")
        if not found and (plain := plainly_stating(lead, pool, names_at, asked, question)) is not None:
            found, _ = gather(plain, [], asked, question, is_question_word, False)
        for elsewhere in said_elsewhere(lead, pool, asked) if not found else ():
            if (found := gather(elsewhere, [], asked, question, is_question_word, False)[0]):
                break
        if found and found[0][0] == PROBABLY_YES and not asked.options and EVENT_ASKED.match(question):  # (… "offered the job" | "turned it down")
            found = next((no for p in no_elsewhere(lead, pool) if (no := gather(
                p, [], asked, question, is_question_word, False)[0]) and no[0][0].startswith("No")), unmade(found, question))
        if found and found[0][0] in (PROBABLY_YES, PROBABLY_NO) and asks_would(question):  # a would-question's unsure
            found = [(LIKELY_YES if found[0][0] == PROBABLY_YES else LIKELY_NO, found[0][1]), *found[1:]]  # answer is a guess
        if found and found[0][0] in (LIKELY_YES, LIKELY_NO) and not leaning(
                question, speaker_of(found[0][1])[1], is_question_word, speaker_of(found[0][1])[0]):
            # a guess from a sentence that says no liking: one about them that does ("he hates fireworks") says more
            found = next(([(lean, p)] for p in sorted(chat_pool + pool, key=lambda p: -p.score) if p.about == RIGHT
                          and (lean := leaning(question, speaker_of(p)[1], is_question_word, speaker_of(p)[0]))),
                         [said] if (said := leaned(is_question_word)) else found)  # (… or one a search for them and the thing finds)
        if asked.kind == "what" and asked.thing is None and (noun := kind_asked(question)) \
                and not (found and holds_kind(found[0][0], noun)):  # "What kind of anvil …?": "1910 Peter Wright anvil"
            found = kind_said(lead, pool, chat_pool, noun) or found
        if found and asked.kind == "when" and BEGIN_ASKED.search(question) and not BEGUN.search(found[0][1].text):
            # "When did I start as team leader?": "I start in his job on Monday 20 April", not "a record from 2014"
            found = next((got for p in sorted(chat_pool + pool, key=lambda p: -p.score) if p.fits and p.about != WRONG and BEGAN.search(
                p.text) and p.matched > lead[0].matched and (got := gather(p, [], asked, question, is_question_word, False)[0])), found)
        if not found and asked.kind == "count" and HOW_MANY_TIMES.search(question):
            found = counted_events(pool, *_event_words(concepts, weights, asked))
            if found:
                stated = True
                sure = Confidence("medium", f"counted: {counted(len(found), 'chat')} tell of it")
    if (found and asked.kind == "yesno" and not asked.options and subject.first_person
            and not _plainly_about(lead[0], subject, True)  # (… unless its amount answers a bound: "half marathon 2:11:40")
            and not (found[0][0] in ("Yes", "No") and states_bound(question, found[0][1].text) and lead[0].about != WRONG)):
        # "Am I vegetarian?" is not answered yes by "strict vegetarians need another cheese",
        # but by the next sentence when it is the user's own ("We didn't do the whale watching")
        hers = next((p for p in [*lead[1:], *sorted(pool, key=lambda p: -p.score)]
                     if p.fits and _plainly_about(p, subject, True) and not by_assistant(*speaker_of(p))
                     and plainly_mine(speaker_of(p)[1], subject.names, is_question_word)), None)
        found = gather(hers, [], asked, question, is_question_word, False)[0] if hers is not None else []
        sure = Confidence("medium", sure.reason if sure.level == "medium" else "a sentence tells of it, but not of whom the question asks")
    if asked.kind == "yesno" and not asked.options and asks(question) and (dated := against_bound(question, [*lead, *others(lead, pool + list(chat_pool))])):
        found = [dated]  # "Was the phinisi launched before Christmas?": the day it was, against Christmas
    if lead[0].about == WRONG:
        found = []
        sure = Confidence("low", "the closest sentence is about someone else than the question asks about")
        summary = f"No chat states this directly; the closest is {said}"
    elif found and found[0][0] in (LIKELY_YES, LIKELY_NO) and not asked.options:  # an inference: no sentence states it
        sure = Confidence("medium" if sure.level != "low" else "low", "inferred from what a chat says; none states it")
    elif found and sure.level == "high":
        sure = tempered(sure, found, stated, asked, question)
        if asked.job and NOW.search(question) and left_later(found[0][1], pool, asked.names):
            sure = Confidence("medium", "a later chat tells of a job left")  # ("… and left his bus driving job")
    elif found and found[0][0] == PROBABLY_NO and found[0][1].about == RIGHT and not asks_guess(question) \
            and found[0][1].kind != "raw":  # (a turn's no is talk: "I dont know how to spell I didnt go to high school";
        # on the dev set, five of seven turns' no said plainly were wrong)
        if says_not(found[0][1].text, is_question_word):  # a note's "not" of whom it asks: no hedge
            found, sure = [("No", found[0][1])], Confidence("high", "a sentence about whom the question asks says not")
        elif not WENT_WITH.match(question) and not turns(found[0][1].text):
            # a note tells another outcome of the asked thing ("came third", "moved to 29 June"): its no,
            # said plainly, as sure as before (not one read from who is left unsaid: "Did Federico … with
            # Rocío?", nor one that turns: "came third in the league but took the cup")
            found = [("No", found[0][1])]
    elif sure.level != "low" and not found and asked.job and asked.names and JOB_SAID not in lead[0].toks:
        # "What is my job?" is not answered by "Persist indexes in a nightly job"
        sure = Confidence("low", "no sentence says the job of whom the question asks")
        summary = f"No chat states this directly; the closest is {said}"
    elif sure.level != "low" and not found and asks(question):
        sure = Confidence("medium" if sure.level == "high" else sure.level,
                          sure.reason if sure.level != "high" else "a sentence states it, but not in a few words")
    found = [(named, p) for t, p in found if (named := with_name(t, p))]
    if found and asked.kind == "what" and all(bare_date(t) for t, _ in found) and not asks_a_time(question):
        found, sure = [], Confidence("medium", "no sentence says it, only when") if sure.level == "high" else sure
    if found and asked.advised and no_advice(question, [t for t, _ in found]):
        # "What did you tell me to do before Mum's assessment?" is no "3 March 2025", "R128,000", "Sebastopol"
        found, sure = [], Confidence("medium", "no sentence gives the advice") if sure.level == "high" else sure
    items: list[ShortItem] = []
    for text, p in found:
        if not subject.first_person:  # "How long has Jon been dancing?" "since Jon was 10", not "since I was 10"
            text = in_third_person(text, speaker_of(p)[0])
        n = cite(p)
        have = next((i for i in items if i.text == text), None)
        if have is None:
            items.append(ShortItem(text, [n]))
        elif n not in have.citations:
            have.citations.append(n)
    short = ", ".join(i.text for i in items)

    used: set[str] = set()
    details = []
    for t in themes:
        label = point_label(t, used)
        sentences_ = [detail(p, cite(p), POINT_WORDS, asked) for p in t.passages]
        cites = list(dict.fromkeys(numbers[p.chat.result.chat_id] for p in t.passages))
        lead_in = "" if starts_with_label(t.lead.text, label) else f"{label}: "
        details.append(Point(lead_in + ". ".join(sentences_), cites, round(t.lead.score, 4)))

    # Sources, in citation order, with what verifying each costs.
    by_chat = {p.chat.result.chat_id: p.chat for p in cited + [q for _, q in found]}
    cited_chunks: dict[str, list] = {}
    raw_cited: set[tuple[str, int]] = set()
    kinds: dict[str, list[str]] = {}
    places: dict[str, list[str]] = {}  # chat_id -> where it is cited: "summary", "point 2"
    evidence: list[Evidence] = []
    shown: set[int] = set()  # passages already in `evidence` (the summary's is the short answer's too)
    where = [("the summary", p) for p in lead] + [("the short answer", p) for _, p in found] + [(f"point {k}", p) for k, t in enumerate(themes, 1) for p in t.passages]
    for place, p in where:
        cid = p.chat.result.chat_id
        if p.kind == "raw":
            raw_cited.add((cid, p.chunk.row))
        chunks = cited_chunks.setdefault(cid, [])
        if p.chunk not in chunks:
            chunks.append(p.chunk)
        if p.kind not in kinds.setdefault(cid, []):
            kinds[cid].append(p.kind)
        if place not in places.setdefault(cid, []):
            places[cid].append(place)
        r = p.chat.result
        if id(p) in shown:
            continue
        shown.add(id(p))
        evidence.append(Evidence(numbers[cid], cid, r.title, r.date, p.kind, p.text,
                                 p.chunk.raw_path if p.kind == "raw" else p.chunk.condensed_path, p.score))
    evidence.sort(key=lambda e: (e.source, -e.score))
    sources: list[Source] = []
    running = 0
    verification: list[str] = []
    for cid, number in sorted(numbers.items(), key=lambda kv: kv[1]):
        r = by_chat[cid].result
        chunks = sorted(cited_chunks[cid], key=lambda c: c.chunk_num)
        # The condensed file of every cited chunk, and the raw file where a raw turn is cited.
        paths, size = [], 0
        for c in chunks:
            paths.append(c.condensed_path)
            size += c.cond_tokens
            if c.raw_path and (cid, c.row) in raw_cited:
                paths.append(c.raw_path)
                size += c.raw_tokens
        running += size
        why = f"{', '.join(places[cid])} ({', '.join(kinds[cid])})"
        if r.why:
            why += f"; {r.why}"
        sources.append(Source(number, cid, r.title, r.platform, r.date, size,
                              not all(c.tokens_counted for c in chunks), running, why, paths,
                              via_synonyms=bool(r.synonym_matches) and not r.matched_terms))
        verification += [p for p in paths if p not in verification]

    unseen = concepts_never_seen(concepts, resp)
    caveats = caveats_for(sources, unseen, resp.corrections, partial)
    if other is not None:
        caveats.insert(0, sources_differ(lead[0], other, numbers, asked.kind))
    return Answer(question, summary, details, caveats, sources, verification, running, resp.search_path, evidence,
                  unseen=unseen, corrections=list(resp.corrections), partial=partial,
                  confidence=sure.level, confidence_reason=sure.reason, asked=asked.kind,
                  short=short, short_items=items)


def _event_words(concepts: list[Concept], weights: list[float], asked: Asked) -> tuple[list[int], int]:
    """The question's words that say what happened (not the person's name, a light word or
    the counted "times"), and how many of them a sentence must hold to tell of it."""
    named = {t for n in asked.names for t in tokens(n)}
    keys = [i for i, c in enumerate(concepts) if weights[i] and c.term not in LIGHT and c.term not in named
            and c.term != "time"]
    return keys, required_count(len(keys))


def _plainly_about(p: Passage, subject: QuestionSubject, yesno: bool = False) -> bool:
    """Whether a sentence may be `high` evidence for whom the question asks about: for a person of the
    archive it must be plainly about them ("Caroline has been creating art since 17" is no answer about
    Melanie); for the user, a condensed note of their own chat is theirs, a raw turn only when plainly so."""
    if subject.names & subject.speakers:
        return p.about == RIGHT
    if yesno and subject.first_person:
        # "Am I vegetarian?" is not answered by a note that strict vegetarians need another cheese, nor "Did we go to
        # Varkala?" by the assistant's "Keep Varkala flexible": a yes or a no is about someone only when the sentence is
        # (or a decision of the user's against something, or a note of theirs that names what the question names)
        return p.about == RIGHT and not (p.kind == "raw" and by_assistant(*speaker_of(p))) or p.about != WRONG and (
            p.kind == "decisions" and bool(DECIDED_AGAINST.search(p.text)) or p.kind != "raw" and users_note_naming(p.text, subject.names))
    if subject.first_person:
        return p.about == RIGHT if p.kind == "raw" else p.about != WRONG
    return True


def answer_text_citations(a: Answer) -> list[int]:
    """Every citation number in the summary, the short answer and the details (the order sources are numbered in)."""
    text = "\n".join([a.summary, a.short_cited, *(p.text for p in a.details)])
    return [int(n) for n in CITATION_LIKE.findall(text)]


