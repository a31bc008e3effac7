"""The ``mcp`` command: serve the rules model to AI assistants over MCP (stdio)."""

from __future__ import annotations

import click

from rulesref.cli import EXIT_BAD_INPUT, BadInput, RulesrefCommand


@click.command("mcp", cls=RulesrefCommand,
               short_help="Serve the rules model to AI assistants (MCP over stdio).")
@click.option("--maintainer", is_flag=True,
              help="Also offer the maintainer's tools: verify, lint, schema and the "
                   "games' proofs.")
@click.option("--book", "books", multiple=True, metavar="GAME=PATH",
              help="Your own copy of a game's book (PDF, text or Markdown; repeatable): the "
                   "show tool quotes each rule's passage from it. Nothing of it is kept.")
@click.option("--json", "as_json", is_flag=True,
              help="Print a failure to start as a JSON object (the server itself always "
                   "speaks JSON-RPC).")
def mcp_command(maintainer: bool, books: tuple[str, ...], as_json: bool) -> None:
    """Start a Model Context Protocol server on standard input and output.

    Each game's commands are tools named by game (``rulesref GAME range`` is
    ``GAME_range``; ``search`` is ``search``), returning the same JSON as
    ``--json``, with citations; the glossaries and the army file schema are resources. The
    checks of the books themselves (verify, lint, schema) come only with --maintainer.
    Register it with an MCP client as the command ``rulesref mcp``. Needs the optional MCP
    SDK: pip install "rulesref[mcp]".
    """
    from rulesref.mcp import INSTALL_HINT

    try:
        import mcp.server  # noqa: F401
    except ImportError:
        message = f"rulesref mcp needs the MCP SDK: {INSTALL_HINT}"
        if as_json:
            import json

            click.echo(json.dumps({"error": message, "exit_code": EXIT_BAD_INPUT}))
        raise BadInput(message) from None
    from rulesref.lint.passages import read_books
    from rulesref.mcp.server import serve

    serve(maintainer, read_books(books))
