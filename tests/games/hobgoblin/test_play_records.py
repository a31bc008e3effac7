"""Scenarios and play variants as typed records: every scenario has a set-up, roles, scoring
and an end, and the facts below were read by hand off the printed pages."""

from __future__ import annotations

from rulesref.core.names import fold


def _scenario(rules, scenario_id):  # type: ignore[no-untyped-def]
    (found,) = [s for s in rules.scenarios if s.id == scenario_id]
    return found


def test_every_scenario_has_a_setup_roles_scoring_and_an_end(rules) -> None:  # type: ignore[no-untyped-def]
    # eight 2D6 scenarios (pp. 38-41) and three narrative ones (pp. 46-48)
    assert len([s for s in rules.scenarios if s.family == "scenario"]) == 8
    assert len([s for s in rules.scenarios if s.family == "narrative"]) == 3
    for scenario in rules.scenarios:
        assert scenario.setup.deployment, scenario.name
        assert scenario.roles, scenario.name
        assert scenario.scoring, scenario.name
        assert scenario.end.winner, scenario.name


def test_every_scenario_names_its_special_rules(rules) -> None:  # type: ignore[no-untyped-def]
    named = {r.name for s in rules.sections if s.id in ("scenarios", "narrative_scenarios")
             for r in s.rules}
    assert {s.rules for s in rules.scenarios} == named


def test_rolls_cover_two_to_twelve(rules) -> None:  # type: ignore[no-untyped-def]
    """The 2D6 scenario table (pp. 38-41): 2-3, 4, 5, 6-7, 8, 9, 10, 11-12."""
    covered: list[int] = []
    for scenario in rules.scenarios:
        if scenario.roll:
            low, _, high = scenario.roll.partition("-")
            covered += range(int(low), int(high or low) + 1)
    assert sorted(covered) == list(range(2, 13))


def test_markers_worked_from_the_book(rules) -> None:  # type: ignore[no-untyped-def]
    # The Wages of Sin (p. 39): each player puts three markers in the opposing half, more
    # than 16" from any other; nothing says whose they are, though a unit lifts a *friendly*
    # one (that reference is kept as printed, and the marker-owner check reports it)
    scenario = _scenario(rules, "wages_of_sin")
    (wages,) = scenario.setup.markers
    assert (wages.count, wages.placed_by, wages.owner, wages.apart) == (3, "each_player",
                                                                        None, 16)
    assert [(r.marker, r.side, r.cite.page) for r in scenario.marker_references] == [
        ("Objective Marker", "friendly", 39)]
    assert wages.apart_by.value == "more_than"
    # Burn Them Out (p. 41): the Defender places three buildings within 12" of the
    # centreline, more than 16" apart
    (burn,) = _scenario(rules, "burn_them_out").setup.markers
    assert (burn.count, burn.placed_by, burn.size, burn.apart) == (3, "defender",
                                                                   "buildings", 16)
    assert burn.apart_by.value == "more_than"
    # Desperate Search (p. 41): the Attacker places three in the Defender's zone
    (search,) = _scenario(rules, "desperate_search").setup.markers
    assert (search.count, search.placed_by) == (3, "attacker")
    assert (search.apart, search.apart_by.value) == (16, "more_than")
    # The Chasm (p. 46): 8" away from another; The Pendulum's Swing (p. 38) sets its
    # markers 18" (or 3D6+6") from the middle one and then moves them, so no spacing holds
    (chasm,) = _scenario(rules, "the_chasm").setup.markers
    assert (chasm.apart, chasm.apart_by.value) == (8, "at_least")
    assert _scenario(rules, "pendulums_swing").setup.markers[0].apart is None
    # The Fortress (p. 47): five Weak Point Markers along the wall; who sets them is not said
    (weak,) = _scenario(rules, "the_fortress").setup.markers
    assert (weak.count, weak.placed_by) == (5, None)
    # The Breach (p. 47): one small Breach Marker, placed by the Defender
    (breach,) = _scenario(rules, "the_breach").setup.markers
    assert (breach.count, breach.placed_by, breach.size) == (1, "defender", "small")
    # The Pendulum's Swing and Tides of War move their markers (pp. 38-39)
    assert _scenario(rules, "pendulums_swing").setup.markers[0].moves
    assert _scenario(rules, "tides_of_war").setup.markers[0].moves
    assert not _scenario(rules, "altars_of_grief").setup.markers[0].moves


def test_roles_worked_from_the_book(rules) -> None:  # type: ignore[no-untyped-def]
    # Burn Them Out, Desperate Search (p. 41), The Fortress and The Breach (p. 47): chosen
    # or rolled; The Chasm (p. 46) has an Attacker and a Defender but never says how
    for sid in ("burn_them_out", "desperate_search", "the_fortress", "the_breach"):
        assert {(r.name, r.assigned) for r in _scenario(rules, sid).roles} == {
            ("Attacker", "choose_or_random"), ("Defender", "choose_or_random")}, sid
    assert {r.assigned for r in _scenario(rules, "the_chasm").roles} == {None}
    assert [r.assigned for r in _scenario(rules, "bloodbath").roles] == ["same_for_both"]


def test_scoring_and_end_worked_from_the_book(rules) -> None:  # type: ignore[no-untyped-def]
    pendulum = _scenario(rules, "pendulums_swing")
    first = pendulum.scoring[0]
    # 1VP per unbroken unit near a marker, at the end of the last two rounds, at most 10VP
    assert (first.points, first.cap, first.rounds, first.at) == (1, 10, "last_two", "round")
    # Bloodbath (p. 40): most points in play wins; a tie is a draw
    assert _scenario(rules, "bloodbath").end.winner == "most_points_in_play"
    assert [s.outcome for s in _scenario(rules, "bloodbath").scoring] == ["win", "draw"]
    # The Breach (p. 48) checks its winner at the end of each "turn", as printed
    assert [s.at for s in _scenario(rules, "the_breach").scoring] == ["turn"]
    # The Chasm (p. 46) can be won at any round's end: the game can end early
    assert _scenario(rules, "the_chasm").end.ends_early
    # Desperate Search (p. 41): the Defender scores 1VP per marker left at the end
    defender = [s for s in _scenario(rules, "desperate_search").scoring
                if s.for_whom == "defender"]
    assert [(s.points, s.at) for s in defender] == [(1, "game end")]


def test_play_variants_change_steps_that_exist(rules) -> None:  # type: ignore[no-untyped-def]
    """Each change names a sequence of the model, and each step it changes, replaces or
    removes is a step of some printing of that sequence (army building has no sequence)."""
    steps: dict[str, set[str]] = {}
    for seq in rules.sequences:
        steps.setdefault(seq.id, set()).update(fold(s.name) for s in seq.steps)
    assert {v.id for v in rules.play_variants} == {"solo", "team"}
    for variant in rules.play_variants:
        assert variant.changes, variant.id
        sections = {s.id for s in rules.sections}
        assert set(variant.sections) <= sections, variant.id
        for change in variant.changes:
            if change.sequence == "army_building":
                continue
            assert change.sequence in steps, (variant.id, change.sequence)
            if change.op != "add":
                assert fold(change.step) in steps[change.sequence], (variant.id, change.step)


def test_solo_play_gives_him_the_first_player_token(rules) -> None:  # type: ignore[no-untyped-def]
    """Solo Play, Initiative Phase (p. 51): He begins with the token; He draws no cards."""
    (solo,) = [v for v in rules.play_variants if v.id == "solo"]
    replaced = [c for c in solo.changes if c.op == "replace"]
    assert [(c.step, c.cite.page) for c in replaced] == [("Determine First Player", 51)]
