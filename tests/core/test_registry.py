"""The ruleset registry: every installed ruleset is found through its entry point, by its name
or any alias in any spelling, and the command line offers each one; nothing here names a game
(the registry is the only list of them)."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core import registry
from rulesref.errors import UnknownNameError

RULESETS = registry.rulesets()
IDS = [r.name for r in RULESETS]


def test_some_rulesets_are_installed_and_their_entry_points_agree() -> None:
    assert RULESETS
    assert [n for n, _ in registry.entry_points()] == sorted(IDS)
    assert len({r.name for r in RULESETS}) == len(RULESETS)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_found_by_name_and_alias_in_any_spelling(ruleset: registry.Ruleset) -> None:
    for spelling in (ruleset.name, ruleset.name.upper(), ruleset.name.replace("_", "-"),
                     ruleset.name.replace("_", " ").title(), *ruleset.aliases):
        assert registry.find_ruleset(spelling) is ruleset, spelling


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_the_descriptor_resolves(ruleset: registry.Ruleset) -> None:
    assert ruleset.load_loader().data_dir.is_dir()
    assert all(callable(c) and c.__name__.startswith("check_") for c in ruleset.load_checks())
    commands = ruleset.load_commands()
    assert commands is None or commands.name == ruleset.name


def test_a_misspelt_name_gets_did_you_mean() -> None:
    name = RULESETS[0].name
    with pytest.raises(UnknownNameError, match=f"did you mean '{name}'"):
        registry.find_ruleset(name[:-1] + "q")


def test_the_command_line_has_a_group_per_ruleset_under_every_spelling() -> None:
    ctx = click.Context(cli)
    listed = cli.list_commands(ctx)
    for ruleset in RULESETS:
        group = ruleset.load_commands()
        if group is None:
            continue
        assert ruleset.name in listed
        for spelling in (*ruleset.aliases, ruleset.name.replace("_", "-")):
            assert cli.get_command(ctx, spelling) is group, spelling


def test_the_default_rulesets_commands_are_also_top_level(runner: CliRunner) -> None:
    default = registry.default_ruleset()
    assert default is not None and sum(r.shortcuts for r in RULESETS) == 1
    group = default.load_commands()
    ctx = click.Context(cli)
    for name in group.list_commands(ctx):
        assert cli.get_command(ctx, name) is group.get_command(ctx, name), name


def test_an_unknown_command_suggests_a_ruleset(runner: CliRunner) -> None:
    name = RULESETS[-1].name
    result = runner.invoke(cli, [name[:-1] + "q", "--help"])
    assert result.exit_code == 2
    assert f"Did you mean '{name}'" in result.output


def test_verify_names_the_known_games_and_suggests(runner: CliRunner) -> None:
    name = RULESETS[0].name
    result = runner.invoke(cli, ["verify", "--game", name[:-1] + "q"])
    assert result.exit_code == 2
    assert f"did you mean '{name}'" in result.output and ", ".join(IDS) in result.output
