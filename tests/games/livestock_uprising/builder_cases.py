"""What the Livestock Uprising builder tests share: generated army lists and the command
line's report of a list."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from hypothesis import strategies as st

from rulesref.cli import cli
from tests.documents import STRICT_NUMBERS, json_values

UNITS = ["Sacrificial Sheep", "Sheep", "Dynamite Donkey", "Ornery Oxen", "Private Chugger",
         "Corporal Claw", "2x Sheep", "3x Dynamite Donkey", "Nope", "0x Sheep", "x Sheep"]
FACTIONS = ["Chickens", "Cows", "chickens", "Pigs", "Goats", None, "Dragons"]


def cli_output(runner: CliRunner, raw: bytes, folder: Path) -> str:
    """What ``rulesref livestock army list.json --json`` prints for a file holding ``raw``
    (run in ``folder``), without the final newline."""
    (folder / "list.json").write_bytes(raw)
    here = os.getcwd()
    os.chdir(folder)
    try:
        result = runner.invoke(cli, ["livestock", "army", "list.json", "--json"])
    finally:
        os.chdir(here)
    assert result.exit_code in (0, 1, 2), result.output
    return result.stdout.removesuffix("\n")


@st.composite
def armies(draw: st.DrawFn) -> Any:
    """An army list document: Generals with known, unknown and counted units, a faction,
    now and then a value of the wrong kind."""
    generals = draw(st.lists(st.fixed_dictionaries(
        {"units": st.lists(st.sampled_from(UNITS), max_size=7)},
        optional={"name": st.sampled_from(["Clucky", "", "Big Boss", "<b>x</b>"])}),
        max_size=4))
    army: dict[str, Any] = {"generals": generals}
    if draw(st.booleans()):
        army["faction"] = draw(st.sampled_from(FACTIONS))
    if draw(st.booleans()):
        army["super_army"] = draw(st.booleans())
    if draw(st.integers(0, 6)) == 0:
        key = draw(st.sampled_from(["generals", "faction", "super_army", "extra"]))
        # the lax boundary reads 1, "yes" and 1.0 as true; the strict one (and the page) not
        lax_safe = st.one_of(st.none(), st.lists(st.integers(), max_size=2))
        junk = json_values if STRICT_NUMBERS or key != "super_army" else lax_safe
        army[key] = draw(junk)
    return army


