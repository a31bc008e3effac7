"""The ``rulesref`` command line: the only place that imports click, prints or exits.

Exit codes: 0 success; 1 a rule is broken or a check failed; 2 bad input or usage;
3 a check was inconclusive (and, as a last resort, an internal error).

Every command is a :class:`RulesrefCommand` (groups a :class:`RulesrefGroup`): a rulesref
error or a usage error becomes exit 2 with one line on standard error, and with ``--json``
also one JSON object on standard output. Whether JSON was asked for comes from the
command's parsed parameters (its context), never from ``sys.argv``. Text that came from the
input (names, keys, file names) is printed through :func:`shown`, so it cannot move the
cursor, retitle the terminal or forge a line of output.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import click

from rulesref.core.jsontext import dumps as dumps  # re-exported: the commands use it
from rulesref.core.jsontext import error_details as error_details
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.core.commands import Answer

EXIT_OK, EXIT_BROKEN, EXIT_BAD_INPUT, EXIT_INCONCLUSIVE = 0, 1, 2, 3

#: Longest error line printed; the JSON object keeps the whole message.
MAX_MESSAGE = 2000


# --------------------------------------------------------------------------- safe text


def shown(text: str, limit: int | None = None) -> str:
    """``text`` with every non-printable character escaped as ``repr`` would (``\\x1b``,
    ``\\n``, ``\\u202e``, a lone surrogate as ``\\udc80``), and cut to ``limit`` characters.

    Use it on every piece of input echoed to the terminal: escaped, a name cannot clear the
    screen, set the terminal title or start a new line that looks like rulesref's own.
    """
    if not text.isprintable():
        text = "".join(ch if ch.isprintable() else _escape(ch) for ch in text)
    if limit is not None and len(text) > limit:
        text = f"{text[:limit]}... ({len(text) - limit} more characters)"
    return text


_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(ch: str) -> str:
    code = ord(ch)
    if ch in _NAMED:
        return _NAMED[ch]
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def echo_text(text: str, err: bool = False) -> None:
    """Print lines of human text, each passed through :func:`shown`."""
    click.echo("\n".join(shown(line) for line in text.split("\n")), err=err)


def answer(found: Answer, as_json: bool, text: Callable[[], str]) -> None:
    """Print a command function's answer (its JSON, or the human text), then end with the
    exit code its verdict names (see :func:`exit_by`)."""
    emit(as_json, found.to_json(), text)
    exit_by(found.verdict)


def exit_by(verdict: int) -> None:
    """End the command with the exit code an answer's verdict names, unless it is 0: the
    one place a verdict becomes an exit code."""
    if verdict:
        click.get_current_context().exit(int(verdict))


def emit(as_json: bool, data: Any, text: Callable[[], str]) -> None:
    """Print ``data`` as JSON, or the human text (each line through :func:`shown`)."""
    if as_json:
        click.echo(dumps(data))
    else:
        echo_text(text())


# --------------------------------------------------------------------------- exit codes


def _json_in_context(ctx: click.Context | None) -> bool:
    """Whether the innermost command of ``ctx`` that has a ``--json`` flag was given it."""
    while ctx is not None:
        if "as_json" in ctx.params:
            return bool(ctx.params["as_json"])
        ctx = ctx.parent
    return False


class BadInput(click.ClickException):
    """Bad input: an unknown name, a malformed file, a value out of range (exit 2).

    :param as_json: also print the error as a JSON object on standard output; by default,
        whether the running command was given ``--json``.
    :param details: extra fields for that JSON object.
    """

    exit_code = EXIT_BAD_INPUT

    def __init__(self, message: str, *, as_json: bool | None = None,
                 details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        if as_json is None:
            as_json = _json_in_context(click.get_current_context(silent=True))
        self.as_json = as_json
        self.details = details or {}

    def show(self, file: Any = None) -> None:
        """Print the one-line message (and the JSON object) unless it is empty (the command
        already printed every cause)."""
        if not self.message:
            return
        if self.as_json:
            click.echo(dumps({"error": self.message, "exit_code": self.exit_code,
                              **self.details}, indent=None))
        click.echo(f"Error: {shown(self.message, MAX_MESSAGE)}", file=file, err=file is None)


class JsonUsageError(BadInput):
    """A usage error of a command given ``--json``: one JSON object on standard output and
    one line on standard error, instead of click's usage text."""

    def __init__(self, error: click.UsageError) -> None:
        usage = error.ctx.get_usage() if error.ctx is not None else None
        super().__init__(error.format_message(), as_json=True,
                         details={"usage": usage} if usage else {})


@contextmanager
def domain_errors(as_json: bool) -> Iterator[None]:
    """Turn a rulesref error into :class:`BadInput` (exit 2, with a JSON object when
    ``as_json``); every command already does this, so it is only needed where a command
    wants the error raised at a particular point."""
    try:
        yield
    except RulesError as exc:
        raise BadInput(str(exc), as_json=as_json, details=error_details(exc)) from None


#: The commands that belong to no ruleset, as ``name: "module:attribute"``; modules import only
#: when a command runs, so a lookup does not pay for the other commands' imports. Every
#: installed ruleset adds its command group under its name (and its aliases), and the default
#: ruleset's commands are also top-level shortcuts (see :mod:`rulesref.core.registry`).
COMMANDS: dict[str, str] = {
    "verify": "rulesref.cli.verify:verify_command",
    "search": "rulesref.cli.search:search_command",
    "show": "rulesref.cli.show:show_command",
    "mcp": "rulesref.cli.mcp:mcp_command",
    "lint": "rulesref.cli.lint:lint_command",
}


def _declares_json(command: click.Command) -> bool:
    return any("--json" in getattr(p, "opts", ()) for p in command.params)


def _before_dashes(tokens: list[str]) -> list[str]:
    return tokens[: tokens.index("--")] if "--" in tokens else tokens


def _usage_wants_json(error: click.UsageError, tokens: list[str]) -> bool:
    """For a usage error: the parsed ``--json`` flag if click got that far, else whether
    ``--json`` is among the command's tokens before ``--``."""
    if error.ctx is not None and "as_json" in error.ctx.params:
        return bool(error.ctx.params["as_json"])
    return "--json" in _before_dashes(tokens)


#: Where a command's context keeps the tokens it was given (for a group's usage errors).
_TOKENS = "_rulesref_tokens"


def _escaped(error: click.UsageError) -> click.UsageError:
    """``error`` with the input its message quotes escaped (click's own messages echo
    arguments raw: ``Got unexpected extra argument (...)``)."""
    # click types ``message`` as Final from 8.5 on; it is a plain instance attribute still,
    # so the escaped text replaces it in the instance's own namespace
    vars(error)["message"] = shown(error.message, MAX_MESSAGE)
    return error


def _show_help(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        click.echo(ctx.get_help(), color=ctx.color)
        ctx.exit()


def _show_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        import importlib.metadata

        click.echo(f"rulesref, version {importlib.metadata.version('rulesref')}",
                   color=ctx.color)
        ctx.exit()


#: The help and version options' texts, given here rather than taken from click: click
#: translates its own with gettext, and the first translation searches the locale folders
#: (about 1.5 ms of every start, for texts rulesref does not translate).
HELP_TEXT = "Show this message and exit."
VERSION_TEXT = "Show the version and exit."


class RulesrefCommand(click.Command):
    """A command whose errors keep the exit codes and answer in JSON when asked."""

    _rulesref_help: tuple[tuple[str, ...], click.Option] | None = None

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        """click's help option, with its text given (see :data:`HELP_TEXT`); made once per
        command, as click's is (click orders the eager callbacks by the option object)."""
        names = self.get_help_option_names(ctx)
        if not names or not self.add_help_option:
            return None
        made = self._rulesref_help
        if made is None or made[0] != tuple(names):
            # stored under a name of its own, so an argument called "help" cannot clash
            option = click.Option([*names, "_rulesref_help_flag"], is_flag=True,
                                  expose_value=False, is_eager=True, help=HELP_TEXT,
                                  callback=_show_help)
            made = (tuple(names), option)
            self._rulesref_help = made
        return made[1]

    def make_context(self, info_name: str | None, args: list[str],
                     parent: click.Context | None = None, **extra: Any) -> click.Context:
        """Parse the arguments; a usage error of a ``--json`` run becomes JSON (for a group,
        ``--json`` among the tokens it was given, which its command would have parsed), and
        any other has the input it quotes escaped."""
        tokens = list(args)
        try:
            ctx = super().make_context(info_name, args, parent, **extra)
        except click.UsageError as exc:
            if ((_declares_json(self) or isinstance(self, click.Group))
                    and _usage_wants_json(exc, tokens)):
                raise JsonUsageError(exc) from None
            raise _escaped(exc) from None
        setattr(ctx, _TOKENS, tokens)
        return ctx

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command, mapping rulesref errors to :class:`BadInput` (and a usage error
        the command raises itself, or a group's unknown command, to JSON when ``--json``
        was given)."""
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            if exc.ctx in (None, ctx) and (_json_in_context(ctx) or (
                    isinstance(self, click.Group)
                    and "--json" in _before_dashes(getattr(ctx, _TOKENS, [])))):
                exc.ctx = exc.ctx or ctx
                raise JsonUsageError(exc) from None
            raise _escaped(exc) from None
        except RulesError as exc:
            raise BadInput(str(exc), as_json=_json_in_context(ctx),
                           details=error_details(exc)) from None


class RulesrefGroup(RulesrefCommand, click.Group):
    """A group of :class:`RulesrefCommand` s; the main group also loads its commands
    lazily (``lazy_commands``)."""

    command_class = RulesrefCommand
    group_class = type  # subgroups are RulesrefGroups too

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


class MainGroup(RulesrefGroup):
    """The ``rulesref`` group: its own commands, a group per installed ruleset (found by name
    or alias in any spelling), and the default ruleset's commands as shortcuts."""

    def _rulesets(self) -> tuple[Any, ...]:
        from rulesref.core.registry import rulesets

        with domain_errors(False):
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


json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")


@click.group(cls=MainGroup, lazy_commands=COMMANDS,
             context_settings={"help_option_names": ["-h", "--help"]})
# rather than click.version_option, which looks up its help text with gettext even when it
# is given (see HELP_TEXT)
@click.option("--version", is_flag=True, expose_value=False, is_eager=True,
              help=VERSION_TEXT, callback=_show_version)
def cli() -> None:
    """Look up, validate and verify tabletop rules.

    Each installed ruleset has a command group under its name; the default ruleset's commands
    also work without it.
    """


def main() -> None:
    """Console entry point: never lets a traceback reach the user.

    ``internal error`` is the last resort for a bug; no input is meant to reach it (the
    bad-input corpus and the fuzz tests check that). It exits 3, inconclusive: a crash
    decided nothing, so it must not pass for a broken rule (1) or a bad file (2).
    """
    try:
        cli.main(prog_name="rulesref")
    except SystemExit:
        raise
    except KeyboardInterrupt:
        click.echo("rulesref: interrupted", err=True)
        sys.exit(130)
    except Exception as exc:
        click.echo(f"rulesref: internal error: {type(exc).__name__}: "
                   f"{shown(str(exc), MAX_MESSAGE)} (please report this)", err=True)
        sys.exit(EXIT_INCONCLUSIVE)
