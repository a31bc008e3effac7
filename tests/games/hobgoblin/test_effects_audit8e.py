"""Audit 8, slice e (issue 26): every Hobgoblin record of kind ``rule`` (92: core concepts,
fighting battles, magic, Fortune cards, setup and the scenario tie-breakers) checked against
the book by an auditor new to the model. Each record's printed text was read first (columns
put back together, pages from the running footers, the second printing of pp. 26-29 where
cited) and every effect written down in /work/audit8e-verdicts.md before the model was
opened; then ``rulesref show`` was compared field by field and in its plain words.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from
the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

A record with no effects was judged right when its rule is a definition, a measuring or
physical convention, a dice procedure, a number other records use, or a permission that
changes no state; wrong (missing part) when the book gives it something that happens in play
(tokens, a token or keyword held, a move, an action allowed or barred, a score) that no
effect of the record says.

Tally: 92 records read (54 with effects, 38 without); 68 effects read (before fixes). Wrong
before fixes: 14 records (4 that had effects, 10 that had none); of effects themselves, the
2 of Death's Harvest reward. By kind:
- missing part (10): Surrender (the opponent wins when a player concedes, p. 19); Choosing
  the first First Player (the roll's winner takes or hands over the token, p. 37; the
  summary never said who wins the roll); Close combat Doom (1 Doom per hit on the target,
  p. 15); Minimum close combat dice per enemy (3 each, else shared as evenly as possible,
  p. 25); Flank dice limit (at most 5, p. 24); Rear dice limit (at most 3, p. 24); Advance
  (forward up to 1" per point, p. 22); Wheel (the wheel itself, 1" per point; it carried only
  the backward wheel's Distracted, p. 22); Shuffle (the sideways slide, p. 23); Reform cost
  (other units may be ignored while turning, but it may not end overlapping one, p. 23);
- words (3): Numerical keyword values and Unit stats are counts stated the model's own
  inference (X at least 1; no stat below 0) as the book's (known-open from audit 7); their
  summaries now say what p. 9 and p. 10 print and name recorded readings
  (numerical-x-at-least-one, stats-not-below-zero, kind silent). Front edge's summary said
  "the arcs of contact are taken from it": the book has no arcs;
- unrecorded reading (1): Death's Harvest reward offered one choice for all the player's
  removed units; pp. 19 and 28 give it for each Broken unit removed (p. 18 allows both): now
  one choice each time a friendly Broken unit is removed, with reading
  deaths-harvest-each-unit.
Of these, 2 were known-open (the two summaries); 12 newly found. All fixed; core gained a
``wheel`` move, a ``concedes`` event and a ``too_few_dice`` test (tests/core).
Judged right, with a note: The Rule of Carnage (its "tie" is the precedence effect's general
word; the book's trigger is an unclear interaction); Initiative roll ("may hold" stands for
keep-or-pass); Force of Will (its whom is blank on a rule; the summary names the attacker);
Engaged units and shooting (Shoot into Combat's exception is on that keyword); Panic radius
(whether a Broken unit's panic reaches itself the book leaves open, and so does the effect);
Panic Doom (the 1 Doom is the effect on its sibling Panic radius: a copy would count panic
twice); Punishing (its dice cap follows from "as though still engaged where it began");
Reserved keywords (no effect: the ban is army rule HG011's, as HG004-HG007 are; a forbid here
would need HG011 to enforce it, see check_army_rules); Spells without a target unit (whose
units a spell reaches is each spell's own text); Tie-breaker: Altars of Grief (the player's
own units' Doom, the plain reading). Leaving the play area follows the recorded reading
table-edge-impassable-vs-leaving.
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests, open_and_coverage_tests

MOVE = "Movement Phase"
DICE = "Assign Attack Dice"
GAME_END = {"trigger.event": "game_ends", "trigger.repeats": "once"}


# p. 9: one copy of a keyword counts, numerical ones aside (audit 10e)
DUPLICATE_COPY_IGNORED = {"kind": "ignore", "scope": "all_units", "keyword": None,
                          "words": "any further copy of a keyword it already has, unless "
                                   "the keyword is numerical"}
# pp. 9 and 27: no Reserved keyword is bought, but for the three the cost table prices
# (each under its recorded reading) (audit 10e)
RESERVED_NOT_BOUGHT = {"kind": "forbid", "trait": "Reserved", "scope": "army",
                       "only_buying": True,
                       "except_": ("General", "Battle Standard", "Ravenous")}


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
    # audit 10e gave this rule and Reserved keywords the effects the book's text carries
    ("Duplicate keywords", 9, "right", [DUPLICATE_COPY_IGNORED]),
    ("Numerical keyword values", 9, "fixed", []),
    ("Reserved keywords", 9, "right", [RESERVED_NOT_BOUGHT]),
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
    ("Front edge", 10, "fixed", [
        {"kind": "parameter", "name": "front_edges", "op": "set", "amount": 1}]),
    ("Unit shape", 10, "right", [
        {"kind": "parameter", "name": "unit_edges", "op": "set", "amount": 4},
        {"kind": "action", "action": "take_action", "allowed": False,
         "duration": "end_of_game", "cite.page": 11}]),
    ("Unit stats are counts", 10, "fixed", []),
    bare("Default Courage", 10),
]

ATTACKS: list[Row] = [
    bare("Close combat attack dice", 14),
    bare("Shooting attack dice", 14),
    bare("Hitting", 15),
    bare("Natural 6 always hits", 15),
    bare("Natural 1 always misses", 15),
    # the target of a close combat attack takes 1 Doom for each hit
    ("Close combat Doom", 15, "fixed", [
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
    ("Death’s Harvest reward", 18, "fixed", [
        {**harvest("tokens", 2), "token": "Mercury", "op": "place"},
        {**harvest("cards", 1), "deck": "Fortune", "op": "draw"}]),
    bare("Game length", 19),
    # a player who concedes hands the opponent the win
    ("Surrender", 19, "fixed", [
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
    ("Advance (inches per point)", 22, "fixed", [
        {"kind": "move", "how": "advance", "heading": "forward", "distance": 1,
         "per.count": "movement_point", "at": MOVE, "optional": True}]),
    ("Units and table edges block movement", 22, "right", [
        {"kind": "action", "action": "enter", "allowed": False, "scope": "all_units"}]),
    ("Distracted cleared", 22, "right", [
        {"kind": "remove", "keyword": "Distracted", "scope": "all_units", "at": "Ready Units"}]),
    # the free front corner swings up to 1" per point; backwards costs Distracted
    ("Wheel (inches per point)", 22, "fixed", [
        {"kind": "move", "how": "wheel", "distance": 1, "per.count": "movement_point",
         "at": MOVE, "optional": True},
        {"kind": "grant", "keyword": "Distracted", "if": {"all:manoeuvring wheel_backwards"}}]),
    # left or right (half an inch a point: in the summary)
    ("Shuffle (half inch per point)", 23, "fixed", [
        {"kind": "move", "how": "slide", "heading": "sideways", "at": MOVE,
         "optional": True}]),
    ("Retreat (half inch per point)", 23, "right", [
        {"kind": "grant", "keyword": "Distracted", "if": {"all:manoeuvring retreat"}},
        {"kind": "move", "how": "retreat", "heading": "backward", "optional": True}]),
    # 5 points, Distracted, may pass over units while turning but not stop on one
    ("Reform cost", 23, "fixed", [
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
    ("Punishing a disengaging unit", 23, "right", [
        {"kind": "action", "action": "punish", "scope": "enemy", "optional": True,
         "if": {"all:disengaged by source", "none:has keyword Broken"}}]),
    ("Leaving the play area", 24, "right", [
        {"kind": "move", "how": "remove_from_play", "scope": "all_units",
         "trigger.event": "moved", "if": {"all:over table edge"}}]),
    ("Outmanoeuvring", 24, "right", [
        {"kind": "grant", "keyword": "Outmaneuvered", "duration": "while",
         "if": {"all:flank or rear contact"}}]),
    ("Flank dice limit", 24, "fixed", [
        {"kind": "parameter", "name": "flank_dice_limit", "op": "at_most", "amount": 5,
         "scope": "all_units", "at": DICE}]),
    ("Rear dice limit", 24, "fixed", [
        {"kind": "parameter", "name": "rear_dice_limit", "op": "at_most", "amount": 3,
         "scope": "all_units", "at": DICE}]),
    # at least 3 on each engaged enemy; without dice enough, as evenly as they go
    ("Minimum close combat dice per enemy", 25, "fixed", [
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
    ("Choosing the first First Player", 37, "fixed", [
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


def test_the_two_inferred_numbers_name_recorded_readings(rules: object) -> None:
    """Numerical keyword values and Unit stats are counts keep the numbers the code reads
    (X at least 1, no stat below 0), now as recorded readings the book does not print."""
    held = {r.id: r for r in rules.readings}  # type: ignore[attr-defined]
    by_name = {r.name: r for r in rules.game_rules}  # type: ignore[attr-defined]
    for name, reading, value in [("Numerical keyword values", "numerical-x-at-least-one", 1),
                                 ("Unit stats are counts", "stats-not-below-zero", 0)]:
        rule = by_name[name]
        assert (rule.reading, rule.value) == (reading, value)
        assert held[reading].kind.value == "silent"
        assert "our reading" in rule.summary


def test_front_edge_summary_claims_no_arcs(rules: object) -> None:
    """p. 10 prints a clear front edge only; the book has no arcs of contact."""
    by_name = {r.name: r for r in rules.game_rules}  # type: ignore[attr-defined]
    assert "arc" not in by_name["Front edge"].summary
