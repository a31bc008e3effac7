"""Where Hogs of War counts play in turns, read by the engine's named-moment and
moment-owner checks: worked out by reading Setup, Gameplay and Round Sequence, Actions, Hide
and Four Player Rules."""

from __future__ import annotations

from rulesref.games.hogs_of_war import load
from rulesref_verify.findings import Kind
from rulesref_verify.owned_moments import check_moment_owners, check_owned_moments
from rulesref_verify.scenarios import check_named_moments
from tests.verify.mutate import with_field


def test_the_game_has_turns() -> None:
    # the round is Hogs taking turns, so a turn is a span the game has
    assert check_named_moments(load()) == []
    assert check_owned_moments(load()) == []


def test_turn_is_a_player_s_and_a_hog_s() -> None:
    # Gameplay and Round Sequence ends "this Hog's turn" and then "the Second Player's
    # turn"; Hide counts "the Hog's next turn" and "the Hog's own turns"
    found = check_moment_owners(load())
    assert [(f.id, f.kind) for f in found] == [("moment:two-owners:turn", Kind.CONFLICT)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "Gameplay and Round Sequence", "Hide"]
    assert dict(found[0].facts)["owners"] == '["hog", "player"]'


def test_turns_that_are_only_the_hogs_are_silent() -> None:
    rules = load()
    hogs = tuple(m for m in rules.named_moments if m.whose != "player")
    assert check_moment_owners(with_field(rules, named_moments=hogs)) == []
