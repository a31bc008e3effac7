"""The scenario and play-variant checks: on the shipped book they find the faults an editor
finds (worked out by hand from pp. 46-47), and each fires on a fault planted in a copy of the
model (a mutation test per check)."""

from __future__ import annotations

from typing import Any

from rulesref.games.hobgoblin import load
from rulesref_verify.findings import Kind
from rulesref_verify.scenarios import (
    check_marker_owners,
    check_scenario_end,
    check_scenario_moments,
    check_scenario_owners,
    check_scenario_roles,
    check_variant_steps,
)
from tests.verify.mutate import replace_where, with_field


def _scenario(rules: Any, scenario_id: str, **changes: Any) -> Any:
    return with_field(rules, scenarios=replace_where(
        rules.scenarios, lambda s: s.id == scenario_id, lambda s: with_field(s, **changes)))


def test_the_book_leaves_the_chasms_roles_unassigned() -> None:
    found = check_scenario_roles(load())
    assert [(f.id, f.kind) for f in found] == [
        ("scenario:role:the_chasm:Attacker", Kind.MISSING),
        ("scenario:role:the_chasm:Defender", Kind.MISSING)]
    assert all("p. 46, The Chasm" in f.citation for f in found)


def test_the_breach_is_won_at_the_end_of_a_turn_the_game_does_not_have() -> None:
    found = check_scenario_moments(load())
    assert [f.id for f in found] == ["scenario:moment:the_breach:turn"]
    assert found[0].kind is Kind.UNDEFINED and "can never be checked" in found[0].message
    assert len(found[0].cited) == 2 and "p. 18" in found[0].cited[1]


def test_the_book_has_no_other_scenario_or_variant_fault_of_these_kinds() -> None:
    rules = load()
    assert check_scenario_owners(rules) == []
    assert check_scenario_end(rules) == []
    assert check_variant_steps(rules) == []


def test_a_role_without_a_way_to_hand_it_out_is_found() -> None:
    rules = load()
    bloodbath = next(s for s in rules.scenarios if s.id == "bloodbath")
    roles = (with_field(bloodbath.roles[0], assigned=None),)
    found = check_scenario_roles(_scenario(rules, "bloodbath", roles=roles))
    assert "scenario:role:bloodbath:Player" in {f.id for f in found}


def test_scoring_for_a_placer_without_placed_markers_is_found() -> None:
    rules = load()
    wages = next(s for s in rules.scenarios if s.id == "wages_of_sin")
    markers = tuple(with_field(m, placed_by=None) for m in wages.setup.markers)
    mutant = _scenario(rules, "wages_of_sin", setup=with_field(wages.setup, markers=markers))
    found = check_scenario_owners(mutant)
    assert found and all(f.id.startswith("scenario:owner:wages_of_sin:") for f in found)


def test_a_scoring_moment_the_game_lacks_is_found_and_a_real_one_is_not() -> None:
    rules = load()
    tides = next(s for s in rules.scenarios if s.id == "tides_of_war")
    for at, expected in (("Movement Phase", []), ("Ready Units", []),
                         ("half-time", ["scenario:moment:tides_of_war:half-time"])):
        scoring = (with_field(tides.scoring[0], at=at), *tides.scoring[1:])
        found = check_scenario_moments(_scenario(rules, "tides_of_war", scoring=scoring))
        assert [f.id for f in found if "tides_of_war" in f.id] == expected, at


def test_a_game_without_a_way_to_win_or_won_during_set_up_is_found() -> None:
    rules = load()
    tides = next(s for s in rules.scenarios if s.id == "tides_of_war")
    no_vp = tuple(s for s in tides.scoring if s.outcome != "vp")
    found = check_scenario_end(_scenario(rules, "tides_of_war", scoring=no_vp))
    assert [(f.id, f.kind) for f in found] == [("scenario:end:tides_of_war", Kind.DEAD_END)]
    chasm = next(s for s in rules.scenarios if s.id == "the_chasm")
    early = (with_field(chasm.scoring[0], at="Deployment"), *chasm.scoring[1:])
    found = check_scenario_end(_scenario(rules, "the_chasm", scoring=early))
    assert [f.id for f in found] == ["scenario:early-end:the_chasm:deployment"]


def test_a_variant_changing_a_step_the_sequence_lacks_is_found() -> None:
    rules = load()
    solo = next(v for v in rules.play_variants if v.id == "solo")
    change = next(c for c in solo.changes if c.sequence == "doom_phase")
    mutant = with_field(rules, play_variants=replace_where(
        rules.play_variants, lambda v: v.id == "solo", lambda v: with_field(
            v, changes=replace_where(v.changes, lambda c: c is change,
                                     lambda c: with_field(c, step="Regroup")))))
    found = check_variant_steps(mutant)
    assert [(f.id, f.kind) for f in found] == [("variant:step:solo:doom_phase:regroup",
                                                Kind.DANGLING)]


def test_the_claims_the_book_breaks() -> None:
    """Worked out by hand: the designer's note on magic (p. 62) against Magic-Eater and
    Nullify (p. 35); the First Player token (p. 8) against The Cursed Mantle (p. 34) taken by
    both players; units removed only at the round's end (p. 56) against Leaving the Play Area
    (p. 24) in the Movement Phase; the initiative note (p. 61) against Press the Initiative
    (p. 18)."""
    from rulesref_verify.claims import check_claims

    found = {f.id: f for f in check_claims(load()) if not f.gap}
    assert set(found) == {"claim:artillery-against-monsters",
                          "claim:spells-always-work:Magic-Eater",
                          "claim:spells-always-work:Nullify", "claim:first-player-token-held",
                          "claim:mercury-note-example", "claim:solo-deployment-example",
                          "claim:units-removed-at-round-end:Leaving the play area",
                          "claim:initiative-less-predictable-late:Initiative roll"}
    mantle = found["claim:first-player-token-held"]
    assert "Overconfident Schemes" in mantle.message and "p. 34" in mantle.cited[1]
    assert all(f.kind is Kind.CONFLICT for f in found.values())
    assert all(len(f.cited) == 2 for k, f in found.items() if k not in (
        "claim:mercury-note-example", "claim:units-removed-at-round-end:Leaving the play area"))
    # the Artillery description (p. 14) is in tests/games/hobgoblin/test_claims.py
    # the solo deployment example (p. 51) rolls for His second unit, the Heavy Cavalry, and
    # then says to place His first unit; the procedure (p. 50) places each unit on its own roll
    solo = found["claim:solo-deployment-example"]
    assert "step 2 is about his second unit but tells you to act on his first unit" in \
        solo.message
    assert [c.split(", ", 1)[1] for c in solo.cited] == ["p. 51, Deploying His Army",
                                                         "p. 50, Deploying His Army"]
    # the note's example (p. 19): 3985 points spent in a 4000-point game give 4 Mercury; the
    # rule on pp. 18 and 19 counts the army list, 3 full thousands, so 3
    mercury = found["claim:mercury-note-example"]
    assert "gives 3 for 3985 points in the starting army list" in mercury.message
    assert [c.split(", ", 1)[1] for c in mercury.cited] == [
        "p. 19, Mercury Tokens (designer's note)", "p. 18, Magic Phase (core rules)",
        "p. 19, Mercury Tokens (rule)"]


def test_the_wages_of_sin_counts_friendly_markers_nobody_owns() -> None:
    # p. 39: each player sets three Objective Markers in the other's half (nothing says whose
    # they are), and a unit near a "friendly" one scores; no other scenario calls its
    # markers someone's (pp. 38-41, 46-47, worked through by hand).
    # Team play's Shared Ruination (p. 49) scores a team for its own Ruination Markers but
    # names neither who places them nor whose they are.
    rules = load()
    found = check_marker_owners(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("scenario:marker-owner:wages_of_sin:objective marker:friendly", Kind.MISSING),
        ("scenario:marker-owner:team:ruination marker:team's", Kind.MISSING)]
    assert found[0].cited == ("Hobgoblin (early access v2), p. 39, The Wages of Sin",)
    assert "placed by each player" in found[0].message
    assert "placed by nobody said" in found[1].message
    assert [c.split(", ", 1)[1] for c in found[1].cited] == [
        "p. 49, Shared Ruination", "p. 49, Team Play"]
    wages = next(s for s in rules.scenarios if s.id == "wages_of_sin")
    owned = tuple(with_field(m, owner="placer") for m in wages.setup.markers)
    mutant = _scenario(rules, "wages_of_sin", setup=with_field(wages.setup, markers=owned))
    team = next(v for v in mutant.play_variants if v.id == "team")
    placed = tuple(with_field(m, placed_by="each_team", owner="placer") for m in team.markers)
    mutant = with_field(mutant, play_variants=tuple(
        with_field(v, markers=placed) if v.id == "team" else v for v in mutant.play_variants))
    assert check_marker_owners(mutant) == []
