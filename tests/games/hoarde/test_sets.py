"""Is this a set, and the chance the next card completes one, against answers worked out by
hand from the page.

- A set is 3 cards with the very same word, number or symbol; DAGGER is not WEAPON
  (Clarifications). CURSED and CHARACTER sets win only with the enchanted DECK (Enchant
  Your Deck).
- A turn picks up one card and puts down one of the others (On Your Turn), so a set at the
  end of it is the new card with two held cards sharing a value. Each value is on 4 cards
  (Card Odds; 48 cards by our reading odds-imply-composition).
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from click.testing import CliRunner

from rulesref.errors import RulesError
from rulesref.games import hoarde
from rulesref.games.hoarde.cli import hoarde_group
from rulesref.games.hoarde.sets import check_set, next_draw, parse_card

RULES = hoarde.load()


def _cards(*texts: str) -> list:  # type: ignore[type-arg]
    return [parse_card(RULES, t) for t in texts]


def test_colour_set() -> None:
    answer = check_set(RULES, _cards("PINK/DAGGER/10", "pink/SWORD/5", "PINK/AXE/7"))
    assert answer.is_set and [(m.attribute, m.value) for m in answer.wins] == [
        ("COLOUR", "pink")]


def test_dagger_is_not_weapon() -> None:
    answer = check_set(RULES, _cards("PINK/DAGGER/10", "BLUE/WEAPON/10", "RED/DAGGER/5"))
    assert not answer.is_set


def test_value_set() -> None:
    answer = check_set(RULES, _cards("PINK/DAGGER/10", "BLUE/WEAPON/10", "RED/RING/10"))
    assert [m.attribute for m in answer.wins] == ["MONETARY VALUE"]


def test_cursed_counts_only_with_the_enchanted_deck() -> None:
    cards = _cards("PINK/DAGGER/10/cursed", "BLUE/SWORD/5/cursed", "RED/AXE/7/CURSED")
    base = check_set(RULES, cards, "base")
    assert not base.is_set and [m.attribute for m in base.matches] == ["CURSED"]
    assert check_set(RULES, cards, "enchanted").is_set


def test_character_set_and_overlap_reading() -> None:
    cards = _cards("PINK/DAGGER/10/AMARA", "PINK/SWORD/5/amara", "PINK/AXE/7/AMARA")
    answer = check_set(RULES, cards, "enchanted")
    assert [m.attribute for m in answer.wins] == ["COLOUR", "CHARACTER"]
    assert [r.id for r in answer.readings] == ["overlapping-win"]


def test_bad_cards() -> None:
    with pytest.raises(RulesError, match="not a card"):
        parse_card(RULES, "PINK/DAGGER")
    with pytest.raises(RulesError, match="at most one party member"):
        parse_card(RULES, "PINK/DAGGER/10/AMARA/BOB")
    with pytest.raises(RulesError, match="a set is 3 cards"):
        check_set(RULES, _cards("PINK/DAGGER/10", "PINK/SWORD/5"))


def test_next_draw_one_value() -> None:
    # Two PINK held, one PINK and one RED seen discarded: 4 - 3 = 1 PINK among 48 - 5 = 43.
    answer = next_draw(RULES, _cards("PINK/DAGGER/10", "PINK/SWORD/5", "BLUE/AXE/7"),
                       _cards("PINK/RING/3", "RED/CUP/9"))
    assert answer.exact and answer.low == Fraction(1, 43)
    assert not answer.top_completes


def test_next_draw_two_values_is_a_range() -> None:
    # PINK twice (2 of 4 unseen) and DAGGER twice (BLUE/DAGGER seen too: 1 unseen), 44 unseen.
    answer = next_draw(RULES, _cards("PINK/DAGGER/10", "PINK/SWORD/5", "BLUE/DAGGER/7"),
                       _cards("BLUE/DAGGER/3"))
    assert (answer.low, answer.high) == (Fraction(2, 44), Fraction(3, 44))
    assert answer.top_completes  # the top discard is a DAGGER


def test_next_draw_nothing_to_complete() -> None:
    answer = next_draw(RULES, _cards("PINK/DAGGER/10", "BLUE/SWORD/5", "RED/AXE/7"), [])
    assert answer.completions == () and answer.low == answer.high == 0


def test_next_draw_cursed_pair() -> None:
    # Two CURSED held (enchanted DECK, 6 cursed cards): 4 unseen among 45.
    answer = next_draw(RULES, _cards("PINK/DAGGER/10/cursed", "BLUE/SWORD/5/cursed",
                                     "RED/AXE/7"), [], "enchanted")
    assert answer.low == answer.high == Fraction(4, 45)


def test_next_draw_errors() -> None:
    with pytest.raises(RulesError, match="3 cards, not 2"):
        next_draw(RULES, _cards("PINK/DAGGER/10", "PINK/SWORD/5"), [])
    with pytest.raises(RulesError, match="5 cards show COLOUR PINK"):
        next_draw(RULES, _cards("PINK/A/1", "PINK/B/2", "PINK/C/3"),
                  _cards("PINK/D/4", "PINK/E/5"))


def test_is_set_command(runner: CliRunner) -> None:
    result = runner.invoke(hoarde_group, ["is-set", "PINK/DAGGER/10", "pink/SWORD/5",
                                          "PINK/AXE/7"])
    assert result.exit_code == 0 and result.output.startswith("a set: COLOUR PINK")
    no = runner.invoke(hoarde_group, ["is-set", "PINK/DAGGER/10", "BLUE/WEAPON/10",
                                      "RED/DAGGER/5"])
    assert no.exit_code == 1 and no.output.startswith("not a set")
    data = json.loads(runner.invoke(hoarde_group, [
        "is-set", "A/B/1/cursed", "C/D/2/cursed", "E/F/3/cursed", "--deck", "enchanted",
        "--json"]).stdout)
    assert data["is_set"] is True and data["wins"][0]["attribute"] == "CURSED"
    bad = runner.invoke(hoarde_group, ["is-set", "PINK/DAGGER"])
    assert bad.exit_code == 2 and "not a card: 'PINK/DAGGER'" in bad.output


def test_next_draw_command(runner: CliRunner) -> None:
    args = ["next-draw", "PINK/DAGGER/10", "PINK/SWORD/5", "BLUE/AXE/7",
            "--discard", "PINK/RING/3", "--discard", "RED/CUP/9"]
    result = runner.invoke(hoarde_group, args)
    assert result.exit_code == 0
    assert "top of the DISCARD PILE (RED/CUP/9): completes nothing" in result.output
    assert "from the DECK: 1/43" in result.output
    data = json.loads(runner.invoke(hoarde_group, [*args, "--json"]).stdout)
    assert data["from_deck"]["low"]["fraction"] == "1/43" and data["from_deck"]["exact"]
    short = runner.invoke(hoarde_group, ["next-draw", "PINK/DAGGER/10", "--json"])
    assert short.exit_code == 2 and "3 cards, not 1" in json.loads(short.stdout)["error"]
