"""Issue 26's known-open items, closed: effects the vocabulary could not say before, each
worked out by hand from the book (both columns put back together) and checked field by
field and in its plain words (``rulesref show``) by
:func:`tests.games.hobgoblin.audit_rows.assert_row`.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before (``fixed``: an effect was missing or said something else), and each effect as the
book gives it.
"""

from __future__ import annotations

from rulesref.core.effects import Scope
from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests

END = {"trigger.event": "game_ends", "trigger.repeats": "once"}


def at_end(amount: int, ticks: set[str]) -> Spec:
    """Victory points a team scores at the game's end by its ticks on the objective."""
    return {"kind": "score", "outcome": "vp", "amount": amount, "scope": "team", **END,
            "if": ticks, "words": "at the end of the game"}


def tick(**extra: object) -> Spec:
    """One tick on the objective's own tally, for the team (audit7f: scope ``team``)."""
    return {"kind": "tally", "amount": 1, "scope": "team",
            "words": "its team: gains 1 tick on its tally for this rule", **extra}


# --- 1. Team objectives' ticks, p. 49 ---------------------------------------------------------
TEAM: list[Row] = [
    # a tick when an enemy unit becomes Broken while a unit of yours and a unit of your
    # ally's both touch it; at the end one or two ticks 1VP, three or more 2VP
    ("Team Play: Combined Arms", 49, "fixed", [
        tick(**{"trigger.event": "status_gained", "trigger.on": "enemy",
                "trigger.status": "Broken", "trigger.repeats": "each_time",
                "needs": {"all:friendly within 0 2 players"},
                "words": "each time an enemy unit becomes Broken, if friendly units of 2 "
                         "different players are in base contact with that unit"}),
        at_end(1, {"all:tally at least 1", "none:tally at least 3"}),
        at_end(2, {"all:tally at least 3"})]),
    # a tick when, in the Doom Phase, an allied unit is kept from Broken by the Command of
    # one of your units; three or four ticks 1VP, five or more 2VP
    ("Team Play: Brothers-in-Arms", 49, "fixed", [
        tick(**{"at": "Doom Phase", "trigger.event": "status_averted",
                "trigger.on": "allied", "trigger.status": "Broken",
                "needs": {"all:averted by Command own"},
                "words": "allied unit would become Broken but does not, in the Doom Phase, "
                         "if only the Command of one of its player's own units"}),
        at_end(1, {"all:tally at least 3", "none:tally at least 5"}),
        at_end(2, {"all:tally at least 5"})]),
    # a tick the first time a given unit engages the flank or rear of an enemy unit that a
    # given allied unit is engaged with; one or two ticks 1VP, three or more 2VP
    ("Team Play: Hands Around Their Throats", 49, "fixed", [
        tick(**{"trigger.event": "engages", "trigger.by": "friendly", "trigger.on": "enemy",
                "trigger.edge": "flank_or_rear", "trigger.repeats": "once_per_unit",
                "needs": {"all:friendly within 0 2 players"},
                "words": "the first time for each unit (or pair of units) that a friendly "
                         "unit engages an enemy unit in the flank or rear, if friendly units "
                         "of 2 different players are in base contact"}),
        at_end(1, {"all:tally at least 1", "none:tally at least 3"}),
        at_end(2, {"all:tally at least 3"})]),
]

# --- 2. Tides of War, p. 39 ------------------------------------------------------------------
TIDES: list[Row] = [
    # at each round's end, a single unengaged unit touching a marker scores 1VP; its player
    # then moves that marker D6+2" straight for the enemy edge: the move, tested from the
    # marker's side, needs the one touching unit to be unengaged too
    ("Scenarios: Tides of War", 39, "fixed", [
        {"kind": "score", "outcome": "vp", "amount": 1, "scope": "friendly", "at": "Doom Phase",
         "moment": "end", "if": {"all:within of source 0", "all:alone near source 0",
                                 "none:engaged"}},
        {"kind": "move", "how": "slide", "direction": "suffers", "scope": "markers",
         "dice": "D6", "distance": 2, "towards": "the enemy table edge", "at": "Doom Phase",
         "moment": "end",
         "needs": {"all:friendly within 0 not engaged", "none:enemy within 0",
                   "none:friendly within 0 2"},
         "words": "if a friendly unit that is not engaged is in base contact"}]),
]

ATTACKER = "all:has role Attacker"

# --- 3. The Chasm, p. 46 ----------------------------------------------------------------------
CHASM: list[Row] = [
    # Attacker +5 Courage; its Sneaky units deploy within 4" of the chasm; Flying crosses it
    # at half speed; a unit wider than a bridge may cross on it while most of its width is on
    # the bridge; the Attacker wins at a round's end with units within 2" of two or more
    # markers, the Defender when the game ends without that
    ("Narrative Scenarios: The Chasm", 46, "fixed", [
        {"kind": "stat", "stat": "courage", "op": "add", "amount": 5, "if": {ATTACKER}},
        {"kind": "parameter", "name": "sneaky_chasm_distance", "op": "at_most", "amount": 4,
         "if": {ATTACKER, "all:has keyword Sneaky"}},
        {"kind": "ignore", "if": {"all:has keyword Flying"}, "words": "half speed"},
        {"kind": "move", "how": "cross", "scope": "all_units", "direction": "makes",
         "if": {"all:wider than placed", "all:width mostly on placed"},
         "words": "every unit: moves: cross towards the far side of the chasm, over a bridge "
                  "(for the rest of the game, when it is wider than the terrain the rule "
                  "places and more than half its width rests on that terrain, optional)"},
        {"kind": "score", "outcome": "win", "at": "Doom Phase", "moment": "end",
         "needs": {ATTACKER, "all:near markers 2 2"}},
        {"kind": "score", "outcome": "win", **END, "needs": {"all:has role Defender"}}]),
]

HIM = "all:automated"
RANGED_INFANTRY = "all:unit type Ranged Infantry"

# --- 4. Solo play's Shooting, Movement and Combat Phases, pp. 51-52 ---------------------------
SOLO: list[Row] = [
    # on His turn in the Shooting Phase each of His Ranged Infantry moves and then shoots by
    # Cautious Behaviour; then each of His other Ranged units shoots a visible unit within
    # D+3"; His Ranged Infantry do not move in the Movement Phase
    ("Playing the Game: Shooting Phase", 51, "fixed", [
        {"kind": "action", "action": "activate", "required": True, "select.pick": "each",
         "at": "Shooting Phase", "if": {HIM, RANGED_INFANTRY},
         "words": "always activate to move and then shoot by Cautious Behaviour"},
        {"kind": "move", "how": "no_move", "at": "Movement Phase",
         "if": {HIM, RANGED_INFANTRY}},
        {"kind": "action", "action": "shoot", "required": True, "select.pick": "each",
         "at": "Shooting Phase", "if": {HIM, "all:has keyword Ranged",
                                        "none:unit type Ranged Infantry"},
         "words": "always shoot at a visible unit within D+3\""}]),
    # His units that did not move in the Shooting Phase activate, dearest first, by
    # Aggressive Behaviour
    ("Playing the Game: Movement Phase", 51, "fixed", [
        {"kind": "action", "action": "activate", "required": True, "select.pick": "each",
         "select.order": "dearest_first", "at": "Movement Phase",
         "if": {HIM, "none:moved in Shooting Phase"},
         "words": "one after another from the dearest down: always activate by Aggressive "
                  "Behaviour"}]),
    # you resolve the combats in the order you choose; His units share their attack dice as
    # evenly as they can among the units they are engaged with
    ("Playing the Game: Combat Phase", 52, "fixed", [
        {"kind": "action", "action": "attack", "required": True, "select.pick": "each",
         "select.order": "owner_chooses", "select.chooser": None, "at": "Combat Phase",
         "if": {"all:engaged"},
         "words": "in an order the player using this rule picks, whosever the units are"},
        {"kind": "attack", "side": "attacker", "attack": "close_combat",
         "action": "spread_dice_evenly", "at": "Combat Phase", "if": {HIM},
         "words": "as evenly as they can be among the units it is engaged with"}]),
]

STARTS = {"trigger.event": "activation_starts", "trigger.phase": "Movement Phase",
          "trigger.repeats": "once", "duration": "this_activation"}
DEFENDER = "all:has role Defender"

# --- 5. Borderline readings, pp. 28-44 --------------------------------------------------------
BORDERLINE: list[Row] = [
    # from the start of a friendly unit's movement activation, for that activation, it may
    # ignore friendly units but may not end the activation on top of a friendly unit
    ("Barge Through", 28, "fixed", [
        {"kind": "ignore", "scope": "target", "optional": True, **STARTS,
         "words": "ignores friendly units in the way while moving"},
        {"kind": "action", "action": "end_overlapping", "allowed": False, "on": (Scope.FRIENDLY,),
         "scope": "target", **STARTS,
         "words": "cannot end a move overlapping friendly units"}]),
    # once a game, just after deployment, pick up and set down again three friendly units,
    # wholly inside the player's deployment zone
    ("Cunning Ruse", 34, "fixed", [
        {"kind": "move", "how": "redeploy", "scope": "friendly", "select.pick": "exactly",
         "select.count": 3, "select.chooser": "owner", "at": "Deployment", "moment": "after",
         "optional": True, "limit": "once_per_game", "reading": "cunning-ruse-any-three",
         "where": "entirely within its deployment zone",
         "words": "redeploy entirely within its deployment zone"},
        # audit 8a: when both players have it, the first to deploy goes first, then turns
        {"kind": "precedence", "otherwise": "first_deployer_then_turns"}]),
    # the caster has, until the round's end, one non-Reserved Strength keyword of its enemy
    # target: a copy of the target's, chosen
    ("Reflective Soulgem", 30, "fixed", [
        {"kind": "grant", "trait": "Strength", "except_trait": "Reserved", "scope": "self",
         "copied_from": "target", "duration": "end_of_round",
         "needs": {"all:has trait Strength"},
         "words": "gains a Strength keyword that is not Reserved, copied from one the target "
                  "has"}]),
    # each player's zones are the areas within 8" of the three markers it controls; a unit
    # that fits in none gains Reinforcements and is set aside
    ("Deployment Table 51-52 Tunnel Entrances", 43, "fixed", [
        {"kind": "parameter", "name": "deployment_marker_distance", "op": "at_most",
         "amount": 8, "extent": None, "words": "deployment marker distance at most 8"},
        {"kind": "grant", "keyword": "Reinforcements", "scope": "friendly",
         "if": {"all:does not fit"}},
        {"kind": "move", "how": "set_aside", "scope": "friendly", "if": {"all:does not fit"}}]),
    # the Defender's zone is the area within 10" of the table's centre point (its radius is
    # 10, not at most 10), the Attacker's from 16" out to the edges (its inner edge is 16");
    # the Defender's units start with +2 Courage. "set" was right: audit 7c, read fresh, says
    # so, and the radius of a zone the book draws is one value
    ("Deployment Table 63-66 Last Stand", 44, "right", [
        {"kind": "parameter", "name": "deployment_zone_radius", "op": "set", "amount": 10,
         "needs": {DEFENDER}, "words": "deployment zone radius set to 10"},
        {"kind": "parameter", "name": "deployment_zone_inner_radius", "op": "set",
         "amount": 16, "needs": {ATTACKER}, "words": "deployment zone inner radius set to 16"},
        {"kind": "stat", "stat": "courage", "op": "add", "amount": 2, "if": {DEFENDER}}]),
    # Monster and Beasts units go down after the General's unit, at least partly within 12"
    # of it
    ("Deployment Table 55-56 Pets", 43, "fixed", [
        {"kind": "parameter", "name": "deployment_general_distance", "op": "at_most",
         "amount": 12, "extent": "partly",
         "if": {"any:unit type Monster", "any:unit type Beasts"},
         "words": "at most 12 (at least part of the unit within that distance)"},
        {"kind": "mention", "keyword": "General"},
        # the order (after the General's unit) is audit 6c's
        {"kind": "move", "how": "place", "if": {"any:unit type Monster", "any:unit type Beasts"}}]),
    # infantry (read as unit types named Infantry) go down at least partly within 12" of the
    # player's marker; one that will not fit gains Reinforcements and is set aside
    ("Deployment Table 53-54 Huddled Together", 43, "fixed", [
        {"kind": "parameter", "name": "deployment_marker_distance", "op": "at_most",
         "amount": 12, "extent": "partly", "if": {"all:unit type name has Infantry"},
         "reading": "infantry-keyword-as-unit-type",
         "words": "at most 12 (at least part of the unit within that distance)"},
        {"kind": "grant", "keyword": "Reinforcements",
         "if": {"all:unit type name has Infantry", "all:does not fit"}},
        {"kind": "move", "how": "set_aside",
         "if": {"all:unit type name has Infantry", "all:does not fit"}}]),
]

# --- 6. Whom an action is taken on: typed, not words -----------------------------------------
ON: list[Row] = [
    # the unit may aim its shooting at enemy units that are engaged; the hits are then split
    # as evenly as possible between the target and every unit engaged with it
    ("Shoot into Combat", 67, "fixed", [
        {"kind": "action", "action": "target", "on": (Scope.ENEMY,), "what": None,
         "if": set(), "at": "Select Target",
         "words": "may target enemy units, provided each is engaged"},
        {"kind": "attack", "side": "attacker", "attack": "shooting",
         "action": "split_hits_in_combat"}]),
]

ROWS: list[Row] = [*TEAM, *TIDES, *CHASM, *SOLO, *BORDERLINE, *ON]


# each row as the book says (the count of 200 is the full audits' goal, not this file's)
test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_each_tallied_objective_earns_and_reads_its_ticks(rules) -> None:  # type: ignore[no-untyped-def]
    """The three tallied objectives of p. 49 each add to their tally and score from it."""
    from rulesref.games.hobgoblin.effect_sources import holders

    for name, *_ in TEAM:
        (holder,) = [h for h in holders(rules) if h.name == name]
        kinds = [e.kind for e in holder.effects]
        assert kinds.count("tally") == 1 and kinds.count("score") == 2, name


def test_shoot_into_combat_tests_the_units_it_targets(rules) -> None:  # type: ignore[no-untyped-def]
    """p. 67: the test is on the enemy units targeted (on_if), not on the shooter."""
    (shoot,) = [k for k in rules.keywords if k.name == "Shoot into Combat"]
    aim = shoot.effects[0]
    assert aim.kind == "action" and aim.condition is None
    assert [str(t) for t in aim.on_if.all] == ["engaged"]


def test_a_move_in_a_phase_is_known_only_after_that_phase(rules) -> None:  # type: ignore[no-untyped-def]
    """His Movement Phase test (p. 51) asks about the Shooting Phase, which comes first in
    the round (p. 18); the same test asked in the Shooting Phase about the Movement Phase
    cannot hold yet."""
    from rulesref.core.conditions import Predicate, Test
    from rulesref.games.hobgoblin.situation import too_early

    shot = Test(pred=Predicate.MOVED_IN, source="Shooting Phase")
    assert not too_early(rules, shot, "Movement Phase")
    later = Test(pred=Predicate.MOVED_IN, source="Movement Phase")
    assert too_early(rules, later, "Shooting Phase")


def test_solo_play_changes_the_combat_phase(rules) -> None:  # type: ignore[no-untyped-def]
    """Solo play's sequence variant names the Combat Phase change of p. 52 beside the
    Shooting and Movement Phase changes of p. 51."""
    (solo,) = [v for v in rules.play_variants if v.id == "solo"]
    pages = {c.step: c.cite.page for c in solo.changes if c.sequence == "battle_round"}
    assert pages["Shooting Phase"] == 51 and pages["Movement Phase"] == 51
    assert pages["Combat Phase"] == 52
