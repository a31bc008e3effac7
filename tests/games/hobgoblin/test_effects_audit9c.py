"""The ninth, independent audit of Hobgoblin effects against the book (issue 26), slice c:
every record :func:`rulesref.games.hobgoblin.effect_sources.holders` yields with kind
``table``: the 2D6 scenario table (pp. 38-41), the Chaos of War Battlefield, Deployment and
Twists tables (pp. 42-45), the Unlikely Allies Objectives (p. 49) and His Deployment (p. 50).

Method: each printed result was read first (the interleaved columns of pp. 38-45 and 49-51
put back together) and what it does was written down in our own words (whom, trigger, when,
condition, direction, amount, who chooses, may or must) in /work/audit9c-verdicts.md before
the model was opened. Then each result's loaded effects and ``rulesref show`` words were
compared with those notes, field by field.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fix (``right`` or ``fixed``), and each effect as worked out by hand from
the book, matched by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 67 records read, 79 effects read. The 22 scenario, Unlikely Allies and His
Deployment rows hold no effects: each points to the rule of the same name, which holds them
(another slice); their summaries were read against the book and are right.
Wrong before this audit's fix: 2 effects, in 1 record; by kind:
- amount (2): Places of Power (p. 45) checks each marker on its own, and that marker's
  winner may take two Mercury or one Fortune Card; the model held the two rewards as one
  choice (exactly one applies) scaled per marker, so a player winning two markers picked
  once for both (4 Mercury or 2 cards, never 2 Mercury and a card). Fixed with a new
  game-agnostic ``Per.each_choice`` (the alternative is picked for each one counted).
Whom, trigger, when, condition, direction, missing part, extra part, words: none wrong.
Judged right, with a note: Watch Tower grants "Impassible" as printed; Forced March lets
each player pick their own half (no chooser printed; the owner is the natural one); Surprise!
and Champions hold "may select 3 / two" as optional exact counts (up-to plays alike);
Assassins keeps the reveal moment only in its summary (``secret`` says it is revealed
later); Exhausted Forces says "if the source has General or Battle Standard", the source
being the Command keyword's holder, and Command comes only from those two (p. 28), so both
readings play alike; Bitter Cold's "-1 per round from each round's start" plays as a
cumulative -1 a round; Tunnels makes leaving the tunnel in the next Movement Phase
compulsory (the book's "during the next Movement Phase"); Huddled Together reads Infantry as
the unit types (a recorded reading) and ties its fallback to those units; Scouts leaves the
First Player's choice of half and the alternating set-up to the standard Deployment step
(p. 37), which already says both; Quicksilver Spring's 6 Mercury come at the last set-up
step (Mercury is otherwise gained only in the Magic Phase, p. 19).
Left alone: the Deployment Table prints 63 in both 61-63 and 63-66, and Desperate Search
prints "with 4"" for "within 4"" (faults of the book, no effect of this slice); Death's
Harvest (p. 18, a game rule of another slice) uses the same choice-per-unit pattern.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests, open_and_coverage_tests

SETUP = "Set Up Battlefield"
DEPLOY = "Deployment"
MAGIC = "Magic Phase"
MOVE_PHASE = "Movement Phase"
ROUND_START = {"at": "Initiative Phase", "moment": "start"}
ALL_GAME = "end_of_game"
OWN = {"select.chooser": "each_player", "select.pick": "exactly"}
TUNNELLED = {"all:set aside entering_a_tunnel", "all:was set aside Movement Phase"}
SLIPPED = {"all:roll below stat speed 3D6"}
PETS = {"any:unit type Monster", "any:unit type Beasts"}
INFANTRY = {"all:unit type name has Infantry"}


def eff(kind: str, fields: dict[str, Any] | None = None, **more: Any) -> Spec:
    """One effect as the book gives it: dotted or keyword fields (``cond`` is the condition)."""
    spec: Spec = {"kind": kind, **(fields or {})}
    for key, value in more.items():
        spec["if" if key == "cond" else key] = value
    return spec


def terrain(*keywords: str) -> list[Spec]:
    """The pieces a Battlefield result sets out carry these keywords from set-up on."""
    return [eff("grant", keyword=k, scope="placed", at=SETUP, duration=ALL_GAME,
                optional=False) for k in keywords]


def gift(keyword: str, count: int, optional: bool, **more: Any) -> Spec:
    """Each player gives ``keyword`` to ``count`` of their own units for the game."""
    return eff("grant", {**OWN, "select.count": count}, keyword=keyword, scope="friendly",
               duration=ALL_GAME, optional=optional, **more)


def no_room(scope: str, tests: set[str] | frozenset[str] = frozenset()) -> list[Spec]:
    """A unit with no room to deploy takes Reinforcements and is set aside."""
    cond = {"all:does not fit", *tests}
    return [eff("grant", keyword="Reinforcements", scope=scope, at=DEPLOY, cond=cond),
            eff("move", how="set_aside", scope=scope, at=DEPLOY, cond=cond)]


def deploy_rule(name: str, op: str, amount: int, **more: Any) -> Spec:
    """A deployment distance this result changes."""
    return eff("parameter", name=name, op=op, amount=amount, at=DEPLOY, **more)


SCENARIOS: list[Row] = [
    (f"Scenarios {n}", page, "right", []) for n, page in [
        ("2-3 The Pendulum’s Swing", 38), ("4 The Wages of Sin", 39), ("5 Tides of War", 39),
        ("6-7 Bloodbath", 40), ("8 Bathed in Glory", 40), ("9 Altars of Grief", 40),
        ("10 Burn Them Out", 41), ("11-12 Desperate Search", 41)]]

# p. 42
BATTLEFIELD: list[Row] = [
    ("Battlefield Table 11-16 Rubble and Ruins", 42, "right", terrain("Perilous", "Obscuring")),
    ("Battlefield Table 21-26 Mushroom Groves", 42, "right", terrain("Grim", "Obscuring")),
    ("Battlefield Table 31-36 High Ground", 42, "right", terrain("Elevated")),
    ("Battlefield Table 41-43 Watch Tower", 42, "right",
     terrain("Impassible", "Elevated", "Blocking")),
    *[(f"Battlefield Table {n}", 42, "right", terrain("Impassable", "Elevated", "Blocking"))
      for n in ("44-45 The Columns", "46 The Marble Forest", "51-53 The City")],
    # a Wizard within 4" may pay one Mercury less to cast a Making or a Cataclysm
    ("Battlefield Table 54-56 Lodestone", 42, "right", [
        eff("parameter", name="spell_cost", op="subtract", amount=1, scope="all_units",
            at=MAGIC, optional=True,
            cond={"all:has keyword Wizard", "all:within of source 4", "any:casting Making",
                  "any:casting Cataclysm"})]),
    ("Battlefield Table 61-63 Founts of Magma", 42, "right",
     terrain("Perilous", "Obscuring")),
    # in after a manoeuvre ends within 4" (may); out next Movement Phase for 6 MP and 1 Doom
    ("Battlefield Table 64-66 Tunnels", 42, "right", [
        eff("move", {"trigger.event": "moved", "trigger.repeats": "each_time"},
            how="set_aside", optional=True,
            cond={"all:ended manoeuvre", "all:within of source 4"}),
        eff("move", how="place", at=MOVE_PHASE, optional=False, cond=TUNNELLED,
            words="at least partly within 4\" of either entrance of the tunnel it entered"),
        eff("parameter", name="movement_points", op="subtract", amount=6, at=MOVE_PHASE,
            duration="this_activation", cond=TUNNELLED),
        eff("tokens", token="Doom", op="place", amount=1, at=MOVE_PHASE, cond=TUNNELLED)]),
]

# pp. 43-44
DEPLOYMENT: list[Row] = [
    ("Deployment Table 11-13 Scouts", 43, "right", [
        deploy_rule("deployment_zone_offset", "set", 0, scope="players"),
        deploy_rule("deployment_enemy_distance", "at_least", 16, scope="players")]),
    ("Deployment Table 14-16 Forced March", 43, "right", [
        deploy_rule("deployment_zone_offset", "set", 12, scope="friendly",
                    **{"select.pick": "half", "select.rounding": "up",
                       "select.chooser": "each_player"})]),
    ("Deployment Table 21-23 Rushing Arrival", 43, "right", [
        deploy_rule("deployment_zone_offset", "set", 12, scope="all_units",
                    cond={"all:stat at most 8 speed"})]),
    ("Deployment Table 24-26 Early Sighting", 43, "right", [
        deploy_rule("deployment_zone_offset", "set", 12, scope="all_units",
                    cond={"none:has keyword Skirmishers"})]),
    ("Deployment Table 31-33 Tunnel Fighting", 43, "right", [
        deploy_rule("deployment_side_edge_distance", "set", 8, needs={"all:table square"}),
        deploy_rule("degrees_the_centreline_turns", "set", 90,
                    needs={"none:table square"})]),
    ("Deployment Table 34-36 Surprise!", 43, "right", [gift("Sneaky", 3, True, at=DEPLOY)]),
    ("Deployment Table 41-43 Surprise Engagement", 43, "right", [
        eff("move", {"trigger.roll": "D3", "select.pick": "each"}, how="place",
            scope="friendly", at=DEPLOY),
        *no_room("friendly")]),
    # two units each on the table; the rest wait; side strips of 4" join the zone from round 1
    ("Deployment Table 44-46 Vanguard Skirmish", 43, "right", [
        eff("grant", {"select.pick": "all_but", "select.count": 2,
                      "select.chooser": "each_player"}, keyword="Reinforcements"),
        eff("move", {"select.pick": "all_but", "select.count": 2,
                     "select.chooser": "each_player"}, how="set_aside"),
        eff("parameter", {**ROUND_START}, name="deployment_side_edge_strip", op="set",
            amount=4, duration=ALL_GAME)]),
    ("Deployment Table 51-52 Tunnel Entrances", 43, "right", [
        deploy_rule("deployment_marker_distance", "at_most", 8, scope="players"),
        *no_room("friendly")]),
    ("Deployment Table 53-54 Huddled Together", 43, "right", [
        deploy_rule("deployment_marker_distance", "at_most", 12, cond=INFANTRY,
                    extent="partly", reading="infantry-keyword-as-unit-type"),
        *no_room("all_units", INFANTRY)]),
    ("Deployment Table 55-56 Pets", 43, "right", [
        deploy_rule("deployment_general_distance", "at_most", 12, cond=PETS,
                    extent="partly"),
        eff("mention", keyword="General"),
        eff("move", how="place", at=DEPLOY, cond=PETS,
            words="once the unit with the General has been deployed")]),
    ("Deployment Table 61-63 No Man’s Land", 44, "right", [
        deploy_rule("deployment_marker_keep_away", "more_than", 8, scope="players")]),
    ("Deployment Table 63-66 Last Stand", 44, "right", [
        deploy_rule("deployment_zone_radius", "set", 10, needs={"all:has role Defender"}),
        deploy_rule("deployment_zone_inner_radius", "set", 16,
                    needs={"all:has role Attacker"}),
        eff("stat", stat="courage", op="add", amount=2, scope="all_units",
            duration=ALL_GAME, cond={"all:has role Defender"})]),
]

# pp. 44-45
TWISTS: list[Row] = [
    ("Twists Table 11-12 Smoke and Darkness", 44, "right", [
        eff("parameter", name="line_of_sight_range", op="at_most", amount=12,
            scope="all_units", duration=ALL_GAME)]),
    ("Twists Table 13-14 Easy Underfoot", 44, "right", [
        eff("grant", keyword="Swift [+2]", scope="all_units", duration=ALL_GAME)]),
    ("Twists Table 15-16 Underground Mercury Lake", 44, "right", [
        eff("tokens", token="Mercury", op="place", amount=3, scope="players", at=MAGIC,
            moment="start")]),
    ("Twists Table 21-22 Quicksilver Spring", 44, "right", [
        eff("tokens", token="Mercury", op="place", amount=6, scope="players",
            at="Draw Fortune Cards")]),
    # 3D6 under its Speed after a move: a further 3" forward, Distracted or not
    ("Twists Table 23-24 Frozen Lake", 44, "right", [
        eff("move", {"trigger.event": "moved"}, how="advance", distance=3, optional=False,
            cond=SLIPPED),
        eff("ignore", {"trigger.event": "moved"}, keyword="Distracted", cond=SLIPPED)]),
    ("Twists Table 25-26 Desperate Fighting", 44, "right", [
        eff("sequence", change="skip", step="Panic", scope="game")]),
    ("Twists Table 31-32 To The Last", 44, "right", [
        eff("stat", stat="courage", op="add", amount=3, scope="all_units",
            duration=ALL_GAME)]),
    ("Twists Table 33-34 Bitter Cold", 44, "right", [
        eff("stat", {**ROUND_START}, stat="courage", op="subtract", amount=1, per="round",
            scope="all_units", duration=ALL_GAME)]),
    ("Twists Table 35-36 Exhausted Forces", 44, "right", [
        eff("ignore", keyword="Command", scope="all_units", duration=ALL_GAME,
            needs={"any:has keyword General", "any:has keyword Battle Standard"})]),
    ("Twists Table 41-42 Arcane Conclave", 45, "right", [
        gift("Wizard", 1, False, cond={"none:has keyword Wizard"})]),
    ("Twists Table 43-44 Champions", 45, "right", [gift("Hero [+1]", 2, True)]),
    ("Twists Table 45-46 Assassins", 45, "right", [
        gift("Hero [+4]", 1, True, **{"select.secret": True})]),
    ("Twists Table 51 Soldiers of Renown", 45, "right", [gift("Elite", 1, True)]),
    ("Twists Table 52 Hand of Fate", 45, "right", [
        eff("cards", {**ROUND_START}, deck="Fortune", op="draw", amount=1, scope="players")]),
    # fixed: the reward is picked marker by marker, not once for every marker won
    ("Twists Table 53 Places of Power", 45, "fixed", [
        eff(kind, {"per.count": "marker", "per.each_choice": True}, choice="power",
            optional=True, at=MAGIC, moment="start", amount=amount, scope="player",
            needs={"all:outnumbers near 4"}, **what)
        for kind, amount, what in [("tokens", 2, {"token": "Mercury"}),
                                   ("cards", 1, {"deck": "Fortune", "op": "draw"})]]),
    *[(f"Twists Table {n}", 45, "right", [
        eff("parameter", name="command_range", op="set", amount=reach, scope="game",
            duration=ALL_GAME),
        eff("mention", keyword="Command")])
      for n, reach in [("54 Songs in the Dark", 12), ("55 Echoes in the Dark", 4)]],
    ("Twists Table 56 Haunting Voices", 45, "right", [
        eff("tokens", {"trigger.event": "token_placed", "trigger.token": "Doom"},
            token="Doom", op="place", amount=1, cond={"all:gained tokens from panic Doom"})]),
    ("Twists Table 61 Fateful Deeds", 45, "right", [
        eff("cards", {"trigger.event": "card_played", "trigger.deck": "Fortune"},
            deck="Fortune", op="draw", amount=1, scope="opponent")]),
    ("Twists Table 62 No Quarter", 45, "right", [
        eff("sequence", change="skip", step="Remove Broken Units",
            cond={"all:round at most 2"})]),
    *[(f"Twists Table {n}", 45, "right", [eff("sequence", change="rounds", rounds=rounds)])
      for n, rounds in [("63 Torches Burning Low", 4), ("64 ‘Til The Bitter End", 6)]],
    ("Twists Table 65 Cauldron of Magic Potion", 45, "right", [gift("Brutal", 1, True)]),
    ("Twists Table 66 Blood & Sludge", 45, "right", [
        eff("grant", {"trigger.event": "unit_removed", "trigger.repeats": "each_time"},
            keyword="Grim", scope="placed", duration=ALL_GAME)]),
]

# p. 49 and p. 50: pointers to the rules of the same name, which hold the effects
POINTERS: list[Row] = [
    *[(f"Unlikely Allies Objectives {n}", 49, "right", []) for n in (
        "1 Combined Arms", "2 Brothers-in-Arms", "3 Hands Around Their Throats",
        "4 United in Death", "5 Shared Slaughter", "6 Shared Ruination")],
    # the D6 walks the thirds left to right, each with a left then a right bias
    *[(f"His Deployment {roll} {third} / {bias}", 50, "right", [])
      for roll, (third, bias) in enumerate(
          product(("Left Flank", "Centre", "Right Flank"), ("Left", "Right")), start=1)],
]

ROWS: list[Row] = [*SCENARIOS, *BATTLEFIELD, *DEPLOYMENT, *TWISTS, *POINTERS]

test_table_result_as_the_book_says, _two_hundred = audit_tests(ROWS)
_none_open, test_every_table_record_audited = open_and_coverage_tests(ROWS, [], "table", 67)


def test_effects_read_and_fixed() -> None:
    """79 effects read in all, 2 of them (one record) wrong before the fix."""
    assert sum(len(specs) for *_, specs in ROWS) == 79
    fixed = [(name, len(specs)) for name, _, verdict, specs in ROWS if verdict == "fixed"]
    assert fixed == [("Twists Table 53 Places of Power", 2)]
