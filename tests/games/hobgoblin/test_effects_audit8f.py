"""An eighth, independent audit of Hobgoblin's effects against the book (issue 26), audit8f:
the section records outside the scenarios, namely team play (p. 49) and solo play (pp. 50-54:
set-up, game length and victory, playing the game, target selection, unit behaviour), and
the two play variants (solo and team play) as changes to the sequences. Each record's printed
text was read first (both columns put back together) and written down in our own words
(/work/audit8f-verdicts.md) before the model was opened; then the model was compared field by
field and in its plain words (``rulesref show``).

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from
the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`. A row with no
effects says the record, read against the book, needs none (a definition, or a rule the play
variant holds as a change to a sequence).

Tally: 31 records read with 35 effects (before the fixes; 58 after). Wrong before the fixes:
10, all fixed, besides 7 known-open records (from audit 7), also fixed.
- unrecorded reading (4 effects): Hands Around Their Throats' tick (once per unit, or per
  pair, and which pair: ``hands-around-first-time``); Shared Ruination's removal "at the end
  of any turn", read silently as the end of the round (now in the reading
  ``shared-ruination-two-allied-units``); solo Initiative Phase: who rolls to seize while He
  holds the token (``solo-seize-initiative``); solo Movement Phase: His Artillery activates
  by Aggressive Behaviour, which leaves Artillery out (``solo-artillery-movement``);
- missing part (6): Shared Ruination's marker placement (three 25mm markers in the enemy zone,
  more than 16" apart, before deployment); Army Lists' points by difficulty (equal, +50%,
  +100%); Deploying His Army's placement named no place, and the player deploying the whole
  army first was in no effect; His Deployment (8" from the centreline, rolled section and
  bias, 1" gaps, the fallbacks) and Deploying His Artillery and Ranged Infantry (elevated
  terrain, else 15" or up to 24" back) had no effects at all.
Known-open (audit 7), fixed: Teams & Allies ("units count allied units as friendly", new
core action ``regard``); the target selection procedures (3) and the unit behaviours (Golden
Rule, Aggressive, Cautious) had summaries but no effects (Cautious Behaviour's silent point,
whether a unit that has closed in then shoots, is the reading
``solo-cautious-approach-then-shoot``).
Play variants: solo play left out three changes the book makes: the player alone lays out
terrain (Set Up Battlefield), He is dealt no Fortune cards at set-up (Draw Fortune Cards),
and the player resolves His panic (Panic); all added. Team play: judged right.
Judged right, with a note: Game Length and Victory and Shared Slaughter compare "points"
(the model's word, as in Bloodbath, for points of units still in play); Combined Arms reads
"broken" as becoming Broken; Unlikely Allies and Unlikely Allies Objectives carry no effects
(the team variant's players and its Determine Scenario replacement hold them); Doom Phase's
"you resolve His panic" is the variant's Panic change; Deploying His Army's trigger ("each
time a D6 is rolled") places a unit per roll, as the book's one roll per unit.
"""

from __future__ import annotations

from tests.games.hobgoblin.audit8f_added import ADDED, END, HIM, RI
from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests
from tests.games.hobgoblin.placing_rows import with_placings


def team_vp(amount: int, **extra: object) -> Spec:
    """Victory points a team scores at the game's end."""
    return {"kind": "score", "outcome": "vp", "amount": amount, "scope": "team", **END, **extra}


def tick(**extra: object) -> Spec:
    """One tick on the team's tally for an objective."""
    return {"kind": "tally", "amount": 1, "scope": "team", **extra}



# --- Team Play, p. 49 ------------------------------------------------------------------------
TEAM: list[Row] = [
    ("Team Play: Unlikely Allies", 49, "right", []),
    # teams of allies, a Warlord each for set-up; units count allied units as friendly
    ("Team Play: Teams & Allies", 49, "fixed", ADDED["Team Play: Teams & Allies"]),
    # no card on oneself or one's own units; the hand is kept secret from allies too
    ("Team Play: Allied Fortune Cards", 49, "right", [
        {"kind": "action", "action": "play_cards_on", "allowed": False, "scope": "players"},
        {"kind": "action", "action": "tell_hand", "allowed": False, "scope": "players",
         "duration": "end_of_game"}]),
    ("Team Play: Unlikely Allies Objectives", 49, "right", []),
    # a tick each time an enemy unit breaks in contact with units of you and your ally;
    # 1-2 ticks 1VP, 3+ 2VP
    ("Team Play: Combined Arms", 49, "right", [
        tick(**{"trigger.event": "status_gained", "trigger.status": "Broken"},
             needs={"all:friendly within 0 2 players"}),
        team_vp(1, **{"if": {"all:tally at least 1", "none:tally at least 3"}}),
        team_vp(2, **{"if": {"all:tally at least 3"}})]),
    # a tick each time, in the Doom Phase, your unit's Command keeps an allied unit from
    # Broken; 3-4 ticks 1VP, 5+ 2VP
    ("Team Play: Brothers-in-Arms", 49, "right", [
        tick(at="Doom Phase", **{"trigger.event": "status_averted", "trigger.on": "allied"},
             needs={"all:averted by Command own"}),
        team_vp(1, **{"if": {"all:tally at least 3", "none:tally at least 5"}}),
        team_vp(2, **{"if": {"all:tally at least 5"}})]),
    # a tick the first time a unit engages the flank or rear of an enemy already engaged
    # with an allied unit (per what, a reading); 1-2 ticks 1VP, 3+ 2VP
    ("Team Play: Hands Around Their Throats", 49, "fixed", [
        tick(**{"trigger.event": "engages", "trigger.edge": "flank_or_rear",
                "trigger.repeats": "once_per_unit", "reading": "hands-around-first-time"}),
        team_vp(1, **{"if": {"all:tally at least 1", "none:tally at least 3"}}),
        team_vp(2, **{"if": {"all:tally at least 3"}})]),
    # the team whose players' remaining totals differ least gains 2VP
    ("Team Play: United in Death", 49, "right", [
        team_vp(2, needs={"all:least of points gap"})]),
    # more points in play: 1VP, or 2VP if the other team has nothing left
    ("Team Play: Shared Slaughter", 49, "right", [
        team_vp(1, choice="slaughter", needs={"all:most of points", "all:units in play enemy"}),
        team_vp(2, choice="slaughter",
                needs={"all:most of points", "none:units in play enemy"})]),
    # three markers in the enemy zone, over 16" apart; two allied units within 4" at a turn's
    # end may remove one (both points readings); one of the team's left 1VP, none 2VP
    ("Team Play: Shared Ruination", 49, "fixed", [
        *ADDED["Team Play: Shared Ruination"],
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True,
         "reading": "shared-ruination-two-allied-units", "needs": {"all:friendly within 4 2"}},
        team_vp(1, **{"if": {"all:markers left 1"}}),
        team_vp(2, **{"if": {"all:markers left 0"}})]),
]

# --- Solo play, pp. 50-54 --------------------------------------------------------------------
SOLO: list[Row] = [
    ("Solo Play Setup: Playing Against “Him”", 50, "right", []),
    # His list: no Wizard; His points by difficulty
    ("Solo Play Setup: Army Lists", 50, "fixed", [
        {"kind": "forbid", "keyword": "Wizard", "scope": "army", "if": {HIM}},
        *ADDED["Solo Play Setup: Army Lists"]]),
    ("Solo Play Setup: Table Setup", 50, "right", []),
    # the player deploys everything first; His units, dearest first, each by a D6 roll
    ("Solo Play Setup: Deploying His Army", 50, "fixed", [
        {"kind": "move", "how": "place", "select.pick": "each",
         "select.order": "dearest_first", "at": "Deployment", "trigger.roll": "D6",
         "if": {HIM}, "words": "the roll gives on His Deployment"},
        *ADDED["Solo Play Setup: Deploying His Army"]]),
    # His units are immune to Distracted and cannot gain it
    ("Solo Play Setup: Undistractable", 50, "right", [
        {"kind": "forbid", "keyword": "Distracted", "scope": "all_units", "if": {HIM}},
        {"kind": "ignore", "keyword": "Distracted", "scope": "all_units", "if": {HIM}}]),
    ("Solo Play Setup: His Deployment", 51, "fixed", ADDED["Solo Play Setup: His Deployment"]),
    ("Solo Play Setup: Deploying His Artillery and Ranged Infantry", 51, "fixed",
     ADDED["Solo Play Setup: Deploying His Artillery and Ranged Infantry"]),
    # the most points left on the table at the end wins
    ("Game Length and Victory: Game Length and Victory", 51, "right", [
        {"kind": "score", "outcome": "win", **END, "needs": {"all:most of points"}}]),
    # He neither draws nor plays Fortune cards
    ("Playing the Game: Playing the Game", 51, "right", [
        {"kind": "sequence", "change": "skip", "step": "Draw Fortune Cards", "if": {HIM}},
        {"kind": "sequence", "change": "skip", "step": "Draw 1 Fortune Card", "if": {HIM}},
        {"kind": "action", "action": "play_cards", "allowed": False, "if": {HIM}}]),
    # He starts with the token; when He seizes the initiative He keeps it (a reading)
    ("Playing the Game: Initiative Phase", 51, "fixed", [
        {"kind": "action", "action": "hold_token", "token": "First Player", "required": True,
         "at": "Determine First Player", "if": {HIM}},
        {"kind": "action", "action": "hold_token", "required": True,
         "at": "Press the Initiative", "reading": "solo-seize-initiative",
         "if": {HIM, "all:holds token First Player", "all:round below roll"}}]),
    # He casts nothing
    ("Playing the Game: Magic Phase", 51, "right", [
        {"kind": "action", "action": "cast", "allowed": False, "at": "Magic Phase",
         "if": {HIM}}]),
    # His Ranged Infantry move then shoot by Cautious Behaviour, not moving in the Movement
    # Phase; then His other Ranged units shoot a visible unit within D+3"
    ("Playing the Game: Shooting Phase", 51, "right", [
        {"kind": "action", "action": "activate", "required": True, "select.pick": "each",
         "at": "Shooting Phase", "if": {HIM, RI}, "words": "Cautious Behaviour"},
        {"kind": "move", "how": "no_move", "at": "Movement Phase", "if": {HIM, RI}},
        {"kind": "action", "action": "shoot", "required": True, "select.pick": "each",
         "at": "Shooting Phase",
         "if": {HIM, "all:has keyword Ranged", "none:unit type Ranged Infantry"},
         "words": "visible unit within D+3\""}]),
    # His units that did not move while shooting, dearest first, by Aggressive Behaviour
    # (Artillery, which that behaviour leaves out, is a reading)
    ("Playing the Game: Movement Phase", 51, "fixed", [
        {"kind": "action", "action": "activate", "required": True, "select.pick": "each",
         "select.order": "dearest_first", "at": "Movement Phase",
         "reading": "solo-artillery-movement",
         "if": {HIM, "none:moved in Shooting Phase"}, "words": "Aggressive Behaviour"}]),
    # the player orders every combat; His units spread their attack dice evenly
    ("Playing the Game: Combat Phase", 52, "right", [
        {"kind": "action", "action": "attack", "required": True,
         "select.order": "owner_chooses", "at": "Combat Phase", "if": {"all:engaged"}},
        {"kind": "attack", "action": "spread_dice_evenly", "at": "Combat Phase",
         "if": {HIM}}]),
    # in Who's Next? He always takes the free reform, facing the player's nearest unit
    ("Playing the Game: Doom Phase", 52, "right", [
        {"kind": "action", "action": "reform", "required": True, "cost": 0,
         "at": "Who’s Next?", "if": {HIM, "all:was engaged Doom Phase", "none:engaged"},
         "words": "face the nearest enemy unit"}]),
    ("Target Selection: Select a Visible Unit within D+3”", 52, "fixed",
     ADDED["Target Selection: Select a Visible Unit within D+3”"]),
    ("Target Selection: Select any Unit within D+3”", 52, "fixed",
     ADDED["Target Selection: Select any Unit within D+3”"]),
    ("Target Selection: Select an Engageable Unit", 52, "fixed",
     ADDED["Target Selection: Select an Engageable Unit"]),
    ("Unit Behaviour: Golden Rule", 53, "fixed", ADDED["Unit Behaviour: Golden Rule"]),
    ("Unit Behaviour: Aggressive Behaviour", 53, "fixed",
     ADDED["Unit Behaviour: Aggressive Behaviour"]),
    ("Unit Behaviour: Cautious Behaviour", 54, "fixed",
     ADDED["Unit Behaviour: Cautious Behaviour"]),
]

ROWS: list[Row] = [*TEAM, *SOLO]

test_effect_as_the_book_says, _two_hundred = audit_tests(with_placings(ROWS))


def test_every_record_of_the_slice_has_a_row(rules) -> None:  # type: ignore[no-untyped-def]
    """The 31 section records outside the scenarios each have one row, 58 effects in all."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = sorted(h.name for h in holders(rules)
                  if h.kind == "section"
                  and h.group_id not in ("scenarios", "narrative_scenarios"))
    assert sorted(name for name, *_ in ROWS) == held
    assert len(held) == 31
    assert sum(len(specs) for *_, specs in ROWS) == 58


def test_solo_play_changes_the_steps_the_book_names(rules) -> None:  # type: ignore[no-untyped-def]
    """Solo play (pp. 50-52) changes fifteen steps (audit9f added Gain Distracted, p. 50); this
    audit added three the book makes and the variant had left out: terrain laid out by the
    player alone (p. 50), no Fortune cards dealt to Him at set-up (p. 51) and His panic
    resolved by the player (p. 52)."""
    (solo,) = [v for v in rules.play_variants if v.id == "solo"]
    steps = {(c.op, c.sequence, c.step) for c in solo.changes}
    # audit9f added Gain Distracted (Undistractable, p. 50); audit10f split the army-building
    # change in two (Agree a Points Limit, Add Keywords; p. 50)
    assert len(solo.changes) == 16
    assert {("change", "setup", "Set Up Battlefield"), ("change", "setup", "Draw Fortune Cards"),
            ("change", "doom_phase", "Panic"),
            ("replace", "setup", "Determine First Player"),
            ("change", "doom_phase", "Who’s Next?")} <= steps


def test_team_play_changes_the_steps_the_book_names(rules) -> None:  # type: ignore[no-untyped-def]
    """Team play (p. 49) adds the forming of teams, gives the set-up rolls to the Warlords,
    puts the objectives in the scenario's place and keeps each player's own hand."""
    (team,) = [v for v in rules.play_variants if v.id == "team"]
    assert [(c.op, c.step) for c in team.changes] == [
        ("add", "Form Teams"), ("change", "Determine First Player"),
        ("replace", "Determine Scenario"), ("change", "Draw Fortune Cards")]
    (objectives,) = [c for c in team.changes if c.op == "replace"]
    assert objectives.new == "Choose Unlikely Allies Objectives"


def test_the_new_readings_are_recorded(rules) -> None:  # type: ignore[no-untyped-def]
    """Every reading this audit names is recorded, with at least one other reading."""
    by_id = {r.id: r for r in rules.readings}
    for rid in ("hands-around-first-time", "solo-seize-initiative", "solo-artillery-movement",
                "solo-cautious-approach-then-shoot", "shared-ruination-two-allied-units"):
        assert by_id[rid].alternatives, rid
    assert "turn" in by_id["shared-ruination-two-allied-units"].question
