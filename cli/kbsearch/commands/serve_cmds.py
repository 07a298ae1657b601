"""`kbsearch serve`: the archive over HTTP (JSON API, web page, MCP) for a browser, a
phone or an assistant that connects by URL. The server itself is in serve/, imported
only when this command runs."""

# No `from __future__ import annotations` here: Typer would then evaluate every parameter's
# annotation string when it builds the command (search: ~3.5 ms of each run).

from typing import Annotated, Optional

import typer

from ..errors import ExitStatus, KbsearchError
from .shared import DebugOpt, IndexDirOpt, SynonymsOpt, err, fail, load_extra


def serve_cmd(
    host: Annotated[str, typer.Option("--host", help="Address to listen on. Any other than 127.0.0.1 (e.g. 0.0.0.0 "
                                      "for the home network) needs the token.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="Port to listen on (0: any free one).")] = 8765,
    token: Annotated[Optional[str], typer.Option("--token", help="The token clients must send (at least 16 "
                                                 "characters). Default on a network address: one made on first "
                                                 "start and kept in the settings folder (serve-token, mode 0600).",
                                                 show_default=False)] = None,
    workers: Annotated[int, typer.Option("--workers", min=1, max=64, help="Processes answering requests, each "
                                         "with its own warm copy of the archive: one answers one search at a time, "
                                         "on one core; N answer N at once on N cores (each holds its own index "
                                         "and model in memory).")] = 1,
    index_dir: IndexDirOpt = None,
    synonyms: SynonymsOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Serve the archive over HTTP: a web page to search it from a browser or phone, a
    JSON API answering with what `-f json` prints, and the MCP tools over streamable HTTP
    at /mcp. Read-only. Needs `pip install 'kbsearch[serve]'`. Logs every request on
    stderr; Ctrl-C stops.

    Examples:

        kbsearch serve

        kbsearch serve --host 0.0.0.0 --port 8765

        curl -s 'http://127.0.0.1:8765/api/search?q=mcp+timeout&n=3' | jq -r '.results[].title'
    """
    from ..config import find_index_files, resolve_index_dir

    try:  # an archive that is not there stops the server before it listens
        find_index_files(resolve_index_dir(index_dir)[0])
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    def load():
        from .serve.run import serve

        return serve

    serve = load_extra("serve", "`kbsearch serve`", load)
    try:
        code = serve(index_dir, synonyms, host, port, token, notify=err, workers=workers)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    raise typer.Exit(code if code else ExitStatus.FOUND)
