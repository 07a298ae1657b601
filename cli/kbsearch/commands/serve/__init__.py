"""`kbsearch serve`: the archive over HTTP, for a browser, a phone, a script or an
assistant that connects by URL. A JSON API that answers with what the CLI prints with
`-f json` (api.py), the web page shipped beside it (static/), the MCP tools of `kbsearch
mcp` over streamable HTTP, and what keeps strangers out (guard.py, token.py).

It lives under commands/ because it serves the same tools as `kbsearch mcp`
(commands/mcp_server.py). May use: commands/mcp_server and mcp_tools, render/, answer/,
ranking/ and everything below them, plus Starlette, uvicorn and the MCP SDK (the [serve]
extra). Never Typer or Rich (an import-linter contract): the Typer face is
commands/serve_cmds.py, which imports this package only when `kbsearch serve` runs.
"""
