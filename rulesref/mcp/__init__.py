"""``rulesref mcp``: the rules model as a Model Context Protocol server.

Assistants that speak MCP (Claude Desktop, Claude Code and others) call rulesref's commands
as tools and get the same JSON as ``--json``, citations included. The tools are generated
from the command specs (:mod:`rulesref.mcp.tools`), call the command functions directly
(:mod:`rulesref.mcp.invoke`) and are served over stdio with the official MCP SDK
(:mod:`rulesref.mcp.server`), an optional extra: ``pip install "rulesref[mcp]"``.
"""

INSTALL_HINT = 'pip install "rulesref[mcp]"'
"""How to install what the server needs."""
