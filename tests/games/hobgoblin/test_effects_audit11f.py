"""An eleventh audit of slice f of Hobgoblin's effects against the book (issue 26), audit11f:
the section records outside the scenarios, namely team play (p. 49) and solo play (pp. 50-54:
set-up, game length and victory, playing the game, target selection, unit behaviour), and the
two play variants (solo and team play) as changes to the sequences. Each record's printed
text was read first (columns put back together) and written down in our own words
(/work/audit11f-verdicts.md) before the model was opened; then the model was compared field by
field and in its plain words (``rulesref show``).

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from
the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`. A row with no
effects says the record, read against the book, needs none (a definition, or a rule the play
variant holds as a change to a sequence).

Tally: 31 records read, 59 effects. Wrong before fixes: 3 effects in 2 records, by kind:
unrecorded reading 3.
- United in Death (p. 49): "the team with the smallest difference" says nothing of equal
  gaps; the model silently gave neither team the 2VP. Now reading ``united-in-death-tie``.
- Shared Slaughter (p. 49), both effects: "the team with the highest total remaining" says
  nothing of equal totals; the model silently gave neither team the VP. Now reading
  ``shared-slaughter-tie``.
Play variants (checked as sequence changes): team play's "replace Determine Scenario" chose,
without saying so, that no scenario is rolled at all, while the book replaces only the
standard victory conditions (scenarios also give set-up, p. 38); solo play's change on the
same step already says the book is silent there. Team play's change now says so too (kept as
a replacement, so the earlier audit's step list stands).
Judged right, with a note: Unlikely Allies, Unlikely Allies Objectives and the Warlord of
Teams & Allies hold no effects of their own: the team variant's changes hold them; "He draws
no Fortune cards" (Initiative Phase) is held by Playing the Game's effects; "you resolve His
panic" (Doom Phase) by the variant's Panic change, as it changes who does the work, not the
result; Brothers-in-Arms' "only the Command ... keeps it from that" is read as "but for that
Command it would break", what "saves" means; the solo zones 8" from the centreline are the
core zones (p. 37), so no effect is needed; Magic Phase's "silent" is held as "cannot cast"
(His army has no Wizard anyway); whether He still collects Mercury there for Force of Will
is not asked by the text and left alone; a tie in solo victory is a draw on any reading.
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests
from tests.games.hobgoblin.test_effects_audit9f import (
    ENDS,
    HIM,
    NOT_RANGED_OR_ART,
    RI,
    TWO_ON_IT,
    his_place,
    his_points,
    random_pick,
    tick,
    ticks_to_vp,
    vp,
)

#: Table Setup (p. 50): the solo player sets out terrain as they like, any amount, anywhere.
TERRAIN: Spec = {"kind": "place", "sort": "terrain", "placed_by": "solo_player",
                 "amount": None, "at": "Set Up Battlefield", "words": "as the player likes"}


# --- Team Play, p. 49 ------------------------------------------------------------------------
TEAM: list[Row] = [
    # three or more players use these rules: the team variant's players
    ("Team Play: Unlikely Allies", 49, "right", []),
    # two teams; units count allied units as friendly (the Warlord is the variant's)
    ("Team Play: Teams & Allies", 49, "right", [
        {"kind": "action", "action": "regard", "required": True, "scope": "all_units",
         "words": "allies as friendly"}]),
    # never on oneself or one's own units; the hand stays secret from allies
    ("Team Play: Allied Fortune Cards", 49, "right", [
        {"kind": "action", "action": "play_cards_on", "allowed": False, "scope": "players",
         "words": "itself or its own units"},
        {"kind": "action", "action": "tell_hand", "allowed": False, "scope": "players",
         "words": "allies included"}]),
    # two objectives replace the victory conditions: the team variant's Determine Scenario
    ("Team Play: Unlikely Allies Objectives", 49, "right", []),
    # each enemy unit broken with units of you and your ally in contact: 1 tick; 1-2 ticks
    # 1VP, 3+ 2VP
    ("Team Play: Combined Arms", 49, "right", [
        tick(**{"trigger.event": "status_gained", "trigger.status": "Broken",
                "trigger.on": "enemy", "trigger.repeats": "each_time"},
             needs={"all:friendly within 0 2 players"}),
        *ticks_to_vp(1, 3)]),
    # Doom Phase: your unit's Command keeps an allied unit from Broken: 1 tick; 3-4 ticks
    # 1VP, 5+ 2VP
    ("Team Play: Brothers-in-Arms", 49, "right", [
        tick(at="Doom Phase", **{"trigger.event": "status_averted", "trigger.on": "allied",
                                 "trigger.status": "Broken"},
             needs={"all:averted by Command own"}),
        *ticks_to_vp(3, 5)]),
    # first time a unit engages the flank or rear of an enemy engaged with an allied unit
    # (once per what: a recorded reading); 1-2 ticks 1VP, 3+ 2VP
    ("Team Play: Hands Around Their Throats", 49, "right", [
        tick(**{"trigger.event": "engages", "trigger.edge": "flank_or_rear",
                "trigger.on": "enemy", "reading": "hands-around-first-time"},
             needs={"all:friendly within 0 2 players"}),
        *ticks_to_vp(1, 3)]),
    # smallest gap between the team's highest and lowest remaining totals: 2VP (a tie: the
    # recorded reading united-in-death-tie, added here)
    ("Team Play: United in Death", 49, "fixed", [
        vp(2, reading="united-in-death-tie", needs={"all:least of points gap"})]),
    # most points in play: 1VP, or 2VP if the other team has nothing in play
    # (a tie: the recorded reading shared-slaughter-tie, added here)
    ("Team Play: Shared Slaughter", 49, "fixed", [
        vp(1, choice="slaughter", reading="shared-slaughter-tie",
           needs={"all:most of points", "all:units in play enemy"}),
        vp(2, choice="slaughter", reading="shared-slaughter-tie",
           needs={"all:most of points", "none:units in play enemy"})]),
    # before deployment three 25mm markers in the enemy zone, more than 16" apart; two allied
    # units within 4" may remove one at a turn's end (a reading); one left 1VP, none 2VP
    ("Team Play: Shared Ruination", 49, "right", [
        # the placing kind since place26 (who places them is a recorded reading)
        {"kind": "place", "piece": "Ruination Marker", "amount": 3, "spacing.0.inches": 16,
         "spacing.0.bound": "more_than", "at": "Deployment", "moment": "before",
         "words": "25mm across"},
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True,
         "reading": "shared-ruination-two-allied-units", "needs": {"all:friendly within 4 2"}},
        vp(1, **{"if": {"all:markers left 1"}}),
        vp(2, **{"if": {"all:markers left 0"}})]),
]

# --- Solo play, pp. 50-54 --------------------------------------------------------------------
SOLO: list[Row] = [
    # the opponent is "Him", run by these rules; no effect of its own
    ("Solo Play Setup: Playing Against “Him”", 50, "right", []),
    # lay out the terrain as you see fit
    ("Solo Play Setup: Table Setup", 50, "right", [TERRAIN]),
    # His list: no Wizard; equal points, +50% or +100% by difficulty
    ("Solo Play Setup: Army Lists", 50, "right", [
        {"kind": "forbid", "keyword": "Wizard", "scope": "army", "if": {HIM}},
        his_points(100), his_points(150), his_points(200)]),
    # you deploy everything first; His units, dearest first, each placed by a D6
    ("Solo Play Setup: Deploying His Army", 50, "right", [
        {**his_place("left flank, centre, right flank", {HIM}),
         "select.order": "dearest_first", "trigger.roll": "D6"},
        {"kind": "action", "action": "deploy", "required": True, "scope": "players",
         "at": "Deployment", "if": {"none:automated"}, "words": "before any of His"}]),
    # His units are immune to Distracted and cannot gain it
    ("Solo Play Setup: Undistractable", 50, "right", [
        {"kind": "forbid", "keyword": "Distracted", "scope": "all_units", "if": {HIM}},
        {"kind": "ignore", "keyword": "Distracted", "scope": "all_units", "if": {HIM}}]),
    # exactly 8" out, facing you, rolled section and bias; 1" clear of His units and the
    # edges; if no room as near as can be, else 1" behind the unit there
    ("Solo Play Setup: His Deployment", 51, "right", [
        his_place("exactly 8\" from the centreline, facing the player's table edge", {HIM}),
        {"kind": "parameter", "op": "at_least", "amount": 1, "at": "Deployment",
         "if": {HIM}, "words": "table edges at least 1"},
        his_place("1\" behind the unit at the rolled spot", {HIM})]),
    # elevated terrain in the rolled section if any; else Ranged Infantry exactly 15" out,
    # Artillery as far back as it goes, at most 24"
    ("Solo Play Setup: Deploying His Artillery and Ranged Infantry", 51, "right", [
        his_place("hill or other elevated terrain",
                  {HIM, "any:unit type Ranged Infantry", "any:unit type Artillery"}),
        his_place("exactly 15\" from the centreline", {HIM, RI}),
        his_place("at most 24\" from the centreline", {HIM, "all:unit type Artillery"})]),
    # most points left on the table at the end wins
    ("Game Length and Victory: Game Length and Victory", 51, "right", [
        {"kind": "score", "outcome": "win", **ENDS, "needs": {"all:most of points"}}]),
    # He neither draws nor plays Fortune cards
    ("Playing the Game: Playing the Game", 51, "right", [
        {"kind": "sequence", "change": "skip", "step": "Draw Fortune Cards", "if": {HIM}},
        {"kind": "sequence", "change": "skip", "step": "Draw 1 Fortune Card", "if": {HIM}},
        {"kind": "action", "action": "play_cards", "allowed": False, "if": {HIM}}]),
    # He starts with the token; when He seizes the initiative He takes it (who rolls: reading)
    ("Playing the Game: Initiative Phase", 51, "right", [
        {"kind": "action", "action": "hold_token", "token": "First Player", "required": True,
         "at": "Determine First Player", "if": {HIM}},
        {"kind": "action", "action": "hold_token", "token": "First Player", "required": True,
         "at": "Press the Initiative", "reading": "solo-seize-initiative",
         "if": {HIM, "all:holds token First Player", "all:round below roll"}}]),
    # He is silent in the Magic Phase
    ("Playing the Game: Magic Phase", 51, "right", [
        {"kind": "action", "action": "cast", "allowed": False, "at": "Magic Phase",
         "if": {HIM}}]),
    # Ranged Infantry move then shoot by Cautious Behaviour, not moving in the Movement
    # Phase; then the other Ranged units shoot a visible unit within D+3"
    ("Playing the Game: Shooting Phase", 51, "right", [
        {"kind": "action", "action": "activate", "required": True, "select.pick": "each",
         "at": "Shooting Phase", "if": {HIM, RI}, "words": "then shoot by Cautious Behaviour"},
        {"kind": "move", "how": "no_move", "at": "Movement Phase", "if": {HIM, RI}},
        {"kind": "action", "action": "shoot", "required": True, "select.pick": "each",
         "at": "Shooting Phase",
         "if": {HIM, "all:has keyword Ranged", "none:unit type Ranged Infantry"},
         "words": "visible unit within D+3\""}]),
    # units that did not move in the Shooting Phase, dearest first, by Aggressive Behaviour
    # (His Artillery: a recorded reading)
    ("Playing the Game: Movement Phase", 51, "right", [
        {"kind": "action", "action": "activate", "required": True, "select.pick": "each",
         "select.order": "dearest_first", "at": "Movement Phase",
         "reading": "solo-artillery-movement",
         "if": {HIM, "none:moved in Shooting Phase"}, "words": "Aggressive Behaviour"}]),
    # you order the combats (whether the sides still fight in turn: a recorded reading); His
    # units split their dice as evenly as they can
    ("Playing the Game: Combat Phase", 52, "right", [
        {"kind": "action", "action": "attack", "required": True,
         "select.order": "owner_chooses", "at": "Combat Phase", "if": {"all:engaged"},
         "reading": "solo-combat-order"},
        {"kind": "attack", "action": "spread_dice_evenly", "at": "Combat Phase",
         "if": {HIM}}]),
    # Who's Next?: He always reforms to face your nearest unit
    ("Playing the Game: Doom Phase", 52, "right", [
        {"kind": "action", "action": "reform", "required": True, "at": "Who’s Next?",
         "if": {HIM, "all:was engaged Doom Phase", "none:engaged"},
         "words": "face the nearest enemy unit"}]),
    # D to the nearest visible enemy, visible ones within D+3" from the front-edge centre,
    # not those engaged with two or more of His, one at random
    ("Target Selection: Select a Visible Unit within D+3”", 52, "right", [
        {**random_pick({"all:in line of sight", TWO_ON_IT}), "words": "middle of its front edge"}]),
    # the same with line of sight ignored
    ("Target Selection: Select any Unit within D+3”", 52, "right", [
        {**random_pick({TWO_ON_IT}), "words": "seen or not"}]),
    # enemies it could engage with its movement, seen or not; not those engaged with two or
    # more of His; one at random
    ("Target Selection: Select an Engageable Unit", 52, "right", [
        {**random_pick({TWO_ON_IT}), "words": "could engage with the movement it has"}]),
    # move His units smartly for Him
    ("Unit Behaviour: Golden Rule", 53, "right", [
        {"kind": "action", "action": "activate", "required": True, "if": {HIM},
         "words": "as cleverly as it can for Him"}]),
    # all but Ranged Infantry and Artillery, Movement Phase: engaged, nothing; else engage an
    # engageable unit; else close on a visible unit within D+3", or any unit if none is seen
    ("Unit Behaviour: Aggressive Behaviour", 53, "right", [
        {"kind": "move", "how": "no_move", "at": "Movement Phase",
         "if": {HIM, "all:engaged", *NOT_RANGED_OR_ART}},
        {"kind": "action", "action": "engage", "required": True, "at": "Movement Phase",
         "if": {HIM, "none:engaged", *NOT_RANGED_OR_ART}, "words": "Select an Engageable Unit"},
        {"kind": "action", "action": "activate", "required": True, "at": "Movement Phase",
         "if": {HIM, "none:engaged", *NOT_RANGED_OR_ART},
         "words": "Select a Visible Unit within D+3\" picks, ending as close"},
        {"kind": "action", "action": "activate", "required": True, "at": "Movement Phase",
         "if": {HIM, "none:engaged", *NOT_RANGED_OR_ART},
         "words": "Select any Unit within D+3\" picks, ending as close"}]),
    # Ranged Infantry, Shooting Phase: engaged, nothing; in range and sight of an enemy, back
    # off from a picked visible one keeping range and sight, then shoot; else close on any
    # unit until in range and sight (shooting after: a recorded reading)
    ("Unit Behaviour: Cautious Behaviour", 54, "right", [
        {"kind": "move", "how": "no_move", "at": "Shooting Phase",
         "if": {HIM, RI, "all:engaged"}},
        {"kind": "action", "action": "activate", "required": True, "at": "Shooting Phase",
         "if": {HIM, RI, "none:engaged"},
         "words": "without losing range or line of sight to it, then shoot it"},
        {"kind": "action", "action": "activate", "required": True, "at": "Shooting Phase",
         "if": {HIM, RI, "none:engaged"}, "reading": "solo-cautious-approach-then-shoot",
         "words": "stopping once an enemy unit is in its range and line of sight"}]),
]

ROWS: list[Row] = [*TEAM, *SOLO]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_every_record_of_the_slice_has_a_row(rules) -> None:  # type: ignore[no-untyped-def]
    """The 31 section records outside the scenarios each have one row, 59 effects in all."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = sorted(h.name for h in holders(rules)
                  if h.kind == "section"
                  and h.group_id not in ("scenarios", "narrative_scenarios"))
    assert sorted(name for name, *_ in ROWS) == held
    assert len(held) == 31
    assert sum(len(specs) for *_, specs in ROWS) == 59


def test_the_tie_readings_are_recorded(rules) -> None:  # type: ignore[no-untyped-def]
    """Both tie readings (p. 49) name the record, the page and the other way to read it."""
    by_id = {r.id: r for r in rules.readings}
    for rid, about in (("united-in-death-tie", "United in Death"),
                       ("shared-slaughter-tie", "Shared Slaughter")):
        reading = by_id[rid]
        assert (reading.kind.value, reading.about, reading.cite.page) == (
            "ambiguous", about, 49)
        assert len(reading.alternatives) == 1
        assert "Both teams" in reading.alternatives[0]


def test_team_play_says_the_scenario_question_is_open(rules) -> None:  # type: ignore[no-untyped-def]
    """Team play (p. 49) replaces the standard victory conditions; whether a scenario is still
    rolled for its set-up is not printed, and the variant's change says so, as solo's does."""
    (team,) = [v for v in rules.play_variants if v.id == "team"]
    (solo,) = [v for v in rules.play_variants if v.id == "solo"]
    (objectives,) = [c for c in team.changes if c.step == "Determine Scenario"]
    (solo_scenario,) = [c for c in solo.changes if c.step == "Determine Scenario"]
    assert (objectives.op, objectives.new) == ("replace", "Choose Unlikely Allies Objectives")
    assert "does not say whether a scenario is still rolled" in objectives.summary
    assert "does not say whether a scenario is still rolled" in solo_scenario.summary
    assert [(c.op, c.step) for c in team.changes] == [
        ("add", "Form Teams"), ("change", "Determine First Player"),
        ("replace", "Determine Scenario"), ("change", "Draw Fortune Cards")]
    assert len(solo.changes) == 16
