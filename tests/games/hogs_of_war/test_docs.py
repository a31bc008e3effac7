"""The Hogs of War section of the site: its page generators as pure functions.

Expected numbers are worked out by hand from the rulebook (the section is named beside each),
never computed by the code under test.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
import zlib
from pathlib import Path
from typing import Any

import pytest

from tests.docs.rendering import game, render_pages


@pytest.fixture(scope="module")
def rendered() -> dict[str, dict[str, str]]:
    """The game's pages but the verification report, as text."""
    return {'hogs_of_war': render_pages('hogs_of_war')}


# --------------------------------------------------------------------------- Hogs of War


def test_hogs_range_between_lanes() -> None:
    from rulesref.games.hogs_of_war.docs.play import range_grid
    from rulesref.games.hogs_of_war.model import Side

    _, rules = game("hogs_of_war")
    grid = range_grid(rules, Side.ENEMY)
    # Range: the opposing Hog is at Range 1, its neighbour at Range 2, and so on.
    assert grid[0] == [1, 2, 3, 4, 5]
    assert grid[2] == [3, 2, 1, 2, 3]
    assert grid[4] == [5, 4, 3, 2, 1]
    # Within one row (Mind Control, FAQs: neighbours are Range 1); no range to itself.
    assert range_grid(rules, Side.FRIENDLY)[0] == [0, 1, 2, 3, 4]


def test_hogs_range_page_shows_both_grids(rendered: Any) -> None:
    page = rendered["hogs_of_war"]["range"]
    assert "   * - 3\n     - 3\n     - 2\n     - **1**\n     - 2\n     - 3" in page
    assert "   * - 1\n     - –\n     - 1\n     - 2\n     - 3\n     - 4" in page
    assert ":ref:`Same side range <hogs-of-war-reading-same-side-range>`" in page
    assert "   * - :rules:card:`Minefield`\n     - 1" in page  # Placing a Deployable


def test_hogs_hand_sizes_by_round_and_seat(rendered: Any) -> None:
    from rulesref.games.hogs_of_war.docs.play import hand_size_rows

    _, rules = game("hogs_of_war")
    # Setup: the First Player deals five to themselves and six to the Second Player;
    # End of the Round: both draw up to six, the default.
    assert [row[:3] for row in hand_size_rows(rules)] == [("1", 5, 6), ("2 and later", 6, 6)]
    page = rendered["hogs_of_war"]["round"]
    assert "   * - 1\n     - 5\n     - 6\n     - § Setup" in page
    assert "   * - 2 and later\n     - 6\n     - 6\n     - § End of the Round" in page


def test_hogs_five_actions_and_their_preconditions(rendered: Any) -> None:
    from rulesref.games.hogs_of_war.docs.common import context
    from rulesref.games.hogs_of_war.docs.play import state_rows

    _, rules = game("hogs_of_war")
    page = rendered["hogs_of_war"]["actions"]
    # Actions: five actions, in the printed order.
    assert page.count(".. rules:rule:: ") == 5
    assert "3. :rules:rule:`Remove Stun` (listed as *Remove a Stun token from itself*)" in page
    # Remove Stun: a stunned Hog may only remove its Stun token.
    rows = {row[0]: row[1] for row in state_rows(context(rules))}
    assert rows["Stunned"] == ":rules:rule:`Remove Stun`"
    # Hide: a Hog that hid last turn may not Hide again.
    assert ":rules:rule:`Hide`" not in rows["Hidden (hid on its last turn)"]
    # Placing a Deployable: a lane holds at most two.
    assert ":rules:rule:`Placing a Deployable`" not in rows["Its lane is full of Deployables"]
    assert rows["Defeated"] == "none"
    # The matrix row of Remove Stun needs the Stun token.
    assert ("   * - :rules:rule:`Remove Stun`\n     - no\n     - no (unless "
            "``extra-action``)\n     - yes") in page


def test_hogs_numbers_of_the_game() -> None:
    from rulesref.games.hogs_of_war.docs.catalogue import key_numbers

    _, rules = game("hogs_of_war")
    numbers = {what: n for what, n, _ in key_numbers(rules)}
    assert numbers["Lanes in front of each player"] == 5  # Setup: five lanes
    assert numbers["Hog cards in each army"] == 5  # Setup: the five Hog cards
    assert numbers["Deployables a lane can hold"] == 2  # Placing a Deployable
    assert numbers["Health the Hide action restores"] == 10  # Hide: regains 10 health
    assert numbers["Damage of one Burn token"] == 10  # Burn token
    assert numbers["Damage of one Dynamite token"] == 40  # Dynamite token


def test_hogs_round_diagram_and_glossary(rendered: Any) -> None:
    page = rendered["hogs_of_war"]["round"]
    svg = page.split(".. raw:: html\n\n", 1)[1].split("\n\n", 1)[0]
    root = ET.fromstring("\n".join(line[3:] for line in svg.split("\n")))
    drawing = next(root.iter("svg"))
    assert drawing.get("aria-hidden") == "true"  # the list beside it is for screen readers
    # Gameplay and Round Sequence (with the Burn token's start-of-round damage).
    assert [a.get("href") for a in drawing.iter("a")] == [
        "#hogs-of-war-sequence-setup", "#hogs-of-war-phase-burn-damage",
        "#hogs-of-war-phase-hog-turns", "#hogs-of-war-phase-end-of-the-round"]
    glossary = rendered["hogs_of_war"]["glossary"]
    assert ".. rules:term:: Guns\n" in glossary
    assert "   :annotation: not explained in the book" in glossary.split(
        ".. rules:term:: Guns\n", 1)[1].split("\n\n", 1)[0]
    cards = rendered["hogs_of_war"]["cards"]
    assert ".. rules:card:: Minefield\n" in cards and "   :kind: Deployable card" in cards
    assert ".. rules:unittype:: Sniper\n" in cards


def _inventory(built_site: Path) -> str:
    data = (built_site / "objects.inv").read_bytes()
    return zlib.decompress(data.split(b"\n", 4)[4]).decode()


@pytest.mark.slow
def test_built_pages_link_the_round_diagram_and_list_objects(built_site: Path) -> None:
    html = (built_site / "games/hogs_of_war/round.html").read_text(encoding="utf-8")
    assert 'href="#hogs-of-war-phase-hog-turns"' in html
    assert 'id="hogs-of-war-phase-hog-turns"' in html
    body = _inventory(built_site)
    assert "hogs_of_war:Move rules:rule 1 games/hogs_of_war/actions.html#rule-move" in body
