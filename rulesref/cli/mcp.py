"""The ``mcp`` command: serve the rules model to AI assistants over MCP (stdio)."""

from __future__ import annotations

import click

from rulesref.cli import BadInput


@click.command("mcp", short_help="Serve the rules model to AI assistants (MCP over stdio).")
def mcp_command() -> None:
    """Start a Model Context Protocol server on standard input and output.

    Every rulesref command that prints JSON is a tool (``rulesref hogs range`` is
    ``hogs_range``) returning the same JSON as ``--json``, with citations; the glossaries and
    the army file schema are resources. Register it with an MCP client as the command
    ``rulesref mcp``. Needs the optional MCP SDK: pip install "rulesref[mcp]".
    """
    from rulesref.mcp import INSTALL_HINT

    try:
        import mcp.server  # noqa: F401
    except ImportError:
        raise BadInput(f"rulesref mcp needs the MCP SDK: {INSTALL_HINT}") from None
    from rulesref.mcp.server import serve

    serve()
