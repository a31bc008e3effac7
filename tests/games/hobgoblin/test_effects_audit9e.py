"""Audit 9, slice e (issue 26): every Hobgoblin record of kind ``rule`` (92: core concepts,
fighting battles, magic, Fortune cards, setup and the scenario tie-breakers) checked against
the book by an auditor new to the model. The printed text of each record was read first
(columns put back together, pages from the running footers) and every effect written down in
/work/audit9e-verdicts.md before the model was opened; then ``rulesref show`` (plain and
``--json``) was compared field by field and in its plain words.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from
the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

A record with no effects was judged right when its rule is a definition, a measuring or
physical convention, a dice procedure, a number other records or the game structure use
(Game length: ``rounds: 5``), or a permission that changes no state.

Tally: 92 records read (62 with effects, 30 without); 80 effects read before fixes. Wrong
before fixes: 3 effects in 3 records, none in a record without effects. By kind:
- amount (2): Shuffle's sideways slide and Retreat's backward move gave no distance (the
  half inch per movement point, p. 23, lived only in the summary, as the whole-inch
  ``distance`` could not hold it); now ``half_inches: 1`` per movement point (core: Move
  gained ``half_inches``);
- missing part (1): Punishing a disengaging unit said only "may punish"; pp. 23-24 make the
  punishment a free combat attack fought as from the start position, and separately cap its
  dice at what the punisher could have assigned before the disengagement. Neither the effect
  nor the summary gave the cap (audit 8e judged the cap implied; this audit reads the book's
  separate sentence as a part of its own). Both now say it.
All three fixed.
Judged right, with a note: The Rule of Carnage and Specific rule precedence (the
precedence effect's word "tie" stands for the book's unclear interaction or conflict);
Initiative roll ("may hold" stands for keep-or-pass); Force of Will, Engaged units and
shooting, Becoming Broken, Who casts spells (blank whom on a rule: the unit or attacker the
rule concerns); Panic radius (the First Player resolves panic first, p. 25, in no effect:
panic only reaches friendly units, so the order changes nothing); Leaving the play area (its
"over a table edge" covers ending fully outside; the clash with impassable edges is the
recorded reading table-edge-impassable-vs-leaving); Line of sight (p. 16's restating bullet
says "centre of the acting unit" where the rule says the centre of its front edge, printed
three times: the model follows the rule; no reading recorded); Spells without a target unit
(whose units a spell reaches is each spell's own text); Choosing the first First Player (no
rule for players whose latest paint jobs tie; too thin to be a reading); Tie-breaker: Altars
of Grief (Doom on the player's own units, the plain reading); Numerical keyword values and
Unit stats are counts (their summaries name recorded readings).
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests, open_and_coverage_tests

MOVE = "Movement Phase"
DICE = "Assign Attack Dice"
GAME_END = {"trigger.event": "game_ends", "trigger.repeats": "once"}


def bare(name: str, page: int) -> Row:
    """A definition, convention, dice procedure, number or state-free permission."""
    return (name, page, "right", [])


def tie_break(scenario: str, page: int, by: str = "most of points",
              level: str = "points") -> Row:
    """Level on VP at the end: the side ahead on ``by`` gains 1VP; level again, a draw."""
    return (f"Tie-breaker: {scenario}", page, "right", [
        {"kind": "score", "outcome": "tie_break", "amount": 1, "scope": "players",
         **GAME_END, "if": {"all:scores tied VP", f"all:{by}"}},
        {"kind": "score", "outcome": "draw", "scope": "players", **GAME_END,
         "if": {"all:scores tied VP", f"all:scores tied {level}"}}])


def cost(name: str, spell: str, mercury: int) -> Row:
    """Casting a spell of this class discards ``mercury`` Mercury (p. 19)."""
    spec: Spec = {"kind": "tokens", "token": "Mercury", "op": "remove", "amount": mercury,
                  "scope": "player", "trigger.event": "spell_cast",
                  "needs": {f"all:casting {spell}"}}
    return (name, 19, "right", [spec])


def harvest(kind: str, amount: int) -> Spec:
    """One alternative of Death's Harvest, for each friendly Broken unit removed."""
    return {"kind": kind, "amount": amount, "scope": "player", "optional": True,
            "choice": "harvest", "at": "Death’s Harvest", "trigger.event": "unit_removed",
            "trigger.on": "friendly", "trigger.status": "Broken",
            "reading": "deaths-harvest-each-unit"}


CORE: list[Row] = [
    ("The Rule of Carnage", 8, "right", [
        {"kind": "precedence", "otherwise": "most_carnage", "scope": "game"}]),
    ("Specific rule precedence", 8, "right", [
        {"kind": "precedence", "otherwise": "specific_first", "scope": "game"}]),
    ("Units see and reach themselves", 8, "right", [
        {"kind": "ignore", "scope": "all_units", "words": "range and line of sight to itself"}]),
    bare("Measuring and line of sight checks", 8),
    bare("Minimum play area (feet)", 8),
    bare("Repeated re-rolls", 8),
    bare("D3", 8),
    bare("First Player token", 8),
    bare("Gap between armies (inches)", 8),
    bare("D66", 9),
    bare("Duplicate keywords", 9),
    bare("Numerical keyword values", 9),
    bare("Reserved keywords", 9),
    bare("Tokens are not on the table", 9),
    bare("Marker minimum diameter (mm)", 9),
    bare("Marker maximum diameter (mm)", 9),
    ("Timing of keywords", 9, "right", [
        {"kind": "precedence", "last": "Weakness", "otherwise": "most_carnage"}]),
    ("Units cross markers", 9, "right", [
        {"kind": "ignore", "scope": "all_units", "words": "markers in the way"}]),
    ("Markers stay where placed", 9, "right", [
        {"kind": "move", "how": "no_move", "scope": "markers", "duration": "end_of_game",
         "if": {"none:rule says otherwise"}}]),
    ("Engaged (core rules)", 9, "right", [
        {"kind": "action", "action": "engage", "required": True, "scope": "all_units",
         "words": "each enemy unit it is in base contact with"}]),
    ("Front edge", 10, "right", [
        {"kind": "parameter", "name": "front_edges", "op": "set", "amount": 1}]),
    ("Unit shape", 10, "right", [
        {"kind": "parameter", "name": "unit_edges", "op": "set", "amount": 4},
        {"kind": "action", "action": "take_action", "allowed": False,
         "duration": "end_of_game", "cite.page": 11}]),
    bare("Unit stats are counts", 10),
    bare("Default Courage", 10),
]

ATTACKS: list[Row] = [
    bare("Close combat attack dice", 14),
    bare("Shooting attack dice", 14),
    bare("Hitting", 15),
    bare("Natural 6 always hits", 15),
    bare("Natural 1 always misses", 15),
    # the target of a close combat attack takes 1 Doom for each hit
    ("Close combat Doom", 15, "right", [
        {"kind": "tokens", "token": "Doom", "op": "place", "amount": 1, "scope": "target",
         "at": "Place Doom", "trigger.event": "targeted", "trigger.source": "close_combat",
         "words": "per hit received"}]),
    bare("Starting Doom", 15),
    ("Force of Will", 15, "right", [
        {"kind": "reroll", "dice": "attack", "count": "one_per_token", "optional": True,
         "at": "Roll Attack Dice"}]),
    ("Shooting Doom cap", 15, "right", [
        {"kind": "attack", "side": "defender", "attack": "shooting", "action": "shooting_cap",
         "amount": 5, "scope": "all_units", "if": {"none:has keyword Skirmishers"}},
        {"kind": "mention", "keyword": "Skirmishers"}]),
    ("Becoming Broken", 15, "right", [
        {"kind": "grant", "keyword": "Broken", "duration": "while",
         "if": {"none:tokens below stat Doom courage"}}]),
    ("Line of sight", 16, "right", [{"kind": "mention", "keyword": "Blocking"}]),
    ("Engaged units see each other", 16, "right", [
        {"kind": "ignore", "if": {"all:engaged"},
         "words": "line of sight to the units it is engaged with"}]),
    bare("Range to a target", 16),
    bare("Within X inches", 16),
]

ROUND: list[Row] = [
    ("Initiative roll", 18, "right", [
        {"kind": "action", "action": "hold_token", "token": "First Player", "optional": True,
         "at": "Press the Initiative", "trigger.roll": "D6",
         "needs": {"all:holds token First Player", "all:round below roll"}},
        {"kind": "tokens", "token": "First Player", "op": "take", "amount": 1,
         "scope": "opponent", "needs": {"all:holds token First Player",
                                        "none:round below roll"}}]),
    ("Fortune draw per round", 18, "right", [
        {"kind": "cards", "deck": "Fortune", "op": "draw", "amount": 1, "scope": "players"}]),
    ("Panic radius (inches)", 18, "right", [
        {"kind": "tokens", "token": "Doom", "op": "place", "amount": 1, "scope": "friendly",
         "within": 8, "at": "Panic", "needs": {"all:has keyword Broken"}}]),
    bare("Panic Doom", 18),
    ("Simultaneous removal", 18, "right", [
        {"kind": "move", "how": "remove_from_play", "scope": "all_units",
         "at": "Remove Broken Units", "if": {"all:has keyword Broken"}}]),
    ("Death’s Harvest reward", 18, "right", [
        {**harvest("tokens", 2), "token": "Mercury", "op": "place"},
        {**harvest("cards", 1), "deck": "Fortune", "op": "draw"}]),
    bare("Game length", 19),
    # a player who concedes hands the opponent the win
    ("Surrender", 19, "right", [
        {"kind": "score", "outcome": "win", "scope": "opponent", "optional": False,
         "trigger.event": "concedes", "trigger.by": "self",
         "words": "when its player concedes the game"}]),
    ("Mercury per 1000 points", 19, "right", [
        {"kind": "tokens", "token": "Mercury", "op": "place", "amount": 1, "scope": "players",
         "at": "Magic Phase", "moment": "start", "words": "per full 1000 points"}]),
    ("Mercury per Wizard", 19, "right", [
        {"kind": "tokens", "token": "Mercury", "op": "place", "amount": 1, "scope": "players",
         "at": "Magic Phase", "moment": "start",
         "needs": {"all:has keyword Wizard", "all:in play"}}]),
    bare("Mercury carries over", 19),
    bare("Repeat casting", 19),
    cost("Cantrip cost", "Cantrip", 2),
    cost("Making cost", "Making", 4),
    cost("Cataclysm cost", "Cataclysm", 6),
    ("Spells with a target unit", 19, "right", [
        {"kind": "action", "action": "target", "scope": "target",
         "if": {"all:in range", "all:in line of sight"}}]),
    ("Spells without a target unit", 19, "right", [
        {"kind": "ignore", "scope": "self", "if": {"all:casting"},
         "words": "ignores line of sight"}]),
]

PLAY: list[Row] = [
    ("Who shoots", 20, "right", [
        {"kind": "grant", "keyword": "Distracted", "at": "Gain Distracted",
         "needs": {"all:has keyword Ranged", "none:engaged"}},
        {"kind": "action", "action": "shoot", "needs": {"all:has keyword Ranged",
                                                        "none:engaged"}}]),
    ("Engaged units and shooting", 20, "right", [
        {"kind": "action", "action": "shoot", "allowed": False, "if": {"all:engaged"}},
        {"kind": "action", "action": "target", "allowed": False, "direction": "suffers",
         "if": {"all:engaged"}}]),
    ("Shooting target", 20, "right", [
        {"kind": "action", "action": "target", "scope": "enemy", "select.pick": "exactly",
         "select.count": 1, "select.chooser": "owner",
         "if": {"all:in range", "all:in line of sight", "none:engaged"}}]),
    bare("Movement points", 22),
    # forward, up to 1" for each point spent
    ("Advance (inches per point)", 22, "right", [
        {"kind": "move", "how": "advance", "heading": "forward", "distance": 1,
         "per.count": "movement_point", "at": MOVE, "optional": True}]),
    ("Units and table edges block movement", 22, "right", [
        {"kind": "action", "action": "enter", "allowed": False, "scope": "all_units"}]),
    ("Distracted cleared", 22, "right", [
        {"kind": "remove", "keyword": "Distracted", "scope": "all_units", "at": "Ready Units"}]),
    # the free front corner swings up to 1" per point; backwards costs Distracted
    ("Wheel (inches per point)", 22, "right", [
        {"kind": "move", "how": "wheel", "distance": 1, "per.count": "movement_point",
         "at": MOVE, "optional": True},
        {"kind": "grant", "keyword": "Distracted", "if": {"all:manoeuvring wheel_backwards"}}]),
    # left or right, up to half an inch for each point spent
    ("Shuffle (half inch per point)", 23, "fixed", [
        {"kind": "move", "how": "slide", "heading": "sideways", "half_inches": 1,
         "distance": None, "per.count": "movement_point", "at": MOVE, "optional": True,
         "words": "0.5\" per movement point spent"}]),
    # Distracted, then straight back up to half an inch for each point spent
    ("Retreat (half inch per point)", 23, "fixed", [
        {"kind": "grant", "keyword": "Distracted", "if": {"all:manoeuvring retreat"}},
        {"kind": "move", "how": "retreat", "heading": "backward", "half_inches": 1,
         "distance": None, "per.count": "movement_point", "at": MOVE, "optional": True,
         "words": "0.5\" per movement point spent"}]),
    # 5 points, Distracted, may pass over units while turning but not stop on one
    ("Reform cost", 23, "right", [
        {"kind": "grant", "keyword": "Distracted", "if": {"all:manoeuvring reform"}},
        {"kind": "action", "action": "reform", "cost": 5, "optional": True},
        {"kind": "ignore", "optional": True, "if": {"all:manoeuvring reform"},
         "words": "other units"},
        {"kind": "action", "action": "end_overlapping", "allowed": False,
         "if": {"all:manoeuvring reform"}}]),
    ("Engagement", 23, "right", [
        {"kind": "action", "action": "engage", "required": True, "scope": "all_units"}]),
    ("Disengaging", 23, "right", [
        {"kind": "action", "action": "disengage", "required": True,
         "trigger.event": "activation_ends", "if": {"all:disengaged"}}]),
    # an unbroken enemy left behind may make a free combat attack, as from the old
    # position, with no more dice than it could have assigned there
    ("Punishing a disengaging unit", 23, "fixed", [
        {"kind": "action", "action": "punish", "scope": "enemy", "optional": True,
         "trigger.event": "activation_ends",
         "if": {"all:disengaged by source", "none:has keyword Broken"},
         "what": ("with a free combat attack, fought as if the units still stood where "
                  "they were engaged at the activation's start, with no more dice than it "
                  "could have assigned there")}]),
    ("Leaving the play area", 24, "right", [
        {"kind": "move", "how": "remove_from_play", "scope": "all_units",
         "trigger.event": "moved", "if": {"all:over table edge"}}]),
    ("Outmanoeuvring", 24, "right", [
        {"kind": "grant", "keyword": "Outmaneuvered", "duration": "while",
         "if": {"all:flank or rear contact"}}]),
    ("Flank dice limit", 24, "right", [
        {"kind": "parameter", "name": "flank_dice_limit", "op": "at_most", "amount": 5,
         "scope": "all_units", "at": DICE}]),
    ("Rear dice limit", 24, "right", [
        {"kind": "parameter", "name": "rear_dice_limit", "op": "at_most", "amount": 3,
         "scope": "all_units", "at": DICE}]),
    # at least 3 on each engaged enemy; without dice enough, as evenly as they go
    ("Minimum close combat dice per enemy", 25, "right", [
        {"kind": "parameter", "op": "at_least", "amount": 3, "scope": "all_units",
         "at": DICE, "if": {"none:too few dice"}},
        {"kind": "attack", "action": "spread_dice_evenly", "attack": "close_combat",
         "scope": "all_units", "at": DICE, "if": {"all:too few dice"}}]),
    ("Who’s Next? reform", 25, "right", [
        {"kind": "action", "action": "reform", "cost": 0, "optional": True,
         "at": "Who’s Next?", "if": {"all:was engaged Doom Phase", "none:engaged"}}]),
]

CARDS: list[Row] = [
    ("Cover", 27, "right", [
        {"kind": "grant", "keyword": "Cover", "scope": "target", "duration": "this_attack",
         "if": {"any:cover line crosses untouched Obscuring",
                "any:cover line crosses untouched Blocking"}}]),
    ("Artillery weaknesses", 27, "right", [
        {"kind": "forbid", "trait": "Weakness", "scope": "army", "only_buying": True,
         "except_": ("Self-Destructive", "Short-Ranged"), "if": {"all:unit type Artillery"}}]),
    ("Fortune opening hand", 28, "right", [
        {"kind": "cards", "deck": "Fortune", "op": "draw", "amount": 4, "scope": "players"}]),
    ("Fortune hands are secret", 28, "right", [
        {"kind": "action", "action": "look_at_hand", "allowed": False, "scope": "opponent"}]),
    bare("Fortune cards on either side", 28),
    ("Empty Fortune deck", 28, "right", [
        {"kind": "cards", "op": "shuffle", "needs": {"all:deck empty Fortune"}}]),
    ("No Fortune cards left at all", 28, "right", [
        {"kind": "tokens", "token": "Mercury", "op": "place", "amount": 1, "optional": True,
         "trigger.event": "card_due",
         "needs": {"all:deck empty Fortune", "all:discard empty Fortune"}}]),
    ("Who casts spells", 29, "right", [
        {"kind": "action", "action": "cast", "needs": {"all:has keyword Wizard"}}]),
]

SETUP: list[Row] = [
    # a D6 against an odd/even call picks the player who keeps or hands over the token
    ("Choosing the first First Player", 37, "right", [
        {"kind": "action", "action": "hold_token", "token": "First Player", "optional": True,
         "scope": "players", "select.pick": "exactly", "select.count": 1,
         "select.chooser": "chance", "at": "Determine First Player"}]),
    bare("Deployment zone offset (inches)", 37),
    ("Deploying fully within the zone", 37, "right", [
        {"kind": "action", "action": "deploy", "allowed": False, "scope": "friendly",
         "if": {"none:wholly in zone friendly"}}]),
    tie_break("The Pendulum’s Swing", 38),
    tie_break("The Wages of Sin", 39),
    tie_break("Tides of War", 39),
    tie_break("Bathed in Glory", 40),
    tie_break("Altars of Grief", 40, by="most of Doom 12", level="Doom"),
    tie_break("Desperate Search", 41),
]

ROWS: list[Row] = [*CORE, *ATTACKS, *ROUND, *PLAY, *CARDS, *SETUP]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)
_open_rows, test_every_rule_record_audited = open_and_coverage_tests(ROWS, [], "rule", 92)



def test_the_punishment_caps_its_dice(rules: object) -> None:
    """pp. 23-24: the punishing attack may assign no more dice than it could have before the
    disengagement; the effect and the summary both say so."""
    by_name = {r.name: r for r in rules.game_rules}  # type: ignore[attr-defined]
    rule = by_name["Punishing a disengaging unit"]
    (punish,) = rule.effects
    assert punish.what is not None and "no more dice" in punish.what
    assert "no more dice" in rule.summary
