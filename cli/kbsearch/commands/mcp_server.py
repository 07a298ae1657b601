"""`kbsearch mcp`: the archive tools (mcp_tools.py) served over stdio with the official
MCP Python SDK (`pip install 'kbsearch[mcp]'`, mcp 2.x).

Only the `mcp` command imports this module, so the SDK (and pydantic, starlette…) never
slows the lexical command line. While serving, the SDK points file descriptor 1 at
stderr, so nothing but protocol messages can reach stdout.
"""

# No `from __future__ import annotations`: the SDK reads the tools' annotations at
# runtime to build their JSON schemas.

import logging
import sys
import threading
from pathlib import Path
from typing import Annotated, Any, Callable, Literal, Optional, Union

import anyio
import anyio.from_thread
import anyio.lowlevel
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field, ValidationError

from ..errors import KbsearchError
from ..version import __version__
from .mcp_tools import ArchiveTools, DamagedIndexRemoved
from .mcp_wire import checked_stdio

logger = logging.getLogger("kbsearch.mcp")
# Calls running at once; past this they wait their turn (each holds a thread and an open
# Searcher, and a client should not be able to spawn threads without end).
CALLS_AT_ONCE = 16

INSTRUCTIONS = """\
Offline search over the user's archive of AI conversations (ChatGPT, Claude, Gemini).
Start with search_knowledge_base: it finds chats by topic, title and content and says why
each one matched, or, for a question, answers it with numbered citations. Read a chat with
get_chat before quoting it. Sizes are given in tokens so you can budget what you read."""

Query = Annotated[str, Field(description="What to look for, in the user's words: keywords, or a whole question. "
                                         "Time phrases ('in October', 'last week', '2024') become date filters.")]
UseSynonyms = Annotated[bool, Field(description="Also match the synonyms in the user's synonym table "
                                                "(e.g. 'Chatty' finds ChatGPT). Turn off to match the words exactly.")]
MaxResults = Annotated[int, Field(ge=1, le=100, description="Most chats (or chunks) to return; in answer mode, "
                                                            "most sources to cite.")]


async def _run(call: Callable[[], dict], calls: anyio.CapacityLimiter) -> dict:
    """A call in a thread of its own, so one stuck on a slow file does not hold up the
    calls after it (the SDK would run it on the worker threads that also carry stdin
    and stdout). A failure the core foresaw becomes a tool error with its one-line
    message, for the assistant to read and correct."""
    try:
        async with calls:
            try:
                return await in_daemon_thread(call)
            except DamagedIndexRemoved:  # said on stderr by ArchiveTools
                return await in_daemon_thread(call)  # on the index rebuilt from the CSVs
    except KbsearchError as exc:
        raise ToolError(str(exc)) from None


async def in_daemon_thread(call: Callable[[], Any]) -> Any:
    """call() on a daemon thread: one stuck for good does not keep the process alive after
    the client has gone."""
    token = anyio.lowlevel.current_token()
    done = anyio.Event()
    outcome: dict[str, Any] = {}

    def work() -> None:
        try:
            outcome["value"] = call()
        except BaseException as exc:  # handed to the awaiting task, which raises it
            outcome["error"] = exc
        try:
            anyio.from_thread.run_sync(done.set, token=token)
        except anyio.RunFinishedError:
            pass  # the server stopped while this call ran: nobody waits for it

    threading.Thread(target=work, name="kbsearch-call", daemon=True).start()
    await done.wait()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


class KbsearchServer(MCPServer):
    """The SDK's server, with every failed tool call said in one line: arguments that do
    not fit the schema (the SDK's text is pydantic's, over several lines) and a fault of
    kbsearch's own (the SDK says only "Error executing tool …"), as the CLI says it."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context=None):
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause = _root_cause(exc)
            if isinstance(cause, ValidationError):
                raise ToolError(f"Error executing tool {name}: invalid arguments: {_argument_problems(cause)}") \
                    from cause
            if cause is not exc and not isinstance(cause, ToolError):
                logger.debug("tool %s failed", name, exc_info=cause)
                raise ToolError(f"Error executing tool {name}: {internal_error(cause)}") from cause
            raise


def _root_cause(exc: BaseException) -> BaseException:
    while isinstance(exc, ToolError) and exc.__cause__ is not None:
        exc = exc.__cause__
    return exc


def _argument_problems(exc: ValidationError) -> str:
    problems = []
    for error in exc.errors(include_url=False):
        where = ".".join(str(part) for part in error["loc"]) or "arguments"
        given = error.get("input")
        shown = f" (got {given!r:.60})" if isinstance(given, (int, float, str)) and error["type"] != "missing" else ""
        problems.append(f"{where}: {error['msg']}{shown}")
    return "; ".join(problems)


def internal_error(exc: BaseException) -> str:
    """What the CLI prints for a fault of its own: `internal error: Type: message`, one line."""
    text = " ".join(str(exc).split())[:300]
    return f"internal error: {type(exc).__name__}: {text}"


def build_server(tools: ArchiveTools, log_level: str = "WARNING") -> MCPServer:
    server = KbsearchServer("kbsearch", version=__version__, instructions=INSTRUCTIONS, log_level=log_level)
    calls = anyio.CapacityLimiter(CALLS_AT_ONCE)

    @server.tool(annotations=ToolAnnotations(title="Search the chat archive", read_only_hint=False,
                                             destructive_hint=False, open_world_hint=False))
    async def search_knowledge_base(
        query: Query,
        mode: Annotated[Literal["auto", "search", "answer"], Field(
            description="search: ranked chats; answer: a short answer with numbered citations and its sources; "
                        "auto: answer for a question ('why…', '…?'), search otherwise.")] = "auto",
        use_synonyms: UseSynonyms = True,
        max_results: MaxResults = 10,
        granularity: Annotated[Literal["chat", "chunk"], Field(
            description="One result per chat, or per chunk (a part of ~50 messages) of a chat.")] = "chat",
        max_tokens: Annotated[Optional[int], Field(
            ge=1, description="Keep results while their total tokens fit this budget (search mode).")] = None,
        output_file: Annotated[Union[bool, str], Field(
            description="true: also write the markdown to outputs/search_… or outputs/answer_….md; a file name: "
                        "write it there, inside the outputs folder. Existing files are never replaced.")] = False,
        retrieve_artifacts: Annotated[bool, Field(
            description="Also copy the found (or cited) chats' files into a retrieval folder with a manifest; "
                        "`what` picks which files.")] = False,
        retrieval_dir: Annotated[Optional[str], Field(
            description="Folder for retrieve_artifacts, inside the outputs folder (a relative name is taken "
                        "there). Default: outputs/retrieval_YYYYMMDD_HHMMSS. Giving it implies "
                        "retrieve_artifacts.")] = None,
        what: Annotated[Literal["condensed", "raw", "both", "artifacts"], Field(
            description="Files to retrieve: condensed summaries, raw chunks, both, or the code and documents "
                        "found in the chats, each as a file of its own.")] = "condensed",
    ) -> dict[str, Any]:
        """Search the user's archive of AI conversations, or answer a question from it.

        Search mode returns the ranked chats (chat_id, title, platform, date, size in bytes
        and tokens, the layer and terms that found each, a "why relevant" line with a
        snippet, file paths), the search path (which of the four layers answered: topics,
        topics with synonyms, content, content with synonyms), token totals and the same
        result as markdown; it is what `kbsearch search -f json` prints. Answer mode returns
        the answer in a few words first (`short`, with `short_items` each citing its
        sources), a summary, numbered details citing sources [n], caveats, the sources with their
        tokens and a running total, and the markdown. Optionally writes the markdown to a
        file and copies the chats' files out (both only inside the outputs folder)."""
        return await _run(lambda: tools.search_knowledge_base(
            query, mode, use_synonyms, max_results, granularity, max_tokens, output_file,
            retrieve_artifacts, retrieval_dir, what), calls)

    @server.tool(annotations=ToolAnnotations(title="Search chat contents", read_only_hint=True,
                                             open_world_hint=False))
    async def grep_search(
        query: Query,
        use_synonyms: UseSynonyms = True,
        max_results: MaxResults = 10,
        return_format: Annotated[Literal["condensed", "full"], Field(
            description="condensed: per chat the essentials (chat_id, title, date, tokens, why, snippet, path); "
                        "full: every field search_knowledge_base gives.")] = "condensed",
    ) -> dict[str, Any]:
        """Search the text of the chats only (the condensed summaries and raw messages:
        layers 3 and 4 of the cascade), skipping the topic index. Use it when
        search_knowledge_base finds chats by topic but not the passage you need, or for an
        exact phrase, name or error message."""
        return await _run(lambda: tools.grep_search(query, use_synonyms, max_results, return_format), calls)

    @server.tool(annotations=ToolAnnotations(title="Read one chat", read_only_hint=True, open_world_hint=False))
    async def get_chat(
        chat_id: Annotated[str, Field(description="The chat's id, as search results give it (8 hex characters).")],
        chunk: Annotated[Optional[int], Field(
            ge=1, description="Only this chunk of the chat (see matching_chunks in search results).")] = None,
        raw: Annotated[bool, Field(
            description="The raw messages instead of the condensed summary (several times larger).")] = False,
    ) -> dict[str, Any]:
        """The text of one chat (its condensed summary, or the raw messages), with its size
        in bytes and tokens: read a chat before you cite or quote it."""
        return await _run(lambda: tools.get_chat(chat_id, chunk, raw), calls)

    @server.tool(annotations=ToolAnnotations(title="Archive statistics", read_only_hint=True,
                                             open_world_hint=False))
    async def get_search_stats() -> dict[str, Any]:
        """What the archive holds: chats, chunks, messages, topics, sizes in bytes and tokens,
        platforms, signals (decisions, discoveries…), first and last dates, index files and
        rows that had to be skipped (what `kbsearch stats` reports)."""
        return await _run(tools.get_search_stats, calls)

    return server


def serve(index_dir: Optional[Path], synonyms: Optional[Path], debug: bool, notify: Callable[[str], None]) -> None:
    tools = ArchiveTools(index_dir, synonyms, notify)
    server = build_server(tools, "DEBUG" if debug else "WARNING")
    notify(f"serving {tools.describe()} over MCP on stdio" +
           (" (waiting for a client on stdin; Ctrl-C stops)" if sys.stdin.isatty() else ""))
    # Opening the archive (and loading the rerank model) runs beside the handshake: the
    # client connects at once, and the first call waits for it, not for a timeout.
    threading.Thread(target=tools.warm, name="kbsearch-warm", daemon=True).start()
    anyio.run(_serve_stdio, server)


async def _serve_stdio(server: MCPServer) -> None:
    """What server.run("stdio") does, reading stdin through mcp_wire's checks."""
    lowlevel = server._lowlevel_server  # the SDK opens its stdio transport only inside run()
    async with checked_stdio() as (read_stream, write_stream):
        await lowlevel.run(read_stream, write_stream, lowlevel.create_initialization_options())
