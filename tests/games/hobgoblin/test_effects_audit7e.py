"""A fresh audit of Hobgoblin's core rule records against the book (issue 26): every holder
of kind ``rule`` (92 records: core rules, fighting battles, magic, Fortune cards, setup and
the scenario tie-breakers). Each record's printed text was read first (both columns put
back together, pages from the running footers, the second printing of pp. 26-29 where the
record cites it), and what each effect does was written down before the model was opened;
then what ``rulesref show`` says, field by field and in its plain words.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right``, or ``fixed``), and each effect as worked out by hand
from the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 92 objects read (53 with effects, 39 with none: numbers, definitions and procedures
their summaries state); 65 effects read; 8 found wrong (12 %), all fixed:
- condition (5): Retreat and Reform gave Distracted to every unit in the Movement Phase,
  not to the unit making that manoeuvre (p. 23); Markers stay where placed said a marker
  never moves, dropping "unless a rule says so" (p. 9; The Pendulum's Swing and Tides of
  War move them); Engagement (p. 23) and Engaged (p. 9) set an "engagement distance" of 0
  for every unit, never saying the contact must be with an enemy: now every unit is engaged
  with each enemy unit it touches (so both ways);
- whom (1): Engaged units see each other let the enemy units in contact ignore whatever
  blocks line of sight, to any unit; the book gives sight only of the engaged units (p. 16);
- missing part (2): the Shooting Doom cap record carried only a link to Skirmishers, not the
  cap of five itself (p. 15); now an effect (new core attack action ``shooting_cap``). Unit
  shape lacked the note on p. 11 that a unit's width and depth are fixed once it is
  deployed (issue 26 names unit shape among the missing rules); now its second effect.
Noted, not counted wrong: Mercury per Wizard's and the spell costs' conditions speak of "the
source" (the casting or counted unit), which reads oddly on a rule but states nothing the book
does not; Disengaging's words "it has left contact" are said at the activation's end, where
the book's "must end the activation back in contact" means the same; the summaries of
Numerical keyword values and Unit stats are counts state the model's inference (X at least 1,
stats not below 0), which the book does not print.
Nothing left unfixed.
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests, open_and_coverage_tests
from tests.games.hobgoblin.test_effects_audit8e import DUPLICATE_COPY_IGNORED, RESERVED_NOT_BOUGHT

MOVE = "Movement Phase"
END = {"trigger.event": "game_ends", "trigger.repeats": "once"}


def nothing(name: str, page: int) -> Row:
    """A record with no effects: its number or procedure is in its summary."""
    return (name, page, "right", [])


def tie_break(scenario: str, page: int, by: str = "most of points",
              level: str = "points") -> Row:
    """Level on VP at the end: the side ahead on ``by`` gains 1VP; level on that too, a
    draw."""
    return (f"Tie-breaker: {scenario}", page, "right", [
        {"kind": "score", "outcome": "tie_break", "amount": 1, "scope": "players", **END,
         "if": {"all:scores tied VP", f"all:{by}"}},
        {"kind": "score", "outcome": "draw", "scope": "players", **END,
         "if": {"all:scores tied VP", f"all:scores tied {level}"}}])


def spell_cost(name: str, spell: str, cost: int) -> Row:
    """Casting a spell of this class spends ``cost`` Mercury (p. 19)."""
    spec: Spec = {"kind": "tokens", "token": "Mercury", "op": "remove", "amount": cost,
                  "at": "Magic Phase", "trigger.event": "spell_cast",
                  "needs": {f"all:casting {spell}"}}
    return (name, 19, "right", [spec])


# --- Core concepts, pp. 8-11 -----------------------------------------------------------------
CORE: list[Row] = [
    # an unclear interaction goes the way of the most carnage
    ("The Rule of Carnage", 8, "right", [
        {"kind": "precedence", "otherwise": "most_carnage", "scope": "game"}]),
    # the more specific rule's text wins a conflict
    ("Specific rule precedence", 8, "right", [
        {"kind": "precedence", "otherwise": "specific_first", "scope": "game"}]),
    # every unit is in range and sight of itself
    ("Units see and reach themselves", 8, "right", [
        {"kind": "ignore", "scope": "all_units", "words": "line of sight to itself"}]),
    nothing("Measuring and line of sight checks", 8),
    nothing("Minimum play area (feet)", 8),
    nothing("Repeated re-rolls", 8),
    nothing("D3", 8),
    nothing("First Player token", 8),
    nothing("Gap between armies (inches)", 8),
    nothing("D66", 9),
    # audit 10e gave these two rules the effects p. 9 gives them
    ("Duplicate keywords", 9, "right", [DUPLICATE_COPY_IGNORED]),
    nothing("Numerical keyword values", 9),
    ("Reserved keywords", 9, "right", [RESERVED_NOT_BOUGHT]),
    nothing("Tokens are not on the table", 9),
    nothing("Marker minimum diameter (mm)", 9),
    nothing("Marker maximum diameter (mm)", 9),
    # Weakness keywords go last; a clash left over goes by the Rule of Carnage
    ("Timing of keywords", 9, "right", [
        {"kind": "precedence", "scope": "game", "words": "Weakness keywords apply last"}]),
    # units move freely over markers
    ("Units cross markers", 9, "right", [
        {"kind": "ignore", "scope": "all_units", "words": "markers"}]),
    # a marker is never moved unless a rule says so
    ("Markers stay where placed", 9, "fixed", [
        {"kind": "move", "how": "no_move", "direction": "suffers", "scope": "markers",
         "duration": "end_of_game", "if": {"none:rule says otherwise"}}]),
    # an enemy in base contact: both units engaged with each other
    ("Engaged (core rules)", 9, "fixed", [
        {"kind": "action", "action": "engage", "required": True, "scope": "all_units",
         "words": "each enemy unit it is in base contact with"}]),
    # a clear front edge; rectangular units with straight edges, fixed once deployed (p. 11)
    ("Front edge", 10, "right", [
        {"kind": "parameter", "name": "front_edges", "op": "set", "amount": 1}]),
    ("Unit shape", 10, "fixed", [
        {"kind": "parameter", "name": "unit_edges", "op": "set", "amount": 4},
        {"kind": "action", "action": "take_action", "allowed": False, "scope": "all_units",
         "duration": "end_of_game", "cite.page": 11, "words": "change its width or depth"}]),
    nothing("Unit stats are counts", 10),
    nothing("Default Courage", 10),
]

# --- Attacking and Doom, pp. 14-16 -----------------------------------------------------------
ATTACKS: list[Row] = [
    nothing("Close combat attack dice", 14),
    nothing("Shooting attack dice", 14),
    nothing("Hitting", 15),
    nothing("Natural 6 always hits", 15),
    nothing("Natural 1 always misses", 15),
    ("Close combat Doom", 15, "right", [  # audit 8e: 1 Doom per hit on the target
        {"kind": "tokens", "token": "Doom", "amount": 1, "scope": "target",
         "trigger.source": "close_combat"}]),
    nothing("Starting Doom", 15),
    # the attacker may discard Mercury or Fortune cards, one die re-rolled for each
    ("Force of Will", 15, "right", [
        {"kind": "reroll", "dice": "attack", "count": "one_per_token", "optional": True,
         "at": "Roll Attack Dice"}]),
    # shooting: Doom stops at five on the target, the rest ignored (not for Skirmishers)
    ("Shooting Doom cap", 15, "fixed", [
        {"kind": "attack", "side": "defender", "attack": "shooting", "action": "shooting_cap",
         "amount": 5, "scope": "all_units", "at": "Shooting Phase",
         "if": {"none:has keyword Skirmishers"}, "words": "only until it has 5"},
        {"kind": "mention", "keyword": "Skirmishers", "at": "Place Doom"}]),
    # Doom at or over Courage: Broken, lost at once when Doom drops below Courage
    ("Becoming Broken", 15, "right", [
        {"kind": "grant", "keyword": "Broken", "duration": "while",
         "if": {"none:tokens below stat Doom courage"}}]),
    # sight from the middle of the front edge, blocked by units and Blocking terrain
    ("Line of sight", 16, "right", [{"kind": "mention", "keyword": "Blocking"}]),
    # an engaged unit always sees the units it is engaged with
    ("Engaged units see each other", 16, "fixed", [
        {"kind": "ignore", "scope": "all_units", "if": {"all:engaged"},
         "words": "line of sight to the units it is engaged with"}]),
    nothing("Range to a target", 16),
    nothing("Within X inches", 16),
]

# --- The battle round, pp. 18-19 -------------------------------------------------------------
ROUND: list[Row] = [
    # the token holder rolls a D6: over the round number, keep or pass; else pass it
    ("Initiative roll", 18, "right", [
        {"kind": "action", "action": "hold_token", "optional": True,
         "at": "Press the Initiative",
         "needs": {"all:holds token First Player", "all:round below roll"}},
        {"kind": "tokens", "token": "First Player", "op": "take", "scope": "opponent",
         "at": "Press the Initiative",
         "needs": {"all:holds token First Player", "none:round below roll"}}]),
    # both players draw one Fortune card at the start of the Initiative Phase
    ("Fortune draw per round", 18, "right", [
        {"kind": "cards", "op": "draw", "amount": 1, "scope": "players"}]),
    # each Broken unit: every friendly unit within 8" takes 1 Doom
    ("Panic radius (inches)", 18, "right", [
        {"kind": "tokens", "token": "Doom", "op": "place", "amount": 1, "scope": "friendly",
         "within": 8, "at": "Panic", "needs": {"all:has keyword Broken"}}]),
    nothing("Panic Doom", 18),
    # every Broken unit removed together
    ("Simultaneous removal", 18, "right", [
        {"kind": "move", "how": "remove_from_play", "scope": "all_units",
         "at": "Remove Broken Units", "if": {"all:has keyword Broken"}}]),
    # per own Broken unit removed: 2 Mercury or 1 Fortune card, the player's choice
    # (audit 8e: the choice is made for each Broken unit removed, pp. 19 and 28)
    ("Death’s Harvest reward", 18, "right", [
        {"kind": "tokens", "token": "Mercury", "amount": 2, "scope": "player",
         "optional": True, "at": "Death’s Harvest", "trigger.event": "unit_removed"},
        {"kind": "cards", "op": "draw", "amount": 1, "scope": "player", "optional": True,
         "at": "Death’s Harvest", "trigger.event": "unit_removed"}]),
    nothing("Game length", 19),
    ("Surrender", 19, "right", [  # audit 8e: the opponent wins when a player concedes
        {"kind": "score", "outcome": "win", "scope": "opponent", "trigger.event": "concedes"}]),
    # start of the Magic Phase: 1 Mercury per full 1000 points of the limit, 1 per Wizard
    ("Mercury per 1000 points", 19, "right", [
        {"kind": "tokens", "token": "Mercury", "op": "place", "amount": 1,
         "scope": "players", "at": "Magic Phase", "moment": "start",
         "words": "per full 1000 points"}]),
    ("Mercury per Wizard", 19, "right", [
        {"kind": "tokens", "token": "Mercury", "op": "place", "amount": 1,
         "scope": "players", "at": "Magic Phase", "moment": "start",
         "words": "per unit with Wizard in play"}]),
    nothing("Mercury carries over", 19),
    nothing("Repeat casting", 19),
    spell_cost("Cantrip cost", "Cantrip", 2),
    spell_cost("Making cost", "Making", 4),
    spell_cost("Cataclysm cost", "Cataclysm", 6),
    # a target unit must be in range and in line of sight
    ("Spells with a target unit", 19, "right", [
        {"kind": "action", "action": "target", "direction": "suffers", "scope": "target",
         "if": {"all:in range", "all:in line of sight"}}]),
    # a spell without a target reaches every unit in range, seen or not
    ("Spells without a target unit", 19, "right", [
        {"kind": "ignore", "at": "Magic Phase", "words": "ignores line of sight"}]),
]

# --- Shooting and movement, pp. 20-25 --------------------------------------------------------
PLAY: list[Row] = [
    # a Ranged unit activated in the Shooting Phase may gain Distracted to shoot
    ("Who shoots", 20, "right", [
        {"kind": "grant", "keyword": "Distracted", "at": "Gain Distracted",
         "needs": {"all:has keyword Ranged", "none:engaged"}},
        {"kind": "action", "action": "shoot", "at": "Shooting Phase",
         "needs": {"all:has keyword Ranged", "none:engaged"}}]),
    # an engaged unit neither shoots nor is shot at
    ("Engaged units and shooting", 20, "right", [
        {"kind": "action", "action": "shoot", "allowed": False, "if": {"all:engaged"}},
        {"kind": "action", "action": "target", "allowed": False, "scope": "enemy",
         "if": {"all:engaged"}}]),
    # one unengaged enemy unit within Range and sight, picked by the shooter's player
    ("Shooting target", 20, "right", [
        {"kind": "action", "action": "target", "direction": "suffers", "scope": "enemy",
         "select.pick": "exactly", "select.count": 1, "at": "Select Target",
         "if": {"all:in range", "all:in line of sight", "none:engaged"}}]),
    nothing("Movement points", 22),
    ("Advance (inches per point)", 22, "right", [  # audit 8e: the move itself
        {"kind": "move", "how": "advance", "heading": "forward", "distance": 1}]),
    # units and table edges are impassable
    ("Units and table edges block movement", 22, "right", [
        {"kind": "action", "action": "enter", "allowed": False, "scope": "all_units",
         "at": MOVE}]),
    # Distracted goes in the Ready Units step of the Doom Phase, from every unit
    ("Distracted cleared", 22, "right", [
        {"kind": "remove", "keyword": "Distracted", "scope": "all_units",
         "at": "Ready Units"}]),
    # 1" per point; a backward wheel gives Distracted
    ("Wheel (inches per point)", 22, "right", [
        {"kind": "move", "how": "wheel", "distance": 1},  # audit 8e: the wheel itself
        {"kind": "grant", "keyword": "Distracted", "at": MOVE,
         "if": {"all:manoeuvring wheel_backwards"}}]),
    ("Shuffle (half inch per point)", 23, "right", [  # audit 8e: the slide itself
        {"kind": "move", "how": "slide", "heading": "sideways"}]),
    # the retreating unit gains Distracted, then goes up to 0.5" back per point
    ("Retreat (half inch per point)", 23, "fixed", [
        {"kind": "grant", "keyword": "Distracted", "at": MOVE,
         "if": {"all:manoeuvring retreat"}},
        {"kind": "move", "how": "retreat", "heading": "backward", "optional": True}]),
    # 5 points; the reforming unit gains Distracted and turns about its centre
    ("Reform cost", 23, "fixed", [
        {"kind": "grant", "keyword": "Distracted", "at": MOVE,
         "if": {"all:manoeuvring reform"}},
        {"kind": "action", "action": "reform", "cost": 5, "optional": True},
        # audit 8e: it may turn across other units but not stop on one (p. 23)
        {"kind": "ignore", "if": {"all:manoeuvring reform"}},
        {"kind": "action", "action": "end_overlapping", "allowed": False}]),
    # base contact with an enemy: both engaged with each other
    ("Engagement", 23, "fixed", [
        {"kind": "action", "action": "engage", "required": True, "scope": "all_units",
         "words": "each enemy unit it is in base contact with"}]),
    # began the activation engaged with an enemy and did not end it touching: disengaged
    ("Disengaging", 23, "right", [
        {"kind": "action", "action": "disengage", "required": True,
         "trigger.event": "activation_ends", "if": {"all:disengaged"}}]),
    # an unbroken enemy left behind may make a free combat attack on the unit
    ("Punishing a disengaging unit", 23, "right", [
        {"kind": "action", "action": "punish", "scope": "enemy", "optional": True,
         "trigger.event": "activation_ends",
         "if": {"all:disengaged by source", "none:has keyword Broken"}}]),
    # ending a manoeuvre over or beyond the edge: removed from play
    ("Leaving the play area", 24, "right", [
        {"kind": "move", "how": "remove_from_play", "trigger.event": "moved",
         "if": {"all:over table edge"}}]),
    # an enemy touching a side, the rear or a rear corner: Outmanoeuvred
    ("Outmanoeuvring", 24, "right", [
        {"kind": "grant", "keyword": "Outmaneuvered", "duration": "while",
         "if": {"all:flank or rear contact"}}]),
    # audit 8e: the dice limits as effects
    ("Flank dice limit", 24, "right", [
        {"kind": "parameter", "name": "flank_dice_limit", "op": "at_most", "amount": 5}]),
    ("Rear dice limit", 24, "right", [
        {"kind": "parameter", "name": "rear_dice_limit", "op": "at_most", "amount": 3}]),
    ("Minimum close combat dice per enemy", 25, "right", [
        {"kind": "parameter", "op": "at_least", "amount": 3, "if": {"none:too few dice"}},
        {"kind": "attack", "action": "spread_dice_evenly", "if": {"all:too few dice"}}]),
    # engaged when the Doom Phase began, unengaged now: a free reform
    ("Who’s Next? reform", 25, "right", [
        {"kind": "action", "action": "reform", "cost": 0, "optional": True,
         "at": "Who’s Next?", "if": {"all:was engaged Doom Phase", "none:engaged"}}]),
]

# --- Terrain, army building, Fortune, magic, pp. 27-29 (both printings) ----------------------
CARDS: list[Row] = [
    # the line to the target's nearest edge crosses Obscuring or Blocking terrain the
    # shooter does not touch: Cover for that attack only
    ("Cover", 27, "right", [
        {"kind": "grant", "keyword": "Cover", "scope": "target",
         "if": {"any:cover line crosses untouched Obscuring",
                "any:cover line crosses untouched Blocking"},
         "words": "for that attack"}]),
    # Artillery may buy only Self-Destructive and Short-Ranged as weaknesses
    ("Artillery weaknesses", 27, "right", [
        {"kind": "forbid", "trait": "Weakness", "except_": ("Self-Destructive", "Short-Ranged"),
         "only_buying": True, "if": {"all:unit type Artillery"}}]),
    # four cards each from the shared deck before the game
    ("Fortune opening hand", 28, "right", [
        {"kind": "cards", "op": "draw", "amount": 4, "scope": "players"}]),
    # hands are kept hidden from the other players
    ("Fortune hands are secret", 28, "right", [
        {"kind": "action", "action": "look_at_hand", "allowed": False, "scope": "opponent"}]),
    nothing("Fortune cards on either side", 28),
    # an empty deck is remade from the discards
    ("Empty Fortune deck", 28, "right", [
        {"kind": "cards", "needs": {"all:deck empty Fortune"}}]),
    # deck and discards both empty: a player due a card may take 1 Mercury instead
    ("No Fortune cards left at all", 28, "right", [
        {"kind": "tokens", "token": "Mercury", "amount": 1, "optional": True,
         "needs": {"all:deck empty Fortune", "all:discard empty Fortune"}}]),
    # Wizard units cast; range and sight are drawn from that unit
    ("Who casts spells", 29, "right", [
        {"kind": "action", "action": "cast", "at": "Magic Phase",
         "needs": {"all:has keyword Wizard"}}]),
]

# --- Setup and the scenario tie-breakers, pp. 37-41 ------------------------------------------
SETUP: list[Row] = [
    ("Choosing the first First Player", 37, "right", [  # audit 8e: the roll's winner
        {"kind": "action", "action": "hold_token", "optional": True,
         "select.chooser": "chance"}]),
    nothing("Deployment zone offset (inches)", 37),
    # every unit deployed fully within its own player's zone
    ("Deploying fully within the zone", 37, "right", [
        {"kind": "action", "action": "deploy", "allowed": False, "at": "Deployment",
         "if": {"none:wholly in zone friendly"}}]),
    tie_break("The Pendulum’s Swing", 38),
    tie_break("The Wages of Sin", 39),
    tie_break("Tides of War", 39),
    tie_break("Bathed in Glory", 40),
    # the side with more Doom on units within 12" of an altar gains 1VP
    tie_break("Altars of Grief", 40, by="most of Doom 12", level="Doom"),
    tie_break("Desperate Search", 41),
]

ROWS: list[Row] = [*CORE, *ATTACKS, *ROUND, *PLAY, *CARDS, *SETUP]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)
_open_rows, test_every_rule_record_audited = open_and_coverage_tests(ROWS, [], "rule", 92)
