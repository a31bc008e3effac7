"""Contracts every command keeps: ``--json``, help text, no traceback on bad input."""

from __future__ import annotations

from collections.abc import Iterator

import click
import pytest
from click.testing import CliRunner

from rulesref.cli import cli


def _leaves(group: click.Group, ctx: click.Context, prefix: tuple[str, ...] = ()
            ) -> Iterator[tuple[tuple[str, ...], click.Command]]:
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None
        if isinstance(command, click.Group):
            yield from _leaves(command, ctx, (*prefix, name))
        if not isinstance(command, click.Group) or command.invoke_without_command:
            yield (*prefix, name), command


LEAVES = list(_leaves(cli, click.Context(cli)))


def test_there_are_commands() -> None:
    assert len(LEAVES) >= 20


@pytest.mark.parametrize(("path", "command"), LEAVES, ids=[" ".join(p) for p, _ in LEAVES])
def test_every_command_takes_json_and_has_help(path: tuple[str, ...],
                                              command: click.Command) -> None:
    options = {o for p in command.params for o in getattr(p, "opts", [])}
    assert "--json" in options, f"rulesref {' '.join(path)} has no --json"
    assert command.get_short_help_str(), f"rulesref {' '.join(path)} has no short help"


@pytest.mark.parametrize(("path", "command"), LEAVES, ids=[" ".join(p) for p, _ in LEAVES])
def test_nonsense_arguments_never_give_a_traceback(runner: CliRunner, path: tuple[str, ...],
                                                   command: click.Command) -> None:
    result = runner.invoke(cli, [*path, "--no-such-option"])
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert not isinstance(result.exception, Exception) or isinstance(result.exception,
                                                                     SystemExit)
