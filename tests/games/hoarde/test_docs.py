"""The HOARDE section of the site: its page generators as pure functions.

Expected numbers are worked out by hand from the rulebook (the section is named beside each),
never computed by the code under test.
"""

from __future__ import annotations

import zlib
from pathlib import Path
from typing import Any

import pytest

from tests.docs.rendering import game, render_pages


@pytest.fixture(scope="module")
def rendered() -> dict[str, dict[str, str]]:
    """The game's pages but the verification report, as text."""
    return {'hoarde': render_pages('hoarde')}


# --------------------------------------------------------------------------- HOARDE


def test_hoarde_deal_odds_by_hand(rendered: Any) -> None:
    page = rendered["hoarde"]["odds"]
    # Card Odds: 144 winning hands in the base DECK, 169 in the enchanted; 48 cards give
    # C(48, 3) = 17296 hands of 3, so 144/17296 = 9/1081 and 169/17296.
    assert page.count("17296 possible hands of 3 from 48 cards") == 2
    assert "   * - **any set**\n     -\n     - 144\n     - :rules:odds:`9/1081`" in page
    assert "   * - **any set**\n     -\n     - 169\n     - :rules:odds:`169/17296`" in page
    # 12 colours on 4 cards each: 12 x C(4, 3) = 48 hands; 6 CURSED cards: C(6, 3) = 20;
    # 5 names on 3 cards each: 5 hands.
    assert "     - 12 × 4\n     - 48\n     - :rules:odds:`3/1081`" in page
    assert "     - 1 × 6\n     - 20\n     - :rules:odds:`5/4324`" in page
    assert "     - 5 × 3\n     - 5\n     - :rules:odds:`5/17296`" in page


def test_hoarde_cards_and_turn(rendered: Any) -> None:
    cards = rendered["hoarde"]["cards"]
    assert ".. rules:term:: COLOUR\n" in cards and "   :kind: card attribute" in cards
    assert ".. rules:term:: enchanted DECK\n" in cards
    # 48 cards dealt 3 at a time, leaving a DECK (Set Up): 15 players at most (our reading).
    assert ":Players it can deal to: up to 15" in cards
    turn = rendered["hoarde"]["turn"]
    # On Your Turn: three numbered steps, each a section the diagram links to.
    assert "- :ref:`1. Pick up a card <hoarde-phase-1-pick-up-a-card>`" in turn
    assert ".. _hoarde-phase-3-end-of-turn:\n\n\\ 3. End of turn\n" in turn
    assert ".. _hoarde-sequence-reshuffle:" in turn


def test_step_lists_are_not_numbered_twice() -> None:
    from rulesref.docs.turns import canonical, steps
    from rulesref.games.hoarde.docs.common import context

    _, rules = game("hoarde")
    lines = list(steps(context(rules).section, canonical(rules.sequences)["turn"]))
    # On Your Turn numbers its steps itself, so the list keeps bullets.
    assert lines[0].startswith("- :rules:anchor:`step <hoarde-step-turn-1-pick-up-a-card>` "
                               "**1. Pick up a card**: ")
    setup = list(steps(context(rules).section, canonical(rules.sequences)["setup"]))
    assert setup[0].startswith("1. :rules:anchor:`step <hoarde-step-setup-form-the-deck>` "
                               "**Form the DECK**: ")


def _inventory(built_site: Path) -> str:
    data = (built_site / "objects.inv").read_bytes()
    return zlib.decompress(data.split(b"\n", 4)[4]).decode()


@pytest.mark.slow
def test_built_pages_list_objects(built_site: Path) -> None:
    assert "hoarde:COLOUR rules:term 1 games/hoarde/cards.html#term-colour" \
        in _inventory(built_site)
