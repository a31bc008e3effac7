"""An eighth, independent audit (8d) of Hobgoblin's scenario effects against the book (issue
26): the section records of the eight 2D6 scenarios (pp. 38-41) and of the three narrative
scenarios (pp. 46-48), and the scenario records themselves (set-up, markers, roles, scoring,
end). Each scenario's printed text was read first (both columns put back together) and its
effects and fields written down in our own words; only then was ``rulesref show`` read, field
by field and in its plain words.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand
from the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 11 records read, 47 effects read as they stood (48 after: one added). 5 effects
wrong before the fixes, in 4 records, all fixed:
- missing part (1): The Wages of Sin scored a lifted marker but no effect took it away (a
  player could score the same marker every round); a remove-from-play effect added;
- unrecorded reading (3): Tides of War's score and marker move both read "a single
  unengaged unit in base contact" as "the only unit of either side touching, and it
  unengaged" (the words also allow "exactly one unengaged unit, engaged ones not counted")
  with no reading recorded (now ``tides-single-unit-touching``); The Chasm's "Sneaky units
  must deploy within 4 inches of the chasm" was pinned to the Deployment step, though Sneaky
  (p. 67) uses "deploy" for bringing a set-aside unit on later: now each time the unit is
  deployed, recorded as ``chasm-sneaky-whenever-deployed`` with both narrower readings;
- condition (1): The Breach's win counted units within 8" of the marker; the book measures
  to its centre point (new core test parameter ``centre``, said in words).
Scenario record fields: 55 read (5 for each of the 11: set-up and deployment, markers,
roles, scoring, end), 3 wrong, all fixed: The Chasm's deployment said the chasm runs
"lengthwise", where the game is played lengthwise and the centreline crosses the narrow
width (words); The Fortress's Weak Point Markers had no size, where p. 6 makes every marker
circular and 20-40mm (this reverses audit 7f's change); The Breach's scoring dropped the
centre point (condition).
Judged right, with notes: "start the game with +N Courage" (Pendulum, Chasm, Fortress,
Breach) held for the whole game; Wages of Sin's "friendly" marker is the placer's (the
only reading under which its 2VP clause can apply); Bloodbath's words "higher total of
points" stand for points of units in play, as its scoring field says; Burn Them Out's count
of three buildings lives in its marker field; "the source" in a scenario's words is the
marker tested.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import Row, audit_tests

END = {"trigger.event": "game_ends", "trigger.repeats": "once"}
ROUND_END = {"at": "Doom Phase", "moment": "end"}
DEFENDER = "all:has role Defender"
ATTACKER = "all:has role Attacker"
LIFT = {"all:friendly within 4 Broken", "none:enemy within 8 Broken"}
SEARCH = {ATTACKER, "any:friendly within General 4", "any:friendly within Battle Standard 4",
          "none:enemy within 4"}
TIDES = "tides-single-unit-touching"
BURN = "burn-two-of-three-at-least"


def courage(amount: int, role: str) -> dict[str, Any]:
    """The units of the player holding ``role`` start with ``amount`` more Courage, kept for
    the game."""
    return {"kind": "stat", "stat": "courage", "op": "add", "amount": amount,
            "scope": "all_units", "duration": "end_of_game", "if": {role}}


ROWS: list[Row] = [
    # p. 38: all three markers in one half: the other player's units +2 Courage; each marker
    # pushed by the higher 2D6 roller by their roll; last two rounds, unbroken units within
    # 8" of a marker 1VP (2VP over 500 points), 10VP a player at most in all
    ("Scenarios: The Pendulum’s Swing", 38, "right", [
        {"kind": "stat", "stat": "courage", "op": "add", "amount": 2, "scope": "friendly",
         "duration": "end_of_game", "if": {"all:markers in half 3 enemy"}},
        {"kind": "move", "how": "slide", "by_roll": True, "scope": "markers",
         "select.pick": "each", "trigger.event": "roll_made", "trigger.roll": "2D6",
         "trigger.opposed": True, "at": "Deployment", "moment": "before"},
        {"kind": "score", "outcome": "vp", "amount": 1, "cap": 10, "cap_shared": True,
         "select.pick": "each", **ROUND_END,
         "if": {"all:within of source 8", "all:last rounds 2", "none:has keyword Broken",
                "none:points over 500"}},
        {"kind": "score", "outcome": "vp", "amount": 2, "cap": 10, "cap_shared": True,
         "select.pick": "each", **ROUND_END,
         "if": {"all:within of source 8", "all:last rounds 2", "all:points over 500",
                "none:has keyword Broken"}}]),
    # p. 39: a round's end, an unbroken unit within 4" of its own marker and no unbroken
    # enemy within 8": may take the marker away, 2VP if it lay wholly in the opponent's
    # deployment zone, else 1VP
    ("Scenarios: The Wages of Sin", 39, "fixed", [
        {"kind": "score", "outcome": "vp", "amount": 2, "optional": True, "choice": "lift",
         **ROUND_END, "needs": LIFT | {"all:wholly in zone enemy"}},
        {"kind": "score", "outcome": "vp", "amount": 1, "optional": True, "choice": "lift",
         **ROUND_END, "needs": LIFT | {"none:wholly in zone enemy"}},
        {"kind": "move", "how": "remove_from_play", "direction": "suffers", "scope": "markers",
         "optional": True, **ROUND_END, "needs": LIFT}]),
    # p. 39: each round's end, a single unengaged unit touching a marker: 1VP to its
    # controller, who then moves the marker D6+2" towards the enemy edge
    ("Scenarios: Tides of War", 39, "fixed", [
        {"kind": "score", "outcome": "vp", "amount": 1, "scope": "friendly", **ROUND_END,
         "reading": TIDES,
         "if": {"all:within of source 0", "all:alone near source 0", "none:engaged"}},
        {"kind": "move", "how": "slide", "scope": "markers", "dice": "D6", "distance": 2,
         "towards": "the enemy table edge", **ROUND_END, "reading": TIDES}]),
    # p. 40: the higher points total in play at the end wins; level totals, a draw
    ("Scenarios: Bloodbath", 40, "right", [
        {"kind": "score", "outcome": "win", **END, "needs": {"all:most of points"}},
        {"kind": "score", "outcome": "draw", **END, "if": {"all:scores tied points"}}]),
    # p. 40: at the end, 5VP if no enemy Character unit is in play, else 1VP for each such
    # enemy unit gone, 5VP at most
    ("Scenarios: Bathed in Glory", 40, "right", [
        {"kind": "score", "outcome": "vp", "amount": 5, **END,
         "needs": {"none:units in play Character enemy"}},
        {"kind": "score", "outcome": "vp", "amount": 1, "cap": 5, **END,
         "needs": {"all:units in play Character enemy"},
         "words": "per enemy Character unit no longer in play"}]),
    # p. 40: the altars are Grim terrain; each round's end, 1VP per altar to the side with
    # more units within 12" (a unit over 500 points counting two)
    ("Scenarios: Altars of Grief", 40, "right", [
        {"kind": "grant", "keyword": "Grim", "scope": "markers", "duration": "end_of_game"},
        {"kind": "score", "outcome": "vp", "amount": 1, "per.count": "marker", **ROUND_END,
         "needs": {"all:outnumbers near 12 500"}}]),
    # p. 41: the Defender's three buildings are War Wagon units with Immobile and Objective,
    # within 12" of the centreline and more than 16" from other objectives; two still in
    # play (read: two or more) at the end, the Defender wins, otherwise the Attacker
    ("Scenarios: Burn Them Out", 41, "right", [
        {"kind": "parameter", "name": "deployment_centreline_distance", "op": "at_most",
         "amount": 12, "scope": "created", "needs": {DEFENDER}},
        {"kind": "parameter", "name": "objective_spacing", "op": "more_than", "amount": 16,
         "scope": "created", "needs": {DEFENDER}},
        {"kind": "move", "how": "place", "unit_type": "War Wagon", "scope": "created",
         "needs": {DEFENDER}},
        {"kind": "grant", "keyword": "Immobile", "scope": "created"},
        {"kind": "grant", "keyword": "Objective", "scope": "created"},
        {"kind": "score", "outcome": "win", **END, "reading": BURN,
         "needs": {DEFENDER, "all:units in play Objective 2 friendly"}},
        {"kind": "score", "outcome": "win", **END, "reading": BURN,
         "needs": {ATTACKER, "none:units in play Objective 2 enemy"}}]),
    # p. 41: a round's end, the Attacker may take a marker away for 1VP with a General or
    # Battle Standard unit within 4" and no enemy within 4"; the Defender 1VP per marker left
    ("Scenarios: Desperate Search", 41, "right", [
        {"kind": "score", "outcome": "vp", "amount": 1, "optional": True, **ROUND_END,
         "needs": SEARCH},
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True,
         **ROUND_END, "needs": SEARCH},
        {"kind": "score", "outcome": "vp", "amount": 1, **END, "needs": {DEFENDER},
         "words": "per marker still in play"}]),
    # p. 46: Attacker +5 Courage; its Sneaky units deploy within 4" of the chasm (read: each
    # time they are set up); Flying may cross the chasm at half speed; a too-wide unit may
    # cross a bridge with most of its width on it; Attacker units within 2" of two or more
    # markers at a round's end win; otherwise the Defender at the end
    ("Narrative Scenarios: The Chasm", 46, "fixed", [
        courage(5, ATTACKER),
        {"kind": "parameter", "name": "sneaky_chasm_distance", "op": "at_most", "amount": 4,
         "trigger.event": "deployed", "trigger.on": "self",
         "reading": "chasm-sneaky-whenever-deployed",
         "if": {ATTACKER, "all:has keyword Sneaky"}, "words": "each time this unit is deployed"},
        {"kind": "ignore", "if": {"all:has keyword Flying"}, "words": "at half speed"},
        {"kind": "move", "how": "cross", "optional": True,
         "if": {"all:wider than placed", "all:width mostly on placed"}},
        {"kind": "score", "outcome": "win", **ROUND_END,
         "needs": {ATTACKER, "all:near markers 2 2"}},
        {"kind": "score", "outcome": "win", **END, "needs": {DEFENDER}}]),
    # p. 47: the wall is Impassible, Elevated and Blocking; Defender +2 Courage; Defender
    # units pass the wall within 4" of a Weak Point Marker and see past it when touching it;
    # Attacker units pass it within 4" of a Broken one; an unengaged Attacker unit touching a
    # marker may attack it as a War Wagon of Courage 7; three Broken: the Attacker wins,
    # otherwise the Defender
    ("Narrative Scenarios: The Fortress", 47, "right", [
        {"kind": "grant", "keyword": "Impassible", "scope": "placed"},
        {"kind": "grant", "keyword": "Elevated", "scope": "placed"},
        {"kind": "grant", "keyword": "Blocking", "scope": "placed"},
        courage(2, DEFENDER),
        {"kind": "ignore", "if": {DEFENDER}, "words": "within 4\" of a Weak Point Marker"},
        {"kind": "ignore", "if": {ATTACKER}, "words": "Broken Weak Point Marker"},
        {"kind": "ignore", "if": {DEFENDER, "all:touching placed"},
         "words": "line of sight"},
        {"kind": "action", "action": "attack", "optional": True, "at": "Combat Phase",
         "if": {ATTACKER, "all:within of source 0", "none:engaged"}},
        {"kind": "lookup_as", "unit_type": "War Wagon", "scope": "markers"},
        {"kind": "stat", "stat": "courage", "op": "set", "amount": 7, "scope": "markers"},
        {"kind": "mention", "keyword": "Broken"},
        {"kind": "score", "outcome": "win", "needs": {ATTACKER, "all:markers with Broken 3"}},
        {"kind": "score", "outcome": "win", **END,
         "needs": {DEFENDER, "none:markers with Broken 3"}}]),
    # pp. 47-48: Defender units that will not fit within 6" of the Breach Marker gain
    # Reinforcements and are set aside; Attacker +2 Courage; the side with more unbroken
    # units within 8" of the marker's centre point wins (at each "turn": a recorded reading)
    ("Narrative Scenarios: The Breach", 47, "fixed", [
        {"kind": "grant", "keyword": "Reinforcements", "if": {"all:does not fit", DEFENDER}},
        {"kind": "move", "how": "set_aside", "if": {"all:does not fit", DEFENDER}},
        courage(2, ATTACKER),
        {"kind": "score", "outcome": "win", **ROUND_END, "reading": "breach-each-turn",
         "needs": {"all:outnumbers near 8 Broken centre"},
         "words": "within 8\" of a marker's centre point"}]),
]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_every_record_of_the_slice_has_a_row(rules) -> None:  # type: ignore[no-untyped-def]
    """The slice is the section records of the 2D6 and narrative scenarios: 11, each with
    one row, 48 effects after the fixes."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = sorted(h.name for h in holders(rules) if h.kind == "section"
                  and h.group_id in ("scenarios", "narrative_scenarios"))
    assert sorted(name for name, *_ in ROWS) == held
    assert sum(len(specs) for *_, specs in ROWS) == 48


def _markers(scenario: Any) -> list[tuple[Any, ...]]:
    return [(m.name, m.count, m.placed_by, m.owner, m.size, m.apart)
            for m in scenario.setup.markers]


def test_scenario_record_fields_as_the_book_gives_them(rules) -> None:  # type: ignore[no-untyped-def]
    """Each scenario's markers (name, count per placer, placer, owner, size, spacing), roles
    and how they are handed out, scoring (outcome, points, when, for whom) and winner, as
    worked out from pp. 38-41 and 46-48 (p. 6 sets every marker's size)."""
    by_id = {s.id: s for s in rules.scenarios}
    objective = "Objective Marker"
    markers = {
        "pendulums_swing": [(objective, 3, None, None, "standard", None)],
        "wages_of_sin": [(objective, 3, "each_player", None, "standard", 16)],
        "tides_of_war": [(objective, 2, None, None, "standard", None)],
        "bloodbath": [],
        "bathed_in_glory": [],
        "altars_of_grief": [(objective, 3, None, None, "standard", None)],
        "burn_them_out": [("building (War Wagon unit with Immobile and Objective)", 3,
                           "defender", "defender", "buildings", 16)],
        "desperate_search": [(objective, 3, "attacker", None, "standard", 16)],
        "the_chasm": [("objective marker", 3, "attacker", None, "standard", 8)],
        "the_fortress": [("Weak Point Marker", 5, None, None, "standard", None)],
        "the_breach": [("Breach Marker", 1, "defender", None, "small", None)],
    }
    assert {k: _markers(by_id[k]) for k in markers} == markers
    both = ["same_for_both"]
    chosen = ["choose_or_random", "choose_or_random"]
    roles = {"pendulums_swing": both, "wages_of_sin": both, "tides_of_war": both,
             "bloodbath": both, "bathed_in_glory": both, "altars_of_grief": both,
             "burn_them_out": chosen, "desperate_search": chosen, "the_chasm": [None, None],
             "the_fortress": chosen, "the_breach": chosen}
    assert {k: [r.assigned for r in by_id[k].roles] for k in roles} == roles
    tie = ("tie_break_vp", 1, "game end", "each_player")
    scoring = {
        "pendulums_swing": [("vp", 1, "round", "each_player"), tie],
        "wages_of_sin": [("vp", 2, "round", "placer"), ("vp", 1, "round", "placer"), tie],
        "tides_of_war": [("vp", 1, "round", "scorer"), tie],
        "bloodbath": [("win", None, "game end", "each_player"),
                      ("draw", None, "game end", "both_players")],
        "bathed_in_glory": [("vp", 5, "game end", "each_player"),
                            ("vp", 1, "game end", "each_player"), tie],
        "altars_of_grief": [("vp", 1, "round", "each_player"), tie],
        "burn_them_out": [("win", None, "game end", "defender"),
                          ("win", None, "game end", "attacker")],
        "desperate_search": [("vp", 1, "round", "attacker"), ("vp", 1, "game end", "defender"),
                             tie],
        "the_chasm": [("win", None, "round", "attacker"), ("win", None, "game end", "defender")],
        "the_fortress": [("win", None, "any time", "attacker"),
                         ("win", None, "game end", "defender")],
        "the_breach": [("win", None, "turn", "each_player")],
    }
    assert {k: [(s.outcome, s.points, s.at, s.for_whom) for s in by_id[k].scoring]
            for k in scoring} == scoring
    pendulum = by_id["pendulums_swing"].scoring[0]
    assert (pendulum.cap, pendulum.rounds) == (10, "last_two")
    assert by_id["bathed_in_glory"].scoring[1].cap == 5
    winners = {"pendulums_swing": "most_vp", "wages_of_sin": "most_vp",
               "tides_of_war": "most_vp", "bloodbath": "most_points_in_play",
               "bathed_in_glory": "most_vp", "altars_of_grief": "most_vp",
               "burn_them_out": "condition", "desperate_search": "most_vp",
               "the_chasm": "condition", "the_fortress": "condition",
               "the_breach": "condition"}
    assert {k: by_id[k].end.winner for k in winners} == winners
    assert [k for k in winners if by_id[k].end.ends_early] == [
        "the_chasm", "the_fortress", "the_breach"]
    assert "most Doom" in (by_id["altars_of_grief"].end.tie_break or "")


def test_the_three_fields_this_audit_fixed(rules) -> None:  # type: ignore[no-untyped-def]
    """The Chasm is played lengthwise with the centreline across the short width (p. 46);
    The Breach counts units within 8" of its marker's centre point (p. 48)."""
    by_id = {s.id: s for s in rules.scenarios}
    chasm = by_id["the_chasm"].setup.deployment
    assert "played lengthwise" in chasm and "crosses the short width" in chasm
    assert "runs along the centreline (lengthwise" not in chasm
    (breach,) = by_id["the_breach"].scoring
    assert "centre point" in breach.what
