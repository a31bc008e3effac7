"""An eleventh, independent audit (11d) of Hobgoblin's scenario effects against the book
(issue 26): the section records of the eight 2D6 scenarios (pp. 38-41) and the three
narrative scenarios (pp. 46-48), their ``place`` effects included, and the scenario records'
own fields. The pages were read first, columns put back together, and every effect and field
written down in our own words (/work/audit11d-verdicts.md) before ``rulesref show`` and
``--json`` were opened.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit (``right`` or ``fixed``), and each effect as worked out by hand from the
book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 11 records read, 51 effects read, 48 right, 3 wrong before fixes, by kind:
- citation (3): The Breach's overflow rule (a Defender unit that will not fit gains
  Reinforcements; it is set aside) and its victory condition are printed on p. 48, after the
  page-47 footer, but the three effects cited p. 47. Fixed: each effect cites p. 48.
Scenario record fields: 71 read (per scenario: deployment, markers with count, placer,
owner, size and where, each role and its assignment, each scoring line with what, when and
for whom, the end), 70 right, 1 wrong: The Breach's scoring line cited p. 47 for the p. 48
victory condition (citation). Fixed: a scoring line may carry its own citation
(``Scoring.cite``).
Judged right, with notes: Wages of Sin's "friendly" markers have no owner in the book; the
model reports that as a finding and scores "for placer" on its erratum; Burn Them Out's
"fight and receive Doom as normal" is what a War Wagon unit does anyway; the Fortress wall's
side of the centreline is not printed and the model picks none; The Breach's choice of the
Defender's long edge is only implied ("the Defender's long table edge"), and the book says
nothing of a game that ends with no side ahead at the marker; "start the game with +N
Courage" is kept for the whole game; the recorded readings (tides-single-unit-touching,
burn-two-of-three-at-least, chasm-sneaky-whenever-deployed, breach-each-turn) are real
ambiguities of the book.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import Row, audit_tests

END_OF_GAME = {"trigger.event": "game_ends", "trigger.repeats": "once"}
END_OF_ROUND = {"at": "Doom Phase", "moment": "end"}
ATTACKER = "all:has role Attacker"
DEFENDER = "all:has role Defender"
P48 = {"cite.page": 48, "cite.section": "The Breach"}


def courage_for(role: str, amount: int) -> dict[str, Any]:
    """All of one side's units start with ``amount`` more Courage, kept all game."""
    return {"kind": "stat", "stat": "courage", "op": "add", "amount": amount,
            "scope": "all_units", "duration": "end_of_game", "if": {f"all:has role {role}"}}


def near_marker_vp(amount: int, dear: str) -> dict[str, Any]:
    """p. 38: an unbroken unit within 8" of a marker, last two rounds, 10VP cap shared."""
    return {"kind": "score", "outcome": "vp", "amount": amount, "cap": 10, "cap_shared": True,
            "scope": "friendly", "select.pick": "each", **END_OF_ROUND,
            "if": {"all:within of source 8", "all:last rounds 2", f"{dear}:points over 500",
                   "none:has keyword Broken"}}


def lift(extra: set[str]) -> set[str]:
    """p. 39: own unbroken unit within 4" of the marker, no unbroken enemy within 8"."""
    return {"all:friendly within 4 Broken", "none:enemy within 8 Broken"} | extra


SEARCH = {ATTACKER, "any:friendly within General 4", "any:friendly within Battle Standard 4",
          "none:enemy within 4"}

ROWS: list[Row] = [
    ("Scenarios: The Pendulum’s Swing", 38, "right", [
        {"kind": "stat", "stat": "courage", "amount": 2, "scope": "friendly",
         "if": {"all:markers in half 3 enemy"}},
        {"kind": "move", "how": "slide", "by_roll": True, "scope": "markers",
         "trigger.roll": "2D6", "trigger.opposed": True, "moment": "before"},
        near_marker_vp(1, "none"), near_marker_vp(2, "all")]),
    ("Scenarios: The Wages of Sin", 39, "right", [
        {"kind": "score", "amount": 2, "optional": True, **END_OF_ROUND,
         "needs": lift({"all:wholly in zone enemy"})},
        {"kind": "score", "amount": 1, "optional": True, **END_OF_ROUND,
         "needs": lift({"none:wholly in zone enemy"})},
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True,
         **END_OF_ROUND, "needs": lift(set())}]),
    ("Scenarios: Tides of War", 39, "right", [
        {"kind": "score", "amount": 1, **END_OF_ROUND, "reading": "tides-single-unit-touching",
         "if": {"all:within of source 0", "all:alone near source 0", "none:engaged"}},
        {"kind": "move", "how": "slide", "dice": "D6", "distance": 2, "scope": "markers",
         **END_OF_ROUND, "towards": "the enemy table edge"}]),
    ("Scenarios: Bloodbath", 40, "right", [
        {"kind": "score", "outcome": "win", **END_OF_GAME, "needs": {"all:most of points"}},
        {"kind": "score", "outcome": "draw", **END_OF_GAME, "if": {"all:scores tied points"}}]),
    ("Scenarios: Bathed in Glory", 40, "right", [
        {"kind": "score", "amount": 5, **END_OF_GAME,
         "needs": {"none:units in play Character enemy"}},
        {"kind": "score", "amount": 1, "cap": 5, **END_OF_GAME,
         "per": "enemy Character unit no longer in play",
         "needs": {"all:units in play Character enemy"}}]),
    ("Scenarios: Altars of Grief", 40, "right", [
        {"kind": "grant", "keyword": "Grim", "scope": "markers", "duration": "end_of_game"},
        {"kind": "score", "amount": 1, "per.count": "marker", **END_OF_ROUND,
         "needs": {"all:outnumbers near 12 500"}}]),
    ("Scenarios: Burn Them Out", 41, "right", [
        {"kind": "parameter", "name": "deployment_centreline_distance", "op": "at_most",
         "amount": 12, "needs": {DEFENDER}},
        {"kind": "parameter", "name": "objective_spacing", "op": "more_than", "amount": 16,
         "needs": {DEFENDER}},
        {"kind": "move", "how": "place", "unit_type": "War Wagon", "needs": {DEFENDER}},
        {"kind": "grant", "keyword": "Immobile", "scope": "created"},
        {"kind": "grant", "keyword": "Objective", "scope": "created"},
        {"kind": "score", "outcome": "win", **END_OF_GAME,
         "reading": "burn-two-of-three-at-least",
         "needs": {DEFENDER, "all:units in play Objective 2 friendly"}},
        {"kind": "score", "outcome": "win", **END_OF_GAME,
         "needs": {ATTACKER, "none:units in play Objective 2 enemy"}}]),
    ("Scenarios: Desperate Search", 41, "right", [
        {"kind": "score", "amount": 1, "optional": True, **END_OF_ROUND, "needs": SEARCH},
        {"kind": "move", "how": "remove_from_play", "optional": True, **END_OF_ROUND,
         "needs": SEARCH},
        {"kind": "score", "amount": 1, "per": "marker still in play", **END_OF_GAME,
         "needs": {DEFENDER}}]),
    ("Narrative Scenarios: The Chasm", 46, "right", [
        {"kind": "place", "piece": "chasm", "amount": 1, "placed_by": None,
         "keywords": ("Impassable",), "across_max": 3, "across_roughly": True},
        {"kind": "place", "piece": "bridge", "amount": 2, "across_min": 100, "across_max": 200,
         "across_in": "mm", "spacing.0.inches": 12, "spacing.0.bound": "at_least"},
        courage_for("Attacker", 5),
        {"kind": "parameter", "name": "sneaky_chasm_distance", "op": "at_most", "amount": 4,
         "if": {"all:has keyword Sneaky", ATTACKER}},
        {"kind": "ignore", "if": {"all:has keyword Flying"}, "words": "half speed"},
        {"kind": "move", "how": "cross", "optional": True},
        {"kind": "score", "outcome": "win", **END_OF_ROUND,
         "needs": {ATTACKER, "all:near markers 2 2"}},
        {"kind": "score", "outcome": "win", **END_OF_GAME, "needs": {DEFENDER}}]),
    ("Narrative Scenarios: The Fortress", 47, "right", [
        {"kind": "place", "piece": "fortress wall", "amount": 1, "placed_by": None,
         "spacing.0.inches": 8, "spacing.0.of": "the centreline"},
        *({"kind": "grant", "keyword": k, "scope": "placed", "duration": "end_of_game"}
          for k in ("Impassible", "Elevated", "Blocking")),
        courage_for("Defender", 2),
        {"kind": "ignore", "if": {DEFENDER}, "words": "within 4\" of a Weak Point Marker"},
        {"kind": "ignore", "if": {ATTACKER}, "words": "Broken Weak Point Marker"},
        {"kind": "ignore", "if": {DEFENDER, "all:touching placed"}, "words": "line of sight"},
        {"kind": "action", "action": "attack", "optional": True,
         "if": {ATTACKER, "all:within of source 0", "none:engaged"}},
        {"kind": "lookup_as", "unit_type": "War Wagon", "scope": "markers"},
        {"kind": "stat", "op": "set", "amount": 7, "scope": "markers"},
        {"kind": "mention", "keyword": "Broken"},
        {"kind": "score", "outcome": "win", "needs": {ATTACKER, "all:markers with Broken 3"}},
        {"kind": "score", "outcome": "win", **END_OF_GAME,
         "needs": {DEFENDER, "none:markers with Broken 3"}}]),
    # Fixed: the overflow and the victory condition cite p. 48, where they are printed.
    ("Narrative Scenarios: The Breach", 47, "fixed", [
        {"kind": "grant", "keyword": "Reinforcements", "if": {"all:does not fit", DEFENDER},
         **P48},
        {"kind": "move", "how": "set_aside", "if": {"all:does not fit", DEFENDER}, **P48},
        {**courage_for("Attacker", 2), "cite": None},
        {"kind": "score", "outcome": "win", **END_OF_ROUND, "reading": "breach-each-turn",
         "needs": {"all:outnumbers near 8 Broken centre"}, **P48}]),
]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_every_record_of_the_slice_has_one_row(rules) -> None:  # type: ignore[no-untyped-def]
    """Eleven scenario section records hold 51 effects, each record with one row."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = [h for h in holders(rules) if h.kind == "section"
            and h.group_id in ("scenarios", "narrative_scenarios")]
    assert sorted(n for n, *_ in ROWS) == sorted(h.name for h in held)
    assert sum(len(h.effects) for h in held) == sum(len(s) for *_, s in ROWS) == 51


def test_scenario_fields_as_printed(rules) -> None:  # type: ignore[no-untyped-def]
    """Markers (count, placer, owner, size), roles, scoring (outcome, VP, for whom) and end,
    from pp. 38-41 and 46-48; The Breach's victory line cites p. 48 (fixed)."""
    by_id = {s.id: s for s in rules.scenarios}
    assert [(m.count, m.placed_by, m.owner, m.size) for m in by_id["the_breach"].setup.markers] \
        == [(1, "defender", None, "small")]
    assert [(m.count, m.placed_by, m.owner) for m in by_id["burn_them_out"].setup.markers] \
        == [(3, "defender", "defender")]
    assert [(m.count, m.placed_by) for m in by_id["the_chasm"].setup.markers] \
        == [(3, "attacker")]
    assert [(m.count, m.placed_by) for m in by_id["the_fortress"].setup.markers] == [(5, None)]
    assert [(m.count, m.placed_by) for m in by_id["wages_of_sin"].setup.markers] \
        == [(3, "each_player")]
    assert [(r.name, r.assigned) for r in by_id["the_chasm"].roles] \
        == [("Attacker", None), ("Defender", None)]
    assert [(r.name, r.assigned) for r in by_id["desperate_search"].roles] \
        == [("Attacker", "choose_or_random"), ("Defender", "choose_or_random")]
    pendulum = by_id["pendulums_swing"].scoring[0]
    assert (pendulum.points, pendulum.cap, pendulum.rounds) == (1, 10, "last_two")
    assert [(c.outcome, c.for_whom) for c in by_id["desperate_search"].scoring] \
        == [("vp", "attacker"), ("vp", "defender"), ("tie_break_vp", "each_player")]
    (breach,) = by_id["the_breach"].scoring
    assert (breach.outcome, breach.at, breach.for_whom) == ("win", "turn", "each_player")
    assert breach.cite is not None and breach.cite.page == 48
    assert by_id["the_breach"].cite.page == 47
    ends = {k: (s.end.winner, s.end.draw, s.end.ends_early) for k, s in by_id.items()}
    assert ends["burn_them_out"] == ("condition", False, False)
    assert ends["the_fortress"] == ("condition", False, True)
    assert ends["bloodbath"] == ("most_points_in_play", True, False)
    assert ends["altars_of_grief"] == ("most_vp", True, False)
