"""The faces of kbsearch: the Typer command line (app.py registers the commands, one
module per family holds them) and the MCP server with its tools.

Options in, a core call, a renderer out: no search, ranking or answer logic here. Each
command imports its core when it runs, so `kbsearch --help` stays cheap. The top layer:
may use every part below it; nothing below imports from here. Typer and Rich are used only
here and in render/."""
