"""The ``rulesref`` command line: the only place that imports click, prints or exits.

Exit codes: 0 success; 1 a rule is broken or a check failed; 2 bad input or usage;
3 a check was inconclusive.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import click

from rulesref.errors import RulesError

EXIT_OK, EXIT_BROKEN, EXIT_BAD_INPUT, EXIT_INCONCLUSIVE = 0, 1, 2, 3


class BadInput(click.ClickException):
    """Bad input: an unknown name, a malformed file, a value out of range (exit 2)."""

    exit_code = EXIT_BAD_INPUT

    def show(self, file: Any = None) -> None:
        """Print the one-line message unless it is empty (already printed)."""
        if self.message:
            super().show(file)


class RuleBroken(click.ClickException):
    """A rule is broken or a check failed (exit 1); the details were already printed."""

    exit_code = EXIT_BROKEN

    def show(self, file: Any = None) -> None:
        """Print the one-line message unless it is empty."""
        if self.message:
            super().show(file)


class Inconclusive(RuleBroken):
    """A check could not decide (exit 3)."""

    exit_code = EXIT_INCONCLUSIVE


def _json_requested() -> bool:
    return "--json" in sys.argv[1:]


@contextmanager
def domain_errors(as_json: bool) -> Iterator[None]:
    """Turn a rulesref error into exit 2 with a one-line message, and with ``--json`` also a
    JSON object on standard output (for commands that can run outside the main group)."""
    try:
        yield
    except RulesError as exc:
        if as_json:
            import json

            click.echo(json.dumps({"error": str(exc), "exit_code": EXIT_BAD_INPUT}))
        raise BadInput(str(exc)) from None


#: Every command, as ``name: "module:attribute"``; modules import only when a command runs,
#: so a lookup does not pay for the other commands' imports.
COMMANDS: dict[str, str] = {
    "tn": "rulesref.cli.lookups:tn_command",
    "cost": "rulesref.cli.lookups:cost_command",
    "unit": "rulesref.cli.lookups:unit_command",
    "keyword": "rulesref.cli.lookups:keyword_command",
    "validate": "rulesref.cli.army:validate_command",
    "roster": "rulesref.cli.army:roster_command",
    "schema": "rulesref.cli.army:schema_command",
    "verify": "rulesref.cli.verify:verify_command",
    "lint": "rulesref.cli.lint:lint_command",
    "odds": "rulesref.cli.odds:odds_command",
    "livestock": "rulesref.cli.livestock:livestock_group",
    "hoarde": "rulesref.cli.hoarde:hoarde_group",
    "hogs": "rulesref.cli.hogs:hogs_group",
}


class RulesrefGroup(click.Group):
    """A group whose rulesref errors become one-line messages with the right exit code; the
    main group also loads its commands lazily (``lazy_commands``)."""

    def __init__(self, *args: Any, lazy_commands: dict[str, str] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy_commands = lazy_commands or {}

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every command name, sorted."""
        return sorted({*super().list_commands(ctx), *self.lazy_commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """The command, importing its module on first use."""
        if cmd_name in self.lazy_commands and cmd_name not in self.commands:
            import importlib

            module, attribute = self.lazy_commands[cmd_name].split(":")
            command = getattr(importlib.import_module(module), attribute)
            self.add_command(command, cmd_name)
        return super().get_command(ctx, cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command, mapping domain errors to :class:`BadInput`."""
        with domain_errors(_json_requested()):
            return super().invoke(ctx)


def emit(as_json: bool, data: dict[str, Any], text: Callable[[], str]) -> None:
    """Print ``data`` as JSON, or the human text."""
    import json

    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        click.echo(text())


json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")


@click.group(cls=RulesrefGroup, lazy_commands=COMMANDS,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="rulesref", prog_name="rulesref")
def cli() -> None:
    """Look up, validate and verify tabletop rules (Hobgoblin and more)."""


def main() -> None:
    """Console entry point: never lets a traceback reach the user."""
    try:
        cli.main(prog_name="rulesref")
    except SystemExit:
        raise
    except KeyboardInterrupt:
        click.echo("rulesref: interrupted", err=True)
        sys.exit(130)
    except Exception as exc:
        click.echo(f"rulesref: internal error: {type(exc).__name__}: {exc} "
                   "(please report this)", err=True)
        sys.exit(EXIT_BROKEN)
