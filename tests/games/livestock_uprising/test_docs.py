"""The Livestock Uprising section of the site: its page generators as pure functions.

Expected numbers are worked out by hand from the rulebook (the section is named beside each),
never computed by the code under test.
"""

from __future__ import annotations

import zlib
from pathlib import Path
from typing import Any

import pytest

from tests.docs.rendering import THIN, game, render_pages


@pytest.fixture(scope="module")
def rendered() -> dict[str, dict[str, str]]:
    """The game's pages but the verification report, as text."""
    return {'livestock_uprising': render_pages('livestock_uprising')}


# --------------------------------------------------------------------------- Livestock


def test_livestock_board_sizes_by_player_count(rendered: Any) -> None:
    from rulesref.games.livestock_uprising.docs.setup import board_rows

    _, rules = game("livestock_uprising")
    # Board Setup > Starting Board and > Final Board: 2 players 3x3 to 5x5, 3 players 3x3
    # to 7x7, 4 players 4x4 to 8x8.
    assert board_rows(rules) == [(2, "3×3", "5×5", 25, 1), (3, "3×3", "7×7", 49, 2),
                                 (4, "4×4", "8×8", 64, 2)]
    assert ".. rules:terrain:: Forest" in rendered["livestock_uprising"]["board"]


def test_livestock_costs(rendered: Any) -> None:
    page = rendered["livestock_uprising"]["units"]
    # Marshaling Phase > Troops: Sacrificial Sheep 2 Grass; Dynamite Donkey 1 Grass, 2 Hay.
    assert "   :annotation: troop · 2 Grass" in page
    assert "   :annotation: troop · 1 Grass, 2 Hay" in page
    # Grass, Hay, Corn, Carrot, Apple columns, then the tokens in all.
    assert ("   * - :rules:unit:`Dynamite Donkey`\n     - troop\n     - 1\n     - 2\n     -\n"
            "     -\n     -\n     - 3") in page
    # Marshaling Phase > Special Forces: Private Chugger 1 Hay, 1 Corn (the Chickens').
    assert "   :annotation: Chickens Special Force · 1 Hay, 1 Corn" in page
    assert page.count(".. rules:rule:: LU0") == 6


def test_livestock_battle_odds_by_hand() -> None:
    from rulesref.games.livestock_uprising.docs.play import cell

    _, rules = game("livestock_uprising")

    def ways(attack: int, defense: int, a_super: bool = False,
             d_super: bool = False) -> tuple[int, int, int, int]:
        c = cell(rules, attack, defense, a_super, d_super)
        return c.wins, c.ties, c.losses, c.rolls

    # One die each: with equal totals 15 of the 36 rolls favour each side and 6 tie.
    assert ways(3, 3) == (15, 6, 15, 36)
    # The book's example, 3 attack against 4 defense: the attacker must roll 2 more (10).
    assert ways(3, 4) == (10, 5, 21, 36)
    # No Defense: a defender with no defense points loses without a roll.
    assert ways(1, 0) == (36, 0, 0, 36)
    # Super Army Rules: 2 dice, 12 wins and 2 loses outright. Attack 1 with two dice
    # against defense 8 with one: 22 wins, 14 ties out of 216 (counted by hand).
    assert ways(1, 8, True) == (22, 14, 180, 216)
    # Two Super Armies at equal totals tie on equal rolls: 1+4+9+...+4+1 = 146 of 1296.
    assert ways(1, 1, True, True) == (575, 146, 575, 1296)


def test_livestock_odds_page_and_example(rendered: Any) -> None:
    odds_page = rendered["livestock_uprising"]["battle-odds"]
    assert odds_page.count(".. list-table::") == 4
    # 15, 6 and 15 of 36 rolls: shown as percentages with the fractions behind them
    assert (f"     - :rules:odds:`15/36`{THIN}:rules:odds:`6/36`{THIN}"
            ":rules:odds:`15/36`") in odds_page
    assert "out of 1296 rolls" in odds_page
    battles = rendered["livestock_uprising"]["battles"]
    # Billy (3 attack) against Truffle (4 defense): 10, 5 and 21 of 36.
    assert ("the attacker wins with probability 5/18, they tie with 5/36, and the defender "
            "wins with 7/12") in battles


def test_livestock_turn_and_glossary(rendered: Any) -> None:
    _, rules = game("livestock_uprising")
    page = rendered["livestock_uprising"]["turn"]
    # Board Setup > Turn Order: three phases; the transfer comes last (Transfering Units).
    for phase in ("action-phase", "harvest-phase", "marshalling-phase", "transfering-units"):
        assert f'<a href="#livestock-uprising-phase-{phase}">' in page
    assert ".. _livestock-uprising-sequence-super-army:" in page
    glossary = rendered["livestock_uprising"]["glossary"]
    assert glossary.count(".. rules:term:: ") == len(rules.terms)


def _inventory(built_site: Path) -> str:
    data = (built_site / "objects.inv").read_bytes()
    return zlib.decompress(data.split(b"\n", 4)[4]).decode()


@pytest.mark.slow
def test_built_pages_list_objects(built_site: Path) -> None:
    assert "livestock_uprising:Sacrificial Sheep rules:unittype 1 " \
        "games/livestock_uprising/units.html#unittype-sacrificial-sheep" in _inventory(built_site)
