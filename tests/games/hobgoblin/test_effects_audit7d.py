"""A seventh, independent audit (7d) of Hobgoblin's section effects against the book (issue
26): the eight 2D6 scenarios, pp. 38-41. Each scenario's printed text was read first (both
columns put back together) and its effects written down in our own words; only then was
``rulesref show`` read, field by field and in its plain words (summary included).

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand
from the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 8 objects read, 23 effects read (as they stood before the fixes; 24 after, one
added), 5 effects wrong in 4 objects, all fixed:
- amount (2): The Pendulum's Swing's 1VP and 2VP scores each carried "at most 10", which
  reads as two separate caps; the book's 10VP is one total per player for the game (new
  core field ``Score.cap_shared``, said in words);
- whom (1): Burn Them Out's "within 12" of the centreline" bound was on the Defender
  (its player), which reads as the whole army's deployment; the book bounds the three
  buildings (now ``created``, and the 16" spacing with it);
- missing part (1): Desperate Search's Attacker scored 1VP without the marker being taken
  away, which the Defender's end-of-game count depends on (a remove-from-play effect added);
- words (1): Altars of Grief's summary said ties go to most Doom near altars, which reads
  as settling a tied altar; the book's Doom tie-break settles a level VP total at the end.
Not audited (time): the other 34 section records (narrative scenarios, team play, solo
play); the scenario records' set-up, roles, scoring and end fields were read in passing
only.
"""

from __future__ import annotations

from rulesref.games.hobgoblin.effect_sources import holders
from tests.games.hobgoblin.audit_rows import Row, audit_tests

END = {"trigger.event": "game_ends", "trigger.repeats": "once"}
ROUND_END = {"at": "Doom Phase", "moment": "end"}
DEFENDER = "all:has role Defender"
ATTACKER = "all:has role Attacker"
LIFT_NEEDS = {ATTACKER, "any:friendly within General 4", "any:friendly within Battle Standard 4",
              "none:enemy within 4"}

ROWS: list[Row] = [
    # setup: three centreline markers, each pushed by the higher of two 2D6 towards that
    # roller's zone; all three in one half: the other player's units +2 Courage; the last two
    # rounds: each unbroken unit within 8" of a marker 1VP (2VP over 500 points), 10VP a
    # player at most, both together
    ("Scenarios: The Pendulum’s Swing", 38, "fixed", [
        {"kind": "stat", "stat": "courage", "op": "add", "amount": 2, "scope": "friendly",
         "duration": "end_of_game", "if": {"all:markers in half 3 enemy"}},
        {"kind": "move", "how": "slide", "direction": "suffers", "scope": "markers",
         "select.pick": "each", "trigger.event": "roll_made", "trigger.roll": "2D6",
         "trigger.opposed": True, "by_roll": True, "moment": "before", "at": "Deployment"},
        {"kind": "score", "outcome": "vp", "amount": 1, "cap": 10, "cap_shared": True,
         "select.pick": "each", **ROUND_END,
         "if": {"all:within of source 8", "all:last rounds 2", "none:has keyword Broken",
                "none:points over 500"}, "words": "at most 10 for its player over the game"},
        {"kind": "score", "outcome": "vp", "amount": 2, "cap": 10, "cap_shared": True,
         "select.pick": "each", **ROUND_END,
         "if": {"all:within of source 8", "all:last rounds 2", "all:points over 500",
                "none:has keyword Broken"}}]),
    # at any round's end a player may lift its own marker (unbroken unit within 4", no
    # unbroken enemy within 8"): 2VP if wholly in the enemy deployment zone, else 1VP
    ("Scenarios: The Wages of Sin", 39, "right", [
        {"kind": "score", "outcome": "vp", "amount": 2, "optional": True, "choice": "lift",
         **ROUND_END, "needs": {"all:friendly within 4 Broken",
                                "all:wholly in zone enemy",
                                "none:enemy within 8 Broken"}},
        {"kind": "score", "outcome": "vp", "amount": 1, "optional": True, "choice": "lift",
         **ROUND_END, "needs": {"all:friendly within 4 Broken",
                                "none:enemy within 8 Broken",
                                "none:wholly in zone enemy"}},
        # audit 8d: lifting the marker takes it away (p. 39)
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True}]),
    # each round's end: a single unengaged unit touching a marker scores 1VP, then its side
    # moves the marker D6+2" towards the enemy edge
    ("Scenarios: Tides of War", 39, "right", [
        {"kind": "score", "outcome": "vp", "amount": 1, "scope": "friendly", **ROUND_END,
         "if": {"all:within of source 0", "all:alone near source 0", "none:engaged"}},
        {"kind": "move", "how": "slide", "direction": "suffers", "scope": "markers",
         "dice": "D6", "distance": 2, "towards": "the enemy table edge", **ROUND_END}]),
    # the higher points total in play at the end wins; equal: a draw
    ("Scenarios: Bloodbath", 40, "right", [
        {"kind": "score", "outcome": "win", **END, "needs": {"all:most of points"}},
        {"kind": "score", "outcome": "draw", **END, "if": {"all:scores tied points"}}]),
    # at the end: 5VP if no enemy Character unit is in play, else 1VP per one gone, 5VP at most
    ("Scenarios: Bathed in Glory", 40, "right", [
        {"kind": "score", "outcome": "vp", "amount": 5, **END, "choice": "glory",
         "needs": {"none:units in play Character enemy"}},
        {"kind": "score", "outcome": "vp", "amount": 1, "cap": 5, **END, "choice": "glory",
         "needs": {"all:units in play Character enemy"},
         "words": "per enemy Character unit no longer in play"}]),
    # the three altars are Grim terrain; each round's end, 1VP per altar to the side with more
    # units within 12" of it (over 500 points counts two)
    ("Scenarios: Altars of Grief", 40, "fixed", [
        {"kind": "grant", "keyword": "Grim", "scope": "markers", "duration": "end_of_game"},
        {"kind": "score", "outcome": "vp", "amount": 1, "per.count": "marker", **ROUND_END,
         "needs": {"all:outnumbers near 12 500"}}]),
    # the Defender places three War Wagon buildings (Immobile, Objective) within 12" of the
    # centreline, over 16" from other objectives; two (read: or more) left: the Defender wins,
    # else the Attacker
    ("Scenarios: Burn Them Out", 41, "fixed", [
        {"kind": "parameter", "name": "deployment_centreline_distance", "op": "at_most",
         "amount": 12, "scope": "created", "needs": {DEFENDER}},
        {"kind": "parameter", "name": "objective_spacing", "op": "more_than", "amount": 16,
         "scope": "created", "needs": {DEFENDER}},
        {"kind": "move", "how": "place", "unit_type": "War Wagon", "scope": "created",
         "needs": {DEFENDER}},
        {"kind": "grant", "keyword": "Immobile", "scope": "created"},
        {"kind": "grant", "keyword": "Objective", "scope": "created"},
        {"kind": "score", "outcome": "win", **END, "reading": "burn-two-of-three-at-least",
         "needs": {DEFENDER, "all:units in play Objective 2 friendly"}},
        {"kind": "score", "outcome": "win", **END, "reading": "burn-two-of-three-at-least",
         "needs": {ATTACKER, "none:units in play Objective 2 enemy"}}]),
    # at a round's end the Attacker may take away a marker with a General or Battle Standard
    # unit within 4" and no enemy within 4", for 1VP; the Defender 1VP per marker left at the end
    ("Scenarios: Desperate Search", 41, "fixed", [
        {"kind": "score", "outcome": "vp", "amount": 1, "optional": True, **ROUND_END,
         "needs": LIFT_NEEDS},
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True,
         **ROUND_END, "needs": LIFT_NEEDS},
        {"kind": "score", "outcome": "vp", "amount": 1, **END, "needs": {DEFENDER},
         "words": "per marker still in play"}]),
]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_altars_summary_puts_the_doom_tie_break_at_the_end(rules) -> None:  # type: ignore[no-untyped-def]
    """p. 40: the Doom count settles a level VP total at the game's end, not a tied altar."""
    (holder,) = [h for h in holders(rules) if h.name == "Scenarios: Altars of Grief"]
    assert "ties go to" not in holder.summary and "at the end" in holder.summary
