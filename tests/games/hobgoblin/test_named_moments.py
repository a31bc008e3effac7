"""Where Hobgoblin counts play in turns or in a phase it lacks, and where it speaks of a
player's own phase, read by the engine's named-moment and owned-moment checks. Expected
findings worked out by reading pages 18, 19, 34, 37, 49, 56 and 67."""

from __future__ import annotations

from rulesref.games.hobgoblin import load
from rulesref_verify.findings import Kind
from rulesref_verify.owned_moments import check_moment_owners, check_owned_moments
from rulesref_verify.scenarios import check_named_moments


def test_the_book_counts_in_turns_where_the_game_has_battle_rounds() -> None:
    # p. 18: battle rounds of six phases, no turn; p. 19 (Mercury, which also says round to
    # round: silent), p. 49 (Shared Ruination) and p. 56 (the designer's note) time by turns
    # p. 34: Cunning Ruse times itself by a deployment phase; deployment is a set-up step
    # (p. 37), not one of the six phases
    found = check_named_moments(load())
    assert [(f.id, f.kind) for f in found] == [
        ("moment:undefined:turn", Kind.UNDEFINED),
        ("moment:undefined:deployment phase", Kind.UNDEFINED)]
    assert [c.split(", ", 1)[1] for c in found[1].cited] == [
        "p. 34, Cursed Artefacts", "p. 18, Battle Round Structure (core rules)"]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 19, Mercury Tokens", "p. 49, Unlikely Allies Objectives", "p. 56, Designer's Notes",
        "p. 18, Battle Round Structure (core rules)"]
    assert "round to round" not in found[0].message


def test_a_player_s_own_movement_phase_where_both_players_share_it() -> None:
    # p. 18: the First Player, then the Second Player, acts in each of the Magic, Shooting,
    # Movement and Combat Phases; Manipulate Time (p. 34) acts once "its movement phase" is
    # over and Sneaky (p. 67) at the end of "your movement phases". War Horn's "your combat
    # phase" (p. 34) is not among them: it acts just before or after its own unit activates,
    # which fixes the part of the phase.
    found = check_owned_moments(load())
    assert [(f.id, f.kind) for f in found] == [("moment:owned:movement phase", Kind.UNDEFINED)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 34, Cursed Artefacts", "p. 67, Index of Keywords",
        "p. 18, Battle Round Structure (core rules)"]
    assert "Manipulate Time" in found[0].message and "Sneaky" in found[0].message


def test_every_owner_the_book_gives_a_phase_is_a_player() -> None:
    # Manipulate Time's "this player ... its" and Sneaky's "your" both make the movement
    # phase a player's: one kind of owner, so the owners check is silent
    assert check_moment_owners(load()) == []
