"""Commands over derived data and quality: `kbsearch index build|status`, `kbsearch embed`
and `kbsearch eval`."""

# No `from __future__ import annotations` here: Typer would then evaluate every parameter's
# annotation string when it builds the command (search: ~3.5 ms of each run).

import json
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import ExitStatus, KbsearchError
from ..render import Format
from ..wording import counted
from .shared import (
    words_only_chosen,
    require_extra,
    DebugOpt,
    IndexDirOpt,
    RerankOpt,
    StrictOpt,
    SynonymsOpt,
    emit,
    err,
    fail,
    pick_format,
    progress_bar,
)


def eval_cmd(
    qrels: Annotated[Path, typer.Argument(help="JSONL of {sample_id, qid, question, category, relevant:[chat_id…]}, with `answer` for --answers.")],
    archives: Annotated[Path, typer.Option("--archives", "-a", help="Folder holding one archive per sample_id, each with its own indexes/.")],
    fmt: Annotated[Optional[str], typer.Option("--format", "-f", metavar="text|json|jsonl", help="Output format. Default: text (jsonl is the same as json).", show_default=False)] = None,
    thorough: Annotated[bool, typer.Option("--thorough", help="Run all four layers for every question (with "
                                           "--answers always: an answer searches thoroughly).")] = False,
    no_synonyms: Annotated[bool, typer.Option("--no-synonyms", help="Search the words as typed only.")] = False,
    synonyms: SynonymsOpt = None,
    limit: Annotated[Optional[int], typer.Option("--limit", min=1, help="Only the first N questions (quick checks).", show_default=False)] = None,
    rerank: RerankOpt = None,
    answers: Annotated[bool, typer.Option("--answers", help="Grade `kbsearch answer` against each question's gold "
                                          "`answer` instead of the ranking: gold words in the summary and the whole "
                                          "answer, word recall, relevant chat cited, length, confidence, and "
                                          "LoCoMo's token F1 of the short answer and the summary.")] = False,
    debug: DebugOpt = False,
) -> None:
    """Measure ranking quality: Recall@1/2/5/10, MRR and nDCG@10, overall and per category,
    through the same search pipeline as `kbsearch search`. With --answers, measure the
    answers `kbsearch answer` writes against the qrels' gold answers instead.

    Examples:

        kbsearch eval ../shared/data/realtalk/archive/qrels.jsonl --archives ../shared/data/realtalk/archive

        kbsearch eval qrels.jsonl -a archives/ --thorough -f json | jq .overall

        python bench/realtalk_answers.py -o /tmp/rt_answers.jsonl
        kbsearch eval /tmp/rt_answers.jsonl -a ../shared/data/realtalk/archive --answers
    """
    from ..ranking.eval import DEPTH, read_qrels, report_text, run_eval
    from ..ranking.search import Searcher, SearchOptions

    try:
        picked = pick_format(fmt, ("text", "json", "jsonl"), "eval")
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    fmt = Format(picked) if picked in ("json", "jsonl") else None
    if answers:
        eval_answers(qrels, archives, fmt, no_synonyms, synonyms, limit, rerank, debug)
        return
    options = SearchOptions(max_results=DEPTH, thorough=thorough, use_synonyms=not no_synonyms, rerank=rerank)
    opened: list = []

    def factory(folder: Path):
        searcher = Searcher.open(folder, synonyms, on_build=err)
        opened.append(searcher)
        return lambda question: searcher.ranked_chat_ids(question, options, DEPTH)

    try:
        if not archives.is_dir():
            raise KbsearchError(f"--archives {archives}: not a folder")
        questions = read_qrels(qrels)[:limit]
        report = run_eval(questions, archives, factory, {"thorough": thorough, "synonyms": not no_synonyms})
        _note_rerank(report, opened, rerank)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit(json.dumps(report.to_dict(), indent=2) + "\n" if fmt in (Format.json, Format.jsonl) else report_text(report))


def _note_rerank(report, opened: list, rerank: Optional[bool]) -> None:
    """Which ranking the eval really used (hybrid where embeddings exist, unless told
    otherwise), in the report's options and notes."""
    # Per archive: hybrid when its searches could rank so (a question that no chat
    # matches by words or meaning is ranked by nothing, and does not count).
    used = {"hybrid" if "hybrid" in s.rankings_used else "lexical" for s in opened}
    report.options["ranking"] = "/".join(sorted(used)) or "lexical"
    report.options["rerank"] = used == {"hybrid"}
    failure = next((s.rerank_failure for s in opened if s.rerank_failure), "")
    if failure and rerank:
        report.notes.append(f"asked to rerank, but: {failure}")
    elif "lexical" in used and "hybrid" in used:
        report.notes.append("some archives were ranked hybrid, others by words alone (no embeddings: `kbsearch embed`)")


def eval_answers(qrels: Path, archives: Path, fmt, no_synonyms: bool, synonyms, limit, rerank, debug: bool) -> None:
    """`kbsearch eval --answers`: every question through the offline answer, graded."""
    from ..answer.compose import answer
    from ..answer.grading import report_text, run_answer_eval
    from ..ranking.eval import read_qrels
    from ..ranking.search import Searcher, SearchOptions

    options = SearchOptions(use_synonyms=not no_synonyms)
    opened: list = []

    def factory(folder: Path):
        searcher = Searcher.open(folder, synonyms, on_build=err)
        opened.append(searcher)
        return lambda question: answer(searcher, question, rerank=rerank, options=options)

    try:
        if not archives.is_dir():
            raise KbsearchError(f"--archives {archives}: not a folder")
        questions = read_qrels(qrels)[:limit]
        if not any(q.answer for q in questions):
            raise KbsearchError(f"{qrels}: no question has a gold `answer` to grade against "
                                "(bench/realtalk_answers.py writes the REALTALK ones)")
        report = run_answer_eval(questions, archives, factory, {"synonyms": not no_synonyms})
        _note_rerank(report, opened, rerank)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit(json.dumps(report.to_dict(), indent=2) + "\n" if fmt in (Format.json, Format.jsonl) else report_text(report))


index_app = typer.Typer(
    help="The derived content index: build or update it, or see what is built.",
    no_args_is_help=True, add_completion=False, context_settings={"help_option_names": ["-h", "--help"]},
)


@index_app.command("build")
def index_build(
    index_dir: IndexDirOpt = None,
    full: Annotated[bool, typer.Option("--full", help="Rebuild from scratch instead of appending new chats.")] = False,
    with_embeddings: Annotated[bool, typer.Option("--embed", help="Then compute the embeddings --rerank uses, as "
                                                  "`kbsearch embed` does (needs the rerank extra).")] = False,
    strict: StrictOpt = False,
    debug: DebugOpt = False,
) -> None:
    """Bring the content index up to date now: new chats are appended (only their files are
    read); a chat whose CSV rows or chunk files changed, or that was removed, rebuilds it in
    full. Unlike a search, this also stats every chunk file, so edits made without a CSV
    change are found. Prints the index status as JSON (with --embed, and what was embedded).

    Examples:

        kbsearch index build

        kbsearch index build --full -i ~/ai/40_histories/indexes

        kbsearch index build --embed
    """
    from ..config import resolve_index_dir
    from ..index.open import open_index, status

    try:
        folder = resolve_index_dir(index_dir)[0]
        with progress_bar("indexing chunks") as advance:
            open_index(folder, strict=strict, rebuild=full, on_build=err, on_progress=advance, check_files=True).close()
        data = status(folder)
        if with_embeddings:
            data["embeddings"] = embed_archive(folder)
        emit_status(data)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    if not with_embeddings:
        from ..semantic.dense import advice

        line = advice(folder, int(data.get("n_chunks") or 0), words_only=words_only_chosen())
        if line:
            err(line)


@index_app.command("status")
def index_status(
    index_dir: IndexDirOpt = None,
    check_files: Annotated[bool, typer.Option("--check-files", help="Also compare every chunk file's size and time "
                                              "with the index (one stat per file).")] = False,
    debug: DebugOpt = False,
) -> None:
    """What is built, where, how big and how fresh, as JSON. `fresh` is false when a CSV
    changed since the index was built (the next search updates it).

    Examples:

        kbsearch index status

        kbsearch index status --check-files | jq .fresh
    """
    from ..config import resolve_index_dir
    from ..index.open import status

    try:
        data = status(resolve_index_dir(index_dir)[0], check_files=check_files)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit_status(data)
    if data.get("damaged"):
        err(f"{data['index_file']}: {data['problem']}")
        raise typer.Exit(ExitStatus.ERROR)


def embed(
    index_dir: IndexDirOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Compute the sentence embeddings hybrid ranking uses, for every chunk that changed
    since the last run (searches rank hybrid by default once they exist). It loads torch and the model (~5-10 s),
    then encodes each passage: about 240 a second on 2 idle cores (130-400 by machine and
    engine), ~16-31 passages a chunk, so about 2 minutes for 1,000 chunks and about 3 hours for
    100,000 the first time. Afterwards a search encodes only its query (~0.1 s). Prints what
    it did as JSON; says how many passages and how long on stderr.

    Examples:

        kbsearch embed

        kbsearch embed -i ~/ai/40_histories/indexes
    """
    from ..config import resolve_index_dir

    try:
        folder = resolve_index_dir(index_dir)[0]
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    require_extra("rerank", "`kbsearch embed`")
    try:
        stats = embed_archive(folder)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit_status(stats)


def emit_status(data: dict) -> None:
    """What index build, index status and embed print: indented for a person at a
    terminal, one line for jq and logs."""
    emit(json.dumps(data, ensure_ascii=False, indent=2 if sys.stdout.isatty() else None) + "\n")


def embed_archive(index_dir) -> dict:
    """`kbsearch embed` of the archive at index_dir: its stats, with the seconds it took."""
    import time

    from ..index.open import open_index
    from ..semantic.embed import EmbeddingStore, EmbeddingsUnavailable

    started = time.perf_counter()
    index = open_index(index_dir, on_build=err)
    try:
        store = EmbeddingStore.open(index_dir)
        if store.problem:
            err(f"embedding cache rebuilt: {store.problem}")
        with progress_bar("embedding chunks") as advance:
            stats = store.update(index, advance)
        from ..semantic.dense import chunk_means

        # What hybrid search compares a query with first (semantic/dense.py), written now
        # so that no search has to.
        chunk_means(EmbeddingStore.open(index_dir), index, rebuild_any=True)
    except EmbeddingsUnavailable as exc:
        err(f"cannot embed: {exc}")
        raise typer.Exit(ExitStatus.ERROR) from None
    finally:
        index.close()
    stats["seconds"] = round(time.perf_counter() - started, 1)
    engine = f" with {stats['engine']}" if "engine" in stats else ""
    err(f"embedded {counted(stats['encoded'], 'passage')} of {counted(stats['embedded'], 'chunk')} in "
        f"{stats['seconds']} s{engine}; {counted(stats['reused'], 'chunk')} up to date")
    return stats
