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


#: The commands that belong to no ruleset, as ``name: "module:attribute"``; modules import only
#: when a command runs, so a lookup does not pay for the other commands' imports. Every
#: installed ruleset adds its command group under its name (and its aliases), and the default
#: ruleset's commands are also top-level shortcuts (see :mod:`rulesref.core.registry`).
COMMANDS: dict[str, str] = {
    "verify": "rulesref.cli.verify:verify_command",
    "search": "rulesref.cli.search:search_command",
    "mcp": "rulesref.cli.mcp:mcp_command",
}


class RulesrefGroup(click.Group):
    """A group whose rulesref errors become one-line messages with the right exit code; it may
    also load commands lazily (``lazy_commands``: name to ``"module:attribute"``)."""

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
            from rulesref.core.registry import resolve

            self.add_command(resolve(self.lazy_commands[cmd_name]), cmd_name)
        return super().get_command(ctx, cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command, mapping domain errors to :class:`BadInput`."""
        with domain_errors(_json_requested()):
            return super().invoke(ctx)


class MainGroup(RulesrefGroup):
    """The ``rulesref`` group: its own commands, a group per installed ruleset (found by name
    or alias in any spelling), and the default ruleset's commands as shortcuts."""

    def _rulesets(self) -> tuple[Any, ...]:
        from rulesref.core.registry import rulesets

        with domain_errors(_json_requested()):
            return rulesets()

    def _shortcuts(self, ctx: click.Context) -> click.Group | None:
        default = next((r for r in self._rulesets() if r.shortcuts), None)
        group = default.load_commands() if default is not None else None
        return group if isinstance(group, click.Group) else None

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Our commands, one group per ruleset, and the default ruleset's shortcuts."""
        shortcuts = self._shortcuts(ctx)
        return sorted({*super().list_commands(ctx), *(r.name for r in self._rulesets()
                                                       if r.commands),
                       *(shortcuts.list_commands(ctx) if shortcuts else ())})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """Our command, else a ruleset's group (any spelling of its name), else a shortcut."""
        if cmd_name in self.lazy_commands or cmd_name in self.commands:
            return super().get_command(ctx, cmd_name)
        ruleset = next((r for r in self._rulesets() if r.commands and r.matches(cmd_name)),
                       None)
        if ruleset is not None:
            group = ruleset.load_commands()
            return group if isinstance(group, click.Command) else None
        shortcuts = self._shortcuts(ctx)
        return shortcuts.get_command(ctx, cmd_name) if shortcuts else None

    def resolve_command(self, ctx: click.Context, args: list[str]
                        ) -> tuple[str | None, click.Command | None, list[str]]:
        """As click's, with a did-you-mean among every command and ruleset name."""
        name = args[0] if args else ""
        if args and self.get_command(ctx, name) is None and not name.startswith("-"):
            from rulesref.core.names import suggest

            choices = [*self.list_commands(ctx),
                       *(a for r in self._rulesets() for a in r.aliases)]
            hint = suggest(name, choices)
            ctx.fail(f"No such command {name!r}."
                     + (f" Did you mean {' or '.join(repr(h) for h in hint)}?" if hint else ""))
        return super().resolve_command(ctx, args)


def emit(as_json: bool, data: dict[str, Any], text: Callable[[], str]) -> None:
    """Print ``data`` as JSON, or the human text."""
    import json

    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        click.echo(text())


json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")


@click.group(cls=MainGroup, lazy_commands=COMMANDS,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="rulesref", prog_name="rulesref")
def cli() -> None:
    """Look up, validate and verify tabletop rules.

    Each installed ruleset has a command group under its name; the default ruleset's commands
    also work without it.
    """


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
