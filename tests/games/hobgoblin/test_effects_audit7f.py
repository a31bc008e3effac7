"""A seventh, independent audit of Hobgoblin's section effects against the book (issue 26),
audit7f: every record ``effect_sources.holders`` yields with kind ``section`` except the
eight 2D6 scenarios, namely the narrative scenarios The Chasm, The Fortress and The Breach
(pp. 46-48), team play (p. 49) and solo play (pp. 50-54), and the scenario records of those
three narrative scenarios. Each record's printed text was read first (both columns put back
together) and written down in our own words before the model was opened; then the model was
compared field by field and in its plain words (``rulesref show``).

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand
from the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`. A row with no
effects says the record, read against the book, needs none (a procedure or a definition
its summary states).

Tally: 34 objects read (all 34 section records of the slice) with 58 effects, and the three
scenario records (set-up, markers, roles, scoring, end). Found wrong: 17 effects in 9
objects, 1 summary and 2 scenario record fields; all fixed.
- whom (14 effects): the ticks and victory points of the team-play objectives Combined
  Arms (3), Brothers-in-Arms (3), Hands Around Their Throats (3), United in Death (1),
  Shared Slaughter (2) and Shared Ruination (2) were the source's player's, where the book
  gives them to the team (so two allies' ticks add up to one tally). New core scope
  ``team`` (``its team``), and Shared Slaughter's comparison reads "its team has the higher
  total of points";
- direction (1): Allied Fortune Cards barred looking at another's hand; the book bars the
  holder from telling its allies what it holds (new core action ``tell_hand``);
- missing part (2): The Chasm's bridge crossing for too-wide units read as a move every such
  unit makes, where the book only allows it (now optional); Deploying His Army did not say
  His units go down from the most expensive one down (now ``order: dearest_first``);
- words (1 summary): The Fortress's summary put the wall 8" into the Defender's side; the
  book says only 8" back from the centreline;
- scenario record fields (2): The Chasm's set-up left out its terrain (the impassable 3"
  chasm and the two 100-200mm bridges 12" or more apart); The Fortress's Weak Point Markers
  were of "standard" size, which the book sets for Objective Markers only (now no size:
  the book gives none).
Noticed and left as right (a player reads them as the book): Teams & Allies carries no
effect for "units count allied units as friendly" (its summary says it); the solo target
selection and behaviour procedures carry no effects (their summaries give the steps).
"""

from __future__ import annotations

from tests.games.hobgoblin.audit8f_added import ADDED, read_right
from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests

HIM = "all:automated"
END = {"trigger.event": "game_ends", "trigger.repeats": "once"}
DEFENDER = "all:has role Defender"
ATTACKER = "all:has role Attacker"


def team_vp(amount: int, **extra: object) -> Spec:
    """Victory points a team (not one of its players) scores at the game's end."""
    return {"kind": "score", "outcome": "vp", "amount": amount, "scope": "team", **END,
            "words": "its team: scores", **extra}


def tick(**extra: object) -> Spec:
    """One tick on the team's tally for an objective."""
    return {"kind": "tally", "amount": 1, "scope": "team", "words": "its team: gains 1 tick",
            **extra}


# --- Narrative Scenarios, pp. 46-48 ----------------------------------------------------------
NARRATIVE: list[Row] = [
    # Attacker units +5 Courage from the start; Attacker's Sneaky units deploy within 4" of the
    # chasm; Flying units may fly over the chasm at half speed; a unit too wide for a bridge
    # may cross it if most of its width is on it; Attacker units within 2" of two or more
    # markers at a round's end win it; otherwise the Defender wins at the end
    ("Narrative Scenarios: The Chasm", 46, "fixed", [
        {"kind": "stat", "stat": "courage", "op": "add", "amount": 5, "scope": "all_units",
         "duration": "end_of_game", "if": {ATTACKER}},
        {"kind": "parameter", "op": "at_most", "amount": 4, "trigger.event": "deployed",
         "if": {ATTACKER, "all:has keyword Sneaky"}},
        {"kind": "ignore", "if": {"all:has keyword Flying"}, "words": "at half speed"},
        {"kind": "move", "how": "cross", "optional": True,
         "if": {"all:wider than placed", "all:width mostly on placed"},
         "words": "more than half its width"},
        {"kind": "score", "outcome": "win", "at": "Doom Phase", "moment": "end",
         "needs": {ATTACKER, "all:near markers 2 2"}},
        {"kind": "score", "outcome": "win", **END, "needs": {DEFENDER}}]),
    # the wall: Impassible, Elevated, Blocking; Defender +2 Courage, passes the wall within
    # 4" of a Weak Point Marker, ignores it for line of sight when touching it; Attacker passes
    # it within 4" of a Broken marker and may attack a marker it touches, when not engaged,
    # as a War Wagon of Courage 7; three Broken markers: Attacker wins; else Defender
    ("Narrative Scenarios: The Fortress", 47, "right", [
        {"kind": "grant", "keyword": "Impassible", "scope": "placed"},
        {"kind": "grant", "keyword": "Elevated", "scope": "placed"},
        {"kind": "grant", "keyword": "Blocking", "scope": "placed"},
        {"kind": "stat", "stat": "courage", "op": "add", "amount": 2, "if": {DEFENDER}},
        {"kind": "ignore", "if": {DEFENDER}, "words": "within 4\" of a Weak Point Marker"},
        {"kind": "ignore", "if": {ATTACKER}, "words": "Broken Weak Point Marker"},
        {"kind": "ignore", "if": {DEFENDER, "all:touching placed"},
         "words": "line of sight"},
        {"kind": "action", "action": "attack", "optional": True,
         "if": {ATTACKER, "all:within of source 0", "none:engaged"}},
        {"kind": "lookup_as", "unit_type": "War Wagon", "scope": "markers"},
        {"kind": "stat", "stat": "courage", "op": "set", "amount": 7, "scope": "markers"},
        {"kind": "mention", "keyword": "Broken"},
        {"kind": "score", "outcome": "win", "needs": {ATTACKER, "all:markers with Broken 3"}},
        {"kind": "score", "outcome": "win", **END,
         "needs": {DEFENDER, "none:markers with Broken 3"}}]),
    # a Defender unit that will not fit within 6" of the Breach Marker gains Reinforcements
    # and is set aside; Attacker +2 Courage; at the end of each turn the side with the most
    # unbroken units within 8" of the marker wins (which "turn" is, is a recorded reading)
    ("Narrative Scenarios: The Breach", 47, "right", [
        {"kind": "grant", "keyword": "Reinforcements", "at": "Deployment",
         "if": {DEFENDER, "all:does not fit"}},
        {"kind": "move", "how": "set_aside", "at": "Deployment",
         "if": {DEFENDER, "all:does not fit"}},
        {"kind": "stat", "stat": "courage", "op": "add", "amount": 2, "if": {ATTACKER}},
        {"kind": "score", "outcome": "win", "reading": "breach-each-turn",
         "needs": {"all:outnumbers near 8 Broken centre"}}]),
]

# --- Team Play, p. 49 ------------------------------------------------------------------------
TEAM: list[Row] = [
    ("Team Play: Unlikely Allies", 49, "right", []),
    read_right("Team Play: Teams & Allies", 49),
    # no card on oneself or one's own units; a hand is kept secret, allies included: its
    # holder may not tell them what it holds
    ("Team Play: Allied Fortune Cards", 49, "fixed", [
        {"kind": "action", "action": "play_cards_on", "allowed": False, "scope": "players"},
        {"kind": "action", "action": "tell_hand", "allowed": False, "scope": "players",
         "words": "cannot tell anyone which cards it holds"}]),
    ("Team Play: Unlikely Allies Objectives", 49, "right", []),
    # a tick each time an enemy unit breaks with units of you and your ally in contact; at
    # the end 1-2 ticks 1VP, 3+ 2VP
    ("Team Play: Combined Arms", 49, "fixed", [
        tick(**{"trigger.event": "status_gained", "trigger.status": "Broken"},
             needs={"all:friendly within 0 2 players"}),
        team_vp(1, **{"if": {"all:tally at least 1", "none:tally at least 3"}}),
        team_vp(2, **{"if": {"all:tally at least 3"}})]),
    # a tick each time, in the Doom Phase, your unit's Command saves an allied unit from
    # Broken; 3-4 ticks 1VP, 5+ 2VP
    ("Team Play: Brothers-in-Arms", 49, "fixed", [
        tick(at="Doom Phase", **{"trigger.event": "status_averted"},
             needs={"all:averted by Command own"}),
        team_vp(1, **{"if": {"all:tally at least 3", "none:tally at least 5"}}),
        team_vp(2, **{"if": {"all:tally at least 5"}})]),
    # a tick the first time a given unit engages the flank or rear of an enemy engaged with a
    # given allied unit; 1-2 ticks 1VP, 3+ 2VP
    ("Team Play: Hands Around Their Throats", 49, "fixed", [
        tick(**{"trigger.event": "engages", "trigger.edge": "flank_or_rear",
                "trigger.repeats": "once_per_unit"}),
        team_vp(1, **{"if": {"all:tally at least 1", "none:tally at least 3"}}),
        team_vp(2, **{"if": {"all:tally at least 3"}})]),
    # the team whose players' remaining totals differ least gains 2VP
    ("Team Play: United in Death", 49, "fixed", [team_vp(2)]),
    # the team with more points in play gains 1VP, 2VP if the other team has none in play
    ("Team Play: Shared Slaughter", 49, "fixed", [
        team_vp(1, words="if its team has the higher total of points and an enemy unit"),
        team_vp(2, words="unless an enemy unit is in play")]),
    # two allied units within 4" of a marker at a turn's end may remove it; one of the
    # team's markers left: 1VP, none: 2VP
    ("Team Play: Shared Ruination", 49, "fixed", [
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True,
         "needs": {"all:friendly within 4 2"}},
        team_vp(1, **{"if": {"all:markers left 1"}}),
        team_vp(2, **{"if": {"all:markers left 0"}}),
        *ADDED["Team Play: Shared Ruination"]]),
]

# --- Solo play, pp. 50-54 --------------------------------------------------------------------
SOLO: list[Row] = [
    ("Solo Play Setup: Playing Against “Him”", 50, "right", []),
    # He may not take the Wizard strength
    ("Solo Play Setup: Army Lists", 50, "right", [
        {"kind": "forbid", "keyword": "Wizard", "scope": "army", "if": {HIM}},
        *ADDED["Solo Play Setup: Army Lists"]]),
    ("Solo Play Setup: Table Setup", 50, "right", []),
    # each of His units, the most expensive first, is placed by a D6 roll
    ("Solo Play Setup: Deploying His Army", 50, "fixed", [
        {"kind": "move", "how": "place", "select.pick": "each",
         "select.order": "dearest_first", "at": "Deployment", "trigger.roll": "D6",
         "if": {HIM}}, *ADDED["Solo Play Setup: Deploying His Army"]]),
    # His units cannot gain Distracted and are immune to it
    ("Solo Play Setup: Undistractable", 50, "right", [
        {"kind": "forbid", "keyword": "Distracted", "if": {HIM}},
        {"kind": "ignore", "keyword": "Distracted", "if": {HIM}}]),
    read_right("Solo Play Setup: His Deployment", 51),
    read_right("Solo Play Setup: Deploying His Artillery and Ranged Infantry", 51),
    # the most points left on the table at the end wins
    ("Game Length and Victory: Game Length and Victory", 51, "right", [
        {"kind": "score", "outcome": "win", **END, "needs": {"all:most of points"}}]),
    # He draws no Fortune cards and plays none
    ("Playing the Game: Playing the Game", 51, "right", [
        {"kind": "sequence", "change": "skip", "step": "Draw Fortune Cards", "if": {HIM}},
        {"kind": "sequence", "change": "skip", "step": "Draw 1 Fortune Card", "if": {HIM}},
        {"kind": "action", "action": "play_cards", "allowed": False, "if": {HIM}}]),
    # He starts holding the token; when His roll seizes the initiative He keeps it
    ("Playing the Game: Initiative Phase", 51, "right", [
        {"kind": "action", "action": "hold_token", "token": "First Player", "required": True,
         "at": "Determine First Player", "if": {HIM}},
        {"kind": "action", "action": "hold_token", "required": True,
         "at": "Press the Initiative",
         "if": {HIM, "all:holds token First Player", "all:round below roll"}}]),
    # He casts nothing
    ("Playing the Game: Magic Phase", 51, "right", [
        {"kind": "action", "action": "cast", "allowed": False, "if": {HIM}}]),
    # His Ranged Infantry move and shoot (Cautious Behaviour) and do not move in the Movement
    # Phase; His other Ranged units then each shoot a visible unit within D+3"
    ("Playing the Game: Shooting Phase", 51, "right", [
        {"kind": "action", "action": "activate", "required": True, "select.pick": "each",
         "at": "Shooting Phase", "if": {HIM, "all:unit type Ranged Infantry"},
         "words": "Cautious Behaviour"},
        {"kind": "move", "how": "no_move", "at": "Movement Phase",
         "if": {HIM, "all:unit type Ranged Infantry"}},
        {"kind": "action", "action": "shoot", "required": True, "select.pick": "each",
         "at": "Shooting Phase",
         "if": {HIM, "all:has keyword Ranged", "none:unit type Ranged Infantry"},
         "words": "D+3\""}]),
    # His units that did not move while shooting activate, dearest first, by Aggressive
    # Behaviour
    ("Playing the Game: Movement Phase", 51, "right", [
        {"kind": "action", "action": "activate", "required": True, "select.pick": "each",
         "select.order": "dearest_first", "at": "Movement Phase",
         "if": {HIM, "none:moved in Shooting Phase"}, "words": "Aggressive Behaviour"}]),
    # you choose the order of all combats; His units spread their dice evenly
    ("Playing the Game: Combat Phase", 52, "right", [
        {"kind": "action", "action": "attack", "required": True,
         "select.order": "owner_chooses", "if": {"all:engaged"}},
        {"kind": "attack", "action": "spread_dice_evenly", "if": {HIM}}]),
    # in Who's Next? He always reforms to face your closest unit
    ("Playing the Game: Doom Phase", 52, "right", [
        {"kind": "action", "action": "reform", "required": True, "at": "Who’s Next?",
         "if": {HIM, "all:was engaged Doom Phase", "none:engaged"},
         "words": "face the nearest enemy unit"}]),
    read_right("Target Selection: Select a Visible Unit within D+3”", 52),
    read_right("Target Selection: Select any Unit within D+3”", 52),
    read_right("Target Selection: Select an Engageable Unit", 52),
    read_right("Unit Behaviour: Golden Rule", 53),
    read_right("Unit Behaviour: Aggressive Behaviour", 53),
    read_right("Unit Behaviour: Cautious Behaviour", 54),
]

ROWS: list[Row] = [*NARRATIVE, *TEAM, *SOLO]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_every_record_of_the_slice_has_a_row(rules) -> None:  # type: ignore[no-untyped-def]
    """The 34 section records outside the eight 2D6 scenarios each have one row."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = sorted(h.name for h in holders(rules)
                  if h.kind == "section" and h.group != "Scenarios")
    assert sorted(name for name, *_ in ROWS) == held
    assert len(held) == 34
    # 58 effects read by audit7f, and the 23 audit8f added to these records
    assert sum(len(specs) for *_, specs in ROWS) == 81


def test_narrative_scenario_records_as_the_book_gives_them(rules) -> None:  # type: ignore[no-untyped-def]
    """The record fields this audit fixed: The Chasm's set-up names its terrain (p. 46);
    The Fortress's Weak Point Markers have the size p. 6 sets for every marker (audit 8d
    reversed 7f's "no size"); and the fields it found
    right: who places the markers and how the roles are handed out."""
    by_id = {s.id: s for s in rules.scenarios}
    chasm, fortress, breach = by_id["the_chasm"], by_id["the_fortress"], by_id["the_breach"]
    assert "impassable chasm" in chasm.setup.deployment
    assert "two bridges 100-200mm wide" in chasm.setup.deployment
    (objectives,) = chasm.setup.markers
    assert (objectives.count, objectives.placed_by, objectives.owner, objectives.apart) == (
        3, "attacker", None, 8)
    assert [r.assigned for r in chasm.roles] == [None, None]
    (weak,) = fortress.setup.markers
    # audit 8d: p. 6 sets every marker's size (circular, 20-40mm), Weak Point Markers too
    assert (weak.count, weak.placed_by, weak.size) == (5, None, "standard")
    assert [r.assigned for r in fortress.roles] == ["choose_or_random"] * 2
    (marker,) = breach.setup.markers
    assert (marker.count, marker.placed_by, marker.size) == (1, "defender", "small")
    assert [(s.at, s.for_whom) for s in breach.scoring] == [("turn", "each_player")]
    assert breach.end.ends_early and fortress.end.ends_early and chasm.end.ends_early
