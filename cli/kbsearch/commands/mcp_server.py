"""`kbsearch mcp`: the archive tools (mcp_tools.py) served over stdio with the official
MCP Python SDK (`pip install 'kbsearch[mcp]'`, mcp 2.x).

Only the `mcp` command imports this module, so the SDK (and pydantic, starlette…) never
slows the lexical command line. While serving, the SDK points file descriptor 1 at
stderr, so nothing but protocol messages can reach stdout.
"""

# No `from __future__ import annotations`: the SDK reads the tools' annotations at
# runtime to build their JSON schemas.

import sys
import threading
from pathlib import Path
from typing import Annotated, Any, Callable, Literal, Optional, Union

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field

from ..errors import KbsearchError
from ..version import __version__
from .mcp_tools import ArchiveTools

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


def _run(call: Callable[[], dict]) -> dict:
    """A failure the core foresaw becomes a tool error with its one-line message, for the
    assistant to read and correct; anything else the SDK reports as a failed call without
    stopping the server."""
    try:
        return call()
    except KbsearchError as exc:
        raise ToolError(str(exc)) from None


def build_server(tools: ArchiveTools, log_level: str = "WARNING") -> MCPServer:
    server = MCPServer("kbsearch", version=__version__, instructions=INSTRUCTIONS, log_level=log_level)

    @server.tool(annotations=ToolAnnotations(title="Search the chat archive", read_only_hint=False,
                                             destructive_hint=False, open_world_hint=False))
    def search_knowledge_base(
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
        a summary, numbered details citing sources [n], caveats, the sources with their
        tokens and a running total, and the markdown. Optionally writes the markdown to a
        file and copies the chats' files out (both only inside the outputs folder)."""
        return _run(lambda: tools.search_knowledge_base(
            query, mode, use_synonyms, max_results, granularity, max_tokens, output_file,
            retrieve_artifacts, retrieval_dir, what))

    @server.tool(annotations=ToolAnnotations(title="Search chat contents", read_only_hint=True,
                                             open_world_hint=False))
    def grep_search(
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
        return _run(lambda: tools.grep_search(query, use_synonyms, max_results, return_format))

    @server.tool(annotations=ToolAnnotations(title="Read one chat", read_only_hint=True, open_world_hint=False))
    def get_chat(
        chat_id: Annotated[str, Field(description="The chat's id, as search results give it (8 hex characters).")],
        chunk: Annotated[Optional[int], Field(
            ge=1, description="Only this chunk of the chat (see matching_chunks in search results).")] = None,
        raw: Annotated[bool, Field(
            description="The raw messages instead of the condensed summary (several times larger).")] = False,
    ) -> dict[str, Any]:
        """The text of one chat (its condensed summary, or the raw messages), with its size
        in bytes and tokens: read a chat before you cite or quote it."""
        return _run(lambda: tools.get_chat(chat_id, chunk, raw))

    @server.tool(annotations=ToolAnnotations(title="Archive statistics", read_only_hint=True,
                                             open_world_hint=False))
    def get_search_stats() -> dict[str, Any]:
        """What the archive holds: chats, chunks, messages, topics, sizes in bytes and tokens,
        platforms, signals (decisions, discoveries…), first and last dates, index files and
        rows that had to be skipped (what `kbsearch stats` reports)."""
        return _run(tools.get_search_stats)

    return server


def serve(index_dir: Optional[Path], synonyms: Optional[Path], debug: bool, notify: Callable[[str], None]) -> None:
    tools = ArchiveTools(index_dir, synonyms, notify)
    server = build_server(tools, "DEBUG" if debug else "WARNING")
    notify(f"serving {tools.describe()} over MCP on stdio" +
           (" (waiting for a client on stdin; Ctrl-C stops)" if sys.stdin.isatty() else ""))
    # Opening the archive (and loading the rerank model) runs beside the handshake: the
    # client connects at once, and the first call waits for the lock, not for a timeout.
    threading.Thread(target=tools.warm, name="kbsearch-warm", daemon=True).start()
    server.run("stdio")
