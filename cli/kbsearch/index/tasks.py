"""One task of an index build: a run of chats whose chunk files are read, parsed and
tokenised into packed postings, in a worker process for a large archive or in-process
for a small one (the builder in build.py joins the results)."""

from __future__ import annotations

import gc
import os
import stat
import sys
from array import array
from collections import Counter
from pathlib import Path

from ..archive.safepath import InsideChecker
from ..schema import PREFERABLE
from ..text import estimate_tokens, term_counts
from .format import FIELDS, MAX_BODY_CHARS, file_stat, pack, size_mtime, files_key_of

TASKS_PER_WORKER = 2


def index_task(root: str, task: tuple, readers: int = 0) -> tuple:
    """Read and tokenise a task's chunk files (in a worker process, or in-process) and
    return what the builder appends: per field {term: packed postings} with the task's
    row numbers, {term: documents}, the per-row arrays' bytes, the chunks' table rows,
    per chat (preferable sections found, files_key), problems, and the count of chats
    without chunk files. With `readers`, that many threads read the files ahead."""
    from ..archive.chatfiles import parse_condensed, raw_text, read_raw

    chat_row, chunk_row, specs = task
    pairs = [(cond, raw) for _, _, chunks in specs for _, cond, raw in chunks]
    texts = _reader_pool(readers).map(_read_pair, pairs) if readers else map(_read_pair, pairs)
    counter = _task_counter(chat_row, chunk_row)
    chunk_chat = array("I")
    rows, chat_parts, problems = [], [], []
    # The condensed files were checked at load; a raw file sits in the same folder, so
    # only a raw file that is itself a symlink (not read ahead) can lead out.
    inside = InsideChecker(Path(root))
    row = chat_row
    for topics, title, chunks in specs:
        counter.add_chat(topics, title)
        sections: set[str] = set()
        stats: dict[str, tuple[int, int]] = {}
        for chunk_num, cond_path, raw_path in chunks:
            cond_read, raw_read = next(texts)
            cond = parse_condensed(*cond_read)
            if cond.problem:
                problems.append([cond_path, cond.problem])
            cond_stat = size_mtime(cond_path)
            raw_stat, raw_is_file = file_stat(raw_path)
            stats[cond_path] = cond_stat
            stats[str(raw_path)] = raw_stat
            raw = ""
            if not raw_is_file:
                raw_path = None
            elif raw_read is None and not inside(Path(raw_path)):  # read ahead only when not a symlink
                problems.append([raw_path, "outside the archive root: not read"])
                raw_path = None
            else:
                raw, raw_problem = raw_text(*raw_read) if raw_read is not None else read_raw(raw_path)
                if raw_problem:
                    problems.append([raw_path, raw_problem])
            sections.update(s for s in PREFERABLE if s in cond.sections)
            counter.add_chunk(cond.text, raw)
            cond_bytes = cond_stat[0]
            raw_bytes = raw_stat[0] if raw_path is not None else 0
            counted = cond.condensed_tokens is not None
            rows.append((
                chunk_row, row, chunk_num, cond_path, raw_path if raw_bytes else "", cond_bytes, raw_bytes,
                cond.condensed_tokens if counted else estimate_tokens(cond_bytes),
                cond.original_tokens if cond.original_tokens is not None else estimate_tokens(raw_bytes),
                int(counted), cond.summary, cond.text[:MAX_BODY_CHARS],
            ))
            chunk_chat.append(row)
            chunk_row += 1
        chat_parts.append((sections, files_key_of([(c, r) for _, c, r in chunks], stats)))
        row += 1
    packed, df, lengths = counter.result()
    arrays = {f"len_{f}": data for f, data in lengths.items()}
    arrays["chunk_chat"] = chunk_chat.tobytes()
    empty_chats = sum(1 for _, _, chunks in specs if not chunks)
    return packed, df, arrays, rows, chat_parts, problems, empty_chats


def _task_counter(chat_row: int, chunk_row: int):
    """What counts a task's terms (rows numbered from chat_row and chunk_row): with numpy's
    sorting when it is installed (it is a dependency), else document by document in
    dicts. Both give the same postings, document frequencies and lengths."""
    try:
        from .term_bags import TaskBags
    except ImportError:
        return PlainTask(chat_row, chunk_row)
    return TaskBags(chat_row, chunk_row, FIELDS)


class PlainTask:
    """A task's postings counted document by document (term_bags.TaskBags without numpy)."""

    def __init__(self, chat_row: int, chunk_row: int) -> None:
        self.postings: dict[str, dict[str, list[int]]] = {f: {} for f in FIELDS}
        self.lengths = {f: array("I") for f in FIELDS}
        self.df: Counter[str] = Counter()
        self.chat_terms: set[str] = set()
        self.chat_row, self.chunk_row = chat_row, chunk_row
        self.pending_chat = False

    def add_chat(self, topics: str, title: str) -> None:
        self._close_chat()
        self.chat_terms = set()
        for name, text in (("topics", topics), ("title", title)):
            self.chat_terms.update(_count_into(self.postings[name], self.lengths[name], text, self.chat_row))
        self.chat_row += 1
        self.pending_chat = True

    def add_chunk(self, condensed: str, raw: str) -> None:
        terms = set(self.chat_terms)
        for name, text in (("condensed", condensed), ("raw", raw)):
            terms.update(_count_into(self.postings[name], self.lengths[name], text, self.chunk_row))
        self.df.update(terms)
        self.chunk_row += 1
        self.pending_chat = False

    def _close_chat(self) -> None:
        if self.pending_chat:  # a chat without chunks still answers topic searches
            self.df.update(self.chat_terms)
        self.pending_chat = False

    def result(self) -> tuple[list[dict[str, bytes]], Counter[str], dict[str, bytes]]:
        """(per field {term: packed postings}, {term: documents}, per field its documents'
        lengths as bytes)."""
        self._close_chat()
        packed = [{term: pack(pairs) for term, pairs in self.postings[f].items()} for f in FIELDS]
        return packed, self.df, {f: self.lengths[f].tobytes() for f in FIELDS}


def _count_into(field: dict[str, list[int]], lengths: array, text: str, row: int) -> dict[str, int]:
    """Add a text's terms to a field's postings as (row, count) pairs and its length to
    the field's lengths; returns the counts."""
    counts = term_counts(text)
    lengths.append(sum(counts.values()))
    for term, tf in counts.items():
        field.setdefault(term, []).extend((row, tf))
    return counts


# Threads per worker process reading a task's files ahead of its tokenising: a cold disk
# answers each small read in ~0.2-0.4 ms, and at 1M chunks (2M files, not cached) the
# workers, reading one file at a time, spent half their time waiting for it.
READER_THREADS = 4
_READERS = None


def _reader_pool(threads: int):
    # One per process, made by the process that uses it: threads do not survive a fork.
    global _READERS
    if _READERS is None or _READERS[0] != os.getpid():
        from concurrent.futures import ThreadPoolExecutor

        _READERS = (os.getpid(), ThreadPoolExecutor(threads, thread_name_prefix="kbsearch-read"))
    return _READERS[1]


def _read_pair(pair: tuple[str, str | None]) -> tuple[tuple[str, str], tuple[str, str] | None]:
    """read_text of a chunk's condensed file, and of its raw file when that is a regular
    file and not a symlink (None otherwise: the caller checks where a symlink leads
    before reading it). The condensed file's place was checked when the CSVs were loaded."""
    from ..archive.chatfiles import read_text

    cond_path, raw_path = pair
    raw = None
    if raw_path is not None:
        try:
            if stat.S_ISREG(os.lstat(raw_path).st_mode):
                raw = read_text(raw_path)
        except OSError:
            pass
    return read_text(cond_path), raw


def in_parallel(tasks, root: str, workers: int):
    """(chats, index_task result) for each of `tasks` in the order given, computed by
    `workers` processes. Tasks are submitted a few at a time, so results never pile up."""
    import multiprocessing
    from collections import deque
    from concurrent.futures import ProcessPoolExecutor

    # fork on Linux: spawn and forkserver re-run the caller's main script in each worker,
    # which breaks any script that calls kbsearch without an `if __name__ == "__main__"`
    # guard. The workers only read files; what they use is imported before forking, so
    # no import lock held by another thread (the MCP server's) is inherited. Elsewhere
    # (macOS, Windows) fork is unsafe or missing: spawn.
    from ..archive import chatfiles
    from ..interrupt import ignore_interrupts

    chatfiles.load_yaml("a: 1")  # imports the YAML parser
    from ..archive import yaml_strings  # noqa: F401
    try:
        from . import term_bags  # noqa: F401  numpy: imported once, its pages shared with the workers
    except ImportError:
        pass
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    # Workers ignore Ctrl-C: this process stops them (no traceback from each worker).
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=ignore_interrupts)
    # Forked workers share the parent's pages until something writes to them, and a
    # garbage collection in a worker writes to every object it visits: objects frozen
    # before the fork are never visited (at 1M chunks the loaded archive is ~0.6 GiB, which
    # each worker would otherwise copy). With fork, the first submit starts every worker.
    gc.freeze()
    try:
        pending: deque = deque()
        for batch, task in tasks:
            pending.append((batch, pool.submit(index_task, root, task, READER_THREADS)))
            gc.unfreeze()
            if len(pending) >= workers * TASKS_PER_WORKER:
                done, future = pending.popleft()
                yield done, future.result()
        while pending:
            done, future = pending.popleft()
            yield done, future.result()
    finally:
        gc.unfreeze()
        pool.shutdown(wait=True, cancel_futures=True)
