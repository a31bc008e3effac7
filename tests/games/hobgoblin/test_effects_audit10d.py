"""A tenth, independent audit (10d) of Hobgoblin's scenario effects against the book (issue
26): the section records of the eight 2D6 scenarios (pp. 38-41) and the three narrative
scenarios (pp. 46-48), their placing effects included, and the scenario records' own fields.
The printed pages were read first (columns put back together) and every effect and field
written down in our own words (/work/audit10d-verdicts.md); only then were ``rulesref show``
and ``--json`` read.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit (``right`` or ``fixed``), and each effect as worked out by hand from the
book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 11 records read, 51 effects read, 50 right, 1 wrong before fixes, by kind:
- missing part (1): The Chasm (p. 46) makes its chasm impassable, but no effect said so: the
  place effect put down a bare "chasm", and only the Deployment field and the Flying
  effect's words named the impassability. A grant to the scope ``placed`` would make the
  bridges impassable too, so the placing effect now carries the keyword itself (the new
  ``keywords`` field of :class:`~rulesref.core.effects.placing.Place`). Fixed.
Scenario record fields: 82 read (per scenario: deployment, each role, game length, winner
and tie-break, each marker set with count, placer, owner, size and spacing, each scoring
line with what, when and for whom), all right.
Judged right, with notes: Wages of Sin's "friendly" marker is the one its player placed
(only then can the 2VP clause apply), the owner field staying "not said" as printed; Tides
of War's marker move reads friendly and enemy from the touching unit's side; Altars of
Grief's tie-breaker keeps the book's words ("most Doom on units within 12 inches of an
altar") and picks no reading; Burn Them Out's "fight and receive Doom as normal" follows from
the buildings being War Wagon units, and their count of three is in the scenario's marker
field; the Fortress marker "as if it were a War Wagon" is the target-number lookup; the Weak
Point Markers' standard size comes from p. 6 (every marker 20-40mm); "start the game with +N
Courage" is kept for the whole game; the readings the model records
(tides-single-unit-touching, burn-two-of-three-at-least, chasm-sneaky-whenever-deployed,
breach-each-turn) are real ambiguities of the book.
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, audit_tests, taken_over
from tests.games.hobgoblin.test_effects_audit9d import (
    AT_ROUND_END,
    ATTACKER,
    DEFENDER,
    GAME_END,
    extra_courage,
    pendulum_vp,
    wall_grant,
)
from tests.games.hobgoblin.test_effects_audit9d import ROWS as AUDIT9D_ROWS

SET_UP = {"at": "Set Up Battlefield", "duration": "instant"}


#: The rows this audit wrote differently from audit 9d's (its own checks, and the fixes it
#: made); every other row is audit 9d's, which this audit's verdicts agree with
#: (:func:`~tests.games.hobgoblin.audit_rows.taken_over`).
OWN: list[Row] = [
    # p. 38: the other side gets +2 Courage when one side holds all three markers in its
    # half; each marker slides toward the higher 2D6 roller by the roll; VP near markers.
    ("Scenarios: The Pendulum’s Swing", 38, "right", [
        {"kind": "stat", "stat": "courage", "op": "add", "amount": 2, "scope": "friendly",
         "duration": "end_of_game", "if": {"all:markers in half 3 enemy"}},
        {"kind": "move", "how": "slide", "by_roll": True, "scope": "markers",
         "trigger.roll": "2D6", "trigger.opposed": True, "at": "Deployment",
         "moment": "before", "words": "towards the higher roller's deployment zone"},
        pendulum_vp(1, "none"),
        pendulum_vp(2, "all")]),
    # p. 40: no enemy Character-keyword unit left: 5VP; else 1VP for each one gone, max 5.
    ("Scenarios: Bathed in Glory", 40, "right", [
        {"kind": "score", "outcome": "vp", "amount": 5, "choice": "glory", **GAME_END,
         "needs": {"none:units in play Character enemy"}},
        {"kind": "score", "outcome": "vp", "amount": 1, "cap": 5, "choice": "glory",
         **GAME_END, "per": "enemy Character unit no longer in play",
         "needs": {"all:units in play Character enemy"}}]),
    # p. 46: an impassable chasm about 3" wide on the centreline and two bridges 100-200mm
    # wide, 12" or more apart (placer not printed); Attacker +5 Courage; its Sneaky units
    # within 4" of the chasm; Flying crosses at half speed; too-wide units may use a bridge
    # if most of their width is on it; Attacker wins near two markers, else the Defender.
    ("Narrative Scenarios: The Chasm", 46, "fixed", [
        {"kind": "place", "piece": "chasm", "sort": "terrain", "amount": 1, "placed_by": None,
         "keywords": ("Impassable",), "across_min": 3, "across_max": 3,
         "across_roughly": True, "spacing.0": None, **SET_UP,
         "words": 'roughly 3" across, with Impassable'},
        {"kind": "place", "piece": "bridge", "sort": "terrain", "amount": 2, "placed_by": None,
         "keywords": (), "across_min": 100, "across_max": 200, "across_in": "mm",
         "spacing.0.bound": "at_least", "spacing.0.inches": 12, "spacing.0.of": "each other",
         "spacing.1": None, **SET_UP},
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
    # p. 47: the wall 8" back from the centreline and its keywords; Defender +2 Courage;
    # crossing near (Broken) Weak Point Markers; line of sight; attacking a marker as a War
    # Wagon of Courage 7; three Broken markers: Attacker wins, else the Defender.
    ("Narrative Scenarios: The Fortress", 47, "right", [
        {"kind": "place", "piece": "fortress wall", "sort": "terrain", "amount": 1,
         "placed_by": None, "keywords": (), "spacing.0.bound": "exactly",
         "spacing.0.inches": 8, "spacing.0.of": "the centreline", "spacing.1": None, **SET_UP},
        wall_grant("Impassible"), wall_grant("Elevated"), wall_grant("Blocking"),
        extra_courage(2, "Defender"),
        {"kind": "ignore", "if": {DEFENDER}, "words": 'within 4" of a Weak Point Marker'},
        {"kind": "ignore", "if": {ATTACKER}, "words": 'within 4" of a Broken Weak Point'},
        {"kind": "ignore", "if": {DEFENDER, "all:touching placed"},
         "words": "line of sight"},
        {"kind": "action", "action": "attack", "optional": True, "at": "Combat Phase",
         "if": {ATTACKER, "all:within of source 0", "none:engaged"}},
        {"kind": "lookup_as", "unit_type": "War Wagon", "scope": "markers"},
        {"kind": "stat", "stat": "courage", "op": "set", "amount": 7, "scope": "markers"},
        {"kind": "mention", "keyword": "Broken"},
        {"kind": "score", "outcome": "win",
         "needs": {ATTACKER, "all:markers with Broken 3"}},
        {"kind": "score", "outcome": "win", **GAME_END,
         "needs": {DEFENDER, "none:markers with Broken 3"}}]),
]

ROWS: list[Row] = taken_over(AUDIT9D_ROWS, OWN)

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_the_rows_cover_the_slice_once(rules) -> None:  # type: ignore[no-untyped-def]
    """Eleven section records, 51 effects, each record with exactly one row."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = [h for h in holders(rules) if h.kind == "section"
            and h.group_id in ("scenarios", "narrative_scenarios")]
    assert sorted(name for name, *_ in ROWS) == sorted(h.name for h in held)
    assert (len(held), sum(len(h.effects) for h in held)) == (11, 51)
    assert sum(len(specs) for *_, specs in ROWS) == 51


def test_the_chasm_keyword_is_a_keyword_of_the_game(rules) -> None:  # type: ignore[no-untyped-def]
    """p. 46: the keyword the chasm is placed with names Hobgoblin's Impassable keyword."""
    from rulesref.games.hobgoblin import lookups

    assert lookups.find_keyword(rules, "Impassable").name == "Impassable"


def test_scenario_record_fields_as_printed(rules) -> None:  # type: ignore[no-untyped-def]
    """Each scenario's markers (count, placer, owner, size, spacing, moved), roles and their
    assignment, scoring (what outcome, how many VP, cap, which rounds, for whom) and end
    (winner, draw, early end), worked out by hand from pp. 6, 38-41 and 46-48."""
    markers = {
        "pendulums_swing": [("Objective Marker", 3, None, None, "standard", True)],
        "wages_of_sin": [("Objective Marker", 3, "each_player", None, "standard", False)],
        "tides_of_war": [("Objective Marker", 2, None, None, "standard", True)],
        "bloodbath": [], "bathed_in_glory": [],
        "altars_of_grief": [("Objective Marker", 3, None, None, "standard", False)],
        "burn_them_out": [("building (War Wagon unit with Immobile and Objective)", 3,
                           "defender", "defender", "buildings", False)],
        "desperate_search": [("Objective Marker", 3, "attacker", None, "standard", False)],
        "the_chasm": [("objective marker", 3, "attacker", None, "standard", False)],
        "the_fortress": [("Weak Point Marker", 5, None, None, "standard", False)],
        "the_breach": [("Breach Marker", 1, "defender", None, "small", False)],
    }
    both: list[tuple[str, str | None]] = [("Player", "same_for_both")]
    chosen: list[tuple[str, str | None]] = [("Attacker", "choose_or_random"),
                                            ("Defender", "choose_or_random")]
    roles = {key: both for key in ("pendulums_swing", "wages_of_sin", "tides_of_war",
                                   "bloodbath", "bathed_in_glory", "altars_of_grief")}
    roles |= {key: chosen for key in ("burn_them_out", "desperate_search", "the_fortress",
                                      "the_breach")}
    roles["the_chasm"] = [("Attacker", None), ("Defender", None)]
    tie = ("tie_break_vp", 1, None, "each", "each_player")
    scoring = {
        "pendulums_swing": [("vp", 1, 10, "last_two", "each_player"), tie],
        "wages_of_sin": [("vp", 2, None, "each", "placer"), ("vp", 1, None, "each", "placer"),
                         tie],
        "tides_of_war": [("vp", 1, None, "each", "scorer"), tie],
        "bloodbath": [("win", None, None, "each", "each_player"),
                      ("draw", None, None, "each", "both_players")],
        "bathed_in_glory": [("vp", 5, None, "each", "each_player"),
                            ("vp", 1, 5, "each", "each_player"), tie],
        "altars_of_grief": [("vp", 1, None, "each", "each_player"), tie],
        "burn_them_out": [("win", None, None, "each", "defender"),
                          ("win", None, None, "each", "attacker")],
        "desperate_search": [("vp", 1, None, "each", "attacker"),
                             ("vp", 1, None, "each", "defender"), tie],
        "the_chasm": [("win", None, None, "each", "attacker"),
                      ("win", None, None, "each", "defender")],
        "the_fortress": [("win", None, None, "each", "attacker"),
                         ("win", None, None, "each", "defender")],
        "the_breach": [("win", None, None, "each", "each_player")],
    }
    ends = {key: ("most_vp", True, False) for key in
            ("pendulums_swing", "wages_of_sin", "tides_of_war", "bathed_in_glory",
             "altars_of_grief", "desperate_search")}
    ends |= {"bloodbath": ("most_points_in_play", True, False),
             "burn_them_out": ("condition", False, False),
             "the_chasm": ("condition", False, True), "the_fortress": ("condition", False, True),
             "the_breach": ("condition", True, True)}
    by_id = {s.id: s for s in rules.scenarios}
    assert sorted(by_id) == sorted(markers)
    for key, scenario in by_id.items():
        assert [(m.name, m.count, m.placed_by, m.owner, m.size, m.moves)
                for m in scenario.setup.markers] == markers[key], key
        assert [(r.name, r.assigned) for r in scenario.roles] == roles[key], key
        assert [(c.outcome, c.points, c.cap, c.rounds, c.for_whom)
                for c in scenario.scoring] == scoring[key], key
        assert (scenario.end.winner, scenario.end.draw, scenario.end.ends_early) == ends[key]
    spacing = {key: (m.apart, m.apart_by.value) for key in
               ("wages_of_sin", "burn_them_out", "desperate_search", "the_chasm")
               for m in by_id[key].setup.markers}
    assert spacing == {"wages_of_sin": (16, "more_than"), "burn_them_out": (16, "more_than"),
                       "desperate_search": (16, "more_than"), "the_chasm": (8, "at_least")}
    assert "12" in by_id["the_chasm"].setup.deployment
    assert "18" in by_id["the_breach"].setup.deployment
