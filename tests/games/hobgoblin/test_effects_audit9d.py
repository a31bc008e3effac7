"""A ninth, independent audit (9d) of Hobgoblin's scenario effects against the book (issue
26): the section records of the eight 2D6 scenarios (pp. 38-41) and the three narrative
scenarios (pp. 46-48), and the scenario records' own fields. The printed pages were read
first (columns put back together) and every effect and field written down in our own words
(/work/audit9d-verdicts.md); only then were ``rulesref show`` and ``--json`` read.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit (``right`` or ``fixed``), and each effect as worked out by hand from the
book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 11 records read, 48 effects read, 48 right, none wrong. Two placements the book
prints live only in free text (the Deployment field and the summary), with no effect or
part that places them; they are counted wrong (missing part) and left, as the lead asked,
to the placement builder (wt-place26), so no row here is ``fixed``:
- The Chasm: the chasm (about 3" wide, full width, on the centreline, impassable) and its
  two bridges (100-200mm wide, 12" or more apart); the effects name "the terrain the rule
  places" but nothing places it;
- The Fortress: the wall 8" back from the centreline; its Impassible, Elevated and Blocking
  grants act on "the terrain it places", which nothing places.
Scenario record fields: 71 read (deployment, each marker set, each role, each scoring way,
end, per scenario), all right.
Judged right, with notes: "start the game with +N Courage" (Pendulum, Chasm, Fortress,
Breach) kept for the game, Courage being a profile stat; Wages of Sin's "friendly" marker
is the one its player placed (only then can its 2VP clause apply), its owner field staying
"not said" as printed; Burn Them Out's "fight and take Doom as normal" follows from the
buildings being War Wagon units, so it needs no effect of its own; Desperate Search's
misprint "with 4 inches" read as "within"; The Breach's choice of the Defender's long edge
(chooser not printed) is only named through the Breach Marker's place; the readings the
model records (tides-single-unit-touching, burn-two-of-three-at-least,
chasm-sneaky-whenever-deployed, breach-each-turn) are the book's real ambiguities.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import Row, audit_tests

GAME_END = {"trigger.event": "game_ends", "trigger.repeats": "once"}
AT_ROUND_END = {"at": "Doom Phase", "moment": "end"}
ATTACKER = "all:has role Attacker"
DEFENDER = "all:has role Defender"
UNCONTESTED = {"all:friendly within 4 Broken", "none:enemy within 8 Broken"}
GENERAL_OR_STANDARD = {ATTACKER, "any:friendly within General 4",
                       "any:friendly within Battle Standard 4", "none:enemy within 4"}


def extra_courage(amount: int, role: str) -> dict[str, Any]:
    """All units of the side holding ``role`` begin the game ``amount`` Courage higher."""
    return {"kind": "stat", "stat": "courage", "op": "add", "amount": amount,
            "scope": "all_units", "duration": "end_of_game", "if": {f"all:has role {role}"}}


def pendulum_vp(amount: int, big: str) -> dict[str, Any]:
    """p. 38: last two rounds, each unbroken unit near a marker; 10VP cap for a player."""
    return {"kind": "score", "outcome": "vp", "amount": amount, "cap": 10, "cap_shared": True,
            "scope": "friendly", "select.pick": "each", **AT_ROUND_END,
            "if": {"all:within of source 8", "all:last rounds 2", f"{big}:points over 500",
                   "none:has keyword Broken"}}


def wall_grant(keyword: str) -> dict[str, Any]:
    """p. 47: the fortress wall's keywords, for the whole game."""
    return {"kind": "grant", "keyword": keyword, "scope": "placed", "duration": "end_of_game"}


ROWS: list[Row] = [
    # p. 38: marker drift by the higher 2D6; all three in one half gives the other side +2
    # Courage; 1VP (2VP over 500 points) per unbroken unit within 8" in rounds 4 and 5.
    ("Scenarios: The Pendulum’s Swing", 38, "right", [
        {"kind": "stat", "stat": "courage", "op": "add", "amount": 2, "scope": "friendly",
         "duration": "end_of_game", "if": {"all:markers in half 3 enemy"}},
        {"kind": "move", "how": "slide", "by_roll": True, "scope": "markers",
         "trigger.roll": "2D6", "trigger.opposed": True, "at": "Deployment",
         "moment": "before", "words": "higher roller's deployment zone"},
        pendulum_vp(1, "none"),
        pendulum_vp(2, "all")]),
    # p. 39: lift a friendly marker with an unbroken unit within 4" and no unbroken foe
    # within 8": 2VP from the enemy deployment zone, else 1VP; the marker goes.
    ("Scenarios: The Wages of Sin", 39, "right", [
        {"kind": "score", "outcome": "vp", "amount": 2, "optional": True, **AT_ROUND_END,
         "needs": UNCONTESTED | {"all:wholly in zone enemy"}},
        {"kind": "score", "outcome": "vp", "amount": 1, "optional": True, **AT_ROUND_END,
         "needs": UNCONTESTED | {"none:wholly in zone enemy"}},
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True,
         **AT_ROUND_END, "needs": UNCONTESTED}]),
    # p. 39: a lone unengaged unit touching a marker scores 1VP; the marker then slides
    # D6+2" toward the enemy edge.
    ("Scenarios: Tides of War", 39, "right", [
        {"kind": "score", "outcome": "vp", "amount": 1, "scope": "friendly", **AT_ROUND_END,
         "reading": "tides-single-unit-touching",
         "if": {"all:within of source 0", "all:alone near source 0", "none:engaged"}},
        {"kind": "move", "how": "slide", "dice": "D6", "distance": 2, "scope": "markers",
         **AT_ROUND_END, "towards": "the enemy table edge",
         "reading": "tides-single-unit-touching"}]),
    # p. 40: more points of units in play wins; level totals draw.
    ("Scenarios: Bloodbath", 40, "right", [
        {"kind": "score", "outcome": "win", **GAME_END, "needs": {"all:most of points"}},
        {"kind": "score", "outcome": "draw", **GAME_END, "if": {"all:scores tied points"}}]),
    # p. 40: 5VP if no enemy Character unit is left, else 1VP per one gone, 5 at most.
    ("Scenarios: Bathed in Glory", 40, "right", [
        {"kind": "score", "outcome": "vp", "amount": 5, **GAME_END,
         "needs": {"none:units in play Character enemy"}},
        {"kind": "score", "outcome": "vp", "amount": 1, "cap": 5, **GAME_END,
         "per": "enemy Character unit no longer in play",
         "needs": {"all:units in play Character enemy"}}]),
    # p. 40: the altars are Grim; 1VP per altar where a side has more units within 12"
    # (a unit over 500 points counting two).
    ("Scenarios: Altars of Grief", 40, "right", [
        {"kind": "grant", "keyword": "Grim", "scope": "markers", "duration": "end_of_game"},
        {"kind": "score", "outcome": "vp", "amount": 1, "per.count": "marker", **AT_ROUND_END,
         "needs": {"all:outnumbers near 12 500"}}]),
    # p. 41: three Defender buildings, War Wagon units with Immobile and Objective, within
    # 12" of the centreline and more than 16" from other objectives; two left: Defender wins.
    ("Scenarios: Burn Them Out", 41, "right", [
        {"kind": "parameter", "name": "deployment_centreline_distance", "op": "at_most",
         "amount": 12, "scope": "created", "needs": {DEFENDER}},
        {"kind": "parameter", "name": "objective_spacing", "op": "more_than", "amount": 16,
         "scope": "created", "needs": {DEFENDER}},
        {"kind": "move", "how": "place", "unit_type": "War Wagon", "scope": "created",
         "needs": {DEFENDER}},
        {"kind": "grant", "keyword": "Immobile", "scope": "created",
         "duration": "end_of_game"},
        {"kind": "grant", "keyword": "Objective", "scope": "created",
         "duration": "end_of_game"},
        {"kind": "score", "outcome": "win", **GAME_END,
         "reading": "burn-two-of-three-at-least",
         "needs": {DEFENDER, "all:units in play Objective 2 friendly"}},
        {"kind": "score", "outcome": "win", **GAME_END,
         "reading": "burn-two-of-three-at-least",
         "needs": {ATTACKER, "none:units in play Objective 2 enemy"}}]),
    # p. 41: the Attacker may lift a marker for 1VP with a General or Battle Standard unit
    # within 4" and no foe within 4"; the Defender scores 1VP per marker left.
    ("Scenarios: Desperate Search", 41, "right", [
        {"kind": "score", "outcome": "vp", "amount": 1, "optional": True, **AT_ROUND_END,
         "needs": GENERAL_OR_STANDARD},
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True,
         **AT_ROUND_END, "needs": GENERAL_OR_STANDARD},
        {"kind": "score", "outcome": "vp", "amount": 1, "per": "marker still in play",
         **GAME_END, "needs": {DEFENDER}}]),
    # p. 46: Attacker +5 Courage; its Sneaky units within 4" of the chasm; Flying over the
    # chasm at half speed; wide units on bridges; Attacker wins near 2 of the markers.
    ("Narrative Scenarios: The Chasm", 46, "right", [
        extra_courage(5, "Attacker"),
        {"kind": "parameter", "name": "sneaky_chasm_distance", "op": "at_most", "amount": 4,
         "trigger.event": "deployed", "reading": "chasm-sneaky-whenever-deployed",
         "if": {"all:has keyword Sneaky", ATTACKER}},
        {"kind": "ignore", "if": {"all:has keyword Flying"}, "words": "half speed"},
        {"kind": "move", "how": "cross", "optional": True,
         "if": {"all:wider than placed", "all:width mostly on placed"}},
        {"kind": "score", "outcome": "win", **AT_ROUND_END,
         "needs": {ATTACKER, "all:near markers 2 2"}},
        {"kind": "score", "outcome": "win", **GAME_END, "needs": {DEFENDER}}]),
    # p. 47: the wall's keywords; Defender +2 Courage; passing the wall near (Broken)
    # markers; line of sight over it; attacking a marker as a War Wagon of Courage 7;
    # three Broken markers win it for the Attacker.
    ("Narrative Scenarios: The Fortress", 47, "right", [
        wall_grant("Impassible"), wall_grant("Elevated"), wall_grant("Blocking"),
        extra_courage(2, "Defender"),
        {"kind": "ignore", "if": {DEFENDER}, "words": 'within 4" of a Weak Point Marker'},
        {"kind": "ignore", "if": {ATTACKER}, "words": 'within 4" of a Broken Weak Point'},
        {"kind": "ignore", "if": {DEFENDER, "all:touching placed"}, "words": "line of sight"},
        {"kind": "action", "action": "attack", "optional": True, "at": "Combat Phase",
         "if": {ATTACKER, "all:within of source 0", "none:engaged"}},
        {"kind": "lookup_as", "unit_type": "War Wagon", "scope": "markers"},
        {"kind": "stat", "stat": "courage", "op": "set", "amount": 7, "scope": "markers"},
        {"kind": "mention", "keyword": "Broken"},
        {"kind": "score", "outcome": "win", "needs": {ATTACKER, "all:markers with Broken 3"}},
        {"kind": "score", "outcome": "win", **GAME_END,
         "needs": {DEFENDER, "none:markers with Broken 3"}}]),
    # pp. 47-48: Defender units that do not fit gain Reinforcements and wait off the table;
    # Attacker +2 Courage; most unbroken units within 8" of the marker's centre wins.
    ("Narrative Scenarios: The Breach", 47, "right", [
        {"kind": "grant", "keyword": "Reinforcements", "at": "Deployment",
         "if": {"all:does not fit", DEFENDER}},
        {"kind": "move", "how": "set_aside", "at": "Deployment",
         "if": {"all:does not fit", DEFENDER}},
        extra_courage(2, "Attacker"),
        {"kind": "score", "outcome": "win", **AT_ROUND_END, "reading": "breach-each-turn",
         "needs": {"all:outnumbers near 8 Broken centre"}}]),
]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_the_rows_cover_the_slice_once(rules) -> None:  # type: ignore[no-untyped-def]
    """Eleven section records, 48 effects, each record with exactly one row."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = [h.name for h in holders(rules) if h.kind == "section"
            and h.group_id in ("scenarios", "narrative_scenarios")]
    assert sorted(name for name, *_ in ROWS) == sorted(held)
    assert (len(held), sum(len(specs) for *_, specs in ROWS)) == (11, 48)


def test_scenario_places_and_spacing_as_printed(rules) -> None:  # type: ignore[no-untyped-def]
    """The markers' distances and spacing bounds, whether a rule moves them, and the timing
    and end facts, as pp. 38-41 and 46-48 print them (worked out from the book)."""
    by_id = {s.id: s for s in rules.scenarios}
    where = {"pendulums_swing": ('18"', "3D6+6"), "tides_of_war": ('16"',),
             "altars_of_grief": ('15"',), "burn_them_out": ('12"',),
             "the_chasm": ('16"',), "the_fortress": ('12"',)}
    for key, distances in where.items():
        text = by_id[key].setup.markers[0].where
        assert all(d in text for d in distances), (key, text)
    bounds = {key: (m.apart, m.apart_by.value) for key in
              ("wages_of_sin", "burn_them_out", "desperate_search", "the_chasm")
              for m in by_id[key].setup.markers}
    assert bounds == {"wages_of_sin": (16, "more_than"), "burn_them_out": (16, "more_than"),
                      "desperate_search": (16, "more_than"), "the_chasm": (8, "at_least")}
    moving = sorted(s.id for s in rules.scenarios if any(m.moves for m in s.setup.markers))
    assert moving == ["pendulums_swing", "tides_of_war"]
    assert all(s.end.rounds is None for s in rules.scenarios)
    no_draw = sorted(s.id for s in rules.scenarios if not s.end.draw)
    assert no_draw == ["burn_them_out", "the_chasm", "the_fortress"]
    chasm = by_id["the_chasm"].setup.deployment
    assert all(part in chasm for part in ('3"', "100-200mm", '12"'))
    assert '8"' in by_id["the_fortress"].setup.deployment
    assert '18"' in by_id["the_breach"].setup.deployment
