"""The tenth, independent audit of Hobgoblin effects against the book (issue 26), slice c:
every record :func:`rulesref.games.hobgoblin.effect_sources.holders` yields with kind
``table``: the 2D6 Scenarios table (pp. 38-41), the Chaos of War Battlefield, Deployment and
Twists tables (pp. 42-45), the Unlikely Allies Objectives (p. 49) and His Deployment (p. 50).

Method: every printed result was read first, with the two interleaved columns of pp. 38-45
and 49-51 put back together, and written down in our own words (whom, trigger, when,
condition, direction, amount, who chooses, may or must, and each unclear point) in
/work/audit10c-verdicts.md, complete before the model was opened. Then each result's
``rulesref show`` words (plain and ``--json``) and loaded effects were compared with those
notes, field by field. Earlier audits' files were read only when this file was written.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fix (``right`` or ``fixed``), and each effect as worked out by hand from
the book, matched by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 67 records read, 79 effects read. The 8 Scenarios rows, 6 Unlikely Allies rows and 6
His Deployment rows hold no effects: the section rule of the same name and citation holds
them (another slice); their summaries were read against the book and are right.
Wrong before this audit's fix: 1 effect, in 1 record; by kind:
- missing part (1): Assassins (p. 45) held the secret Hero [+4] pick but not the printed
  limit on the secret: it must be shown, at the latest, at the start of the first Combat
  Phase in which its player means to use it; only the summary said so (and loosely). Fixed
  with a game-agnostic ``Selection.revealed_by`` (said by ``show``; the loader refuses it on
  a pick that is not secret).
Whom, trigger, when, condition, direction, amount, extra part, words, unrecorded reading:
none wrong.
Judged right, with a note: the Battlefield results (and the Tunnels, Tunnel Entrances,
Huddled Together, No Man's Land and Places of Power markers) keep who places how many pieces
where in the summary only; the vocabulary has no placing effect, and what the pieces do is
held as effects. Watch Tower grants "Impassible" as printed (``show`` finds Impassable).
Surprise! and Champions hold "may select 3 / two" as an optional exact count: read as "up
to", play is the same, since Sneaky's use is itself optional and Hero only helps. Exhausted
Forces tests the Command's source for General or Battle Standard, which is what is printed.
Bitter Cold's "-1 per round" from each round's start plays as a cumulative -1 a round.
Tunnels makes coming out in the next Movement Phase compulsory, as printed. Huddled Together
reads Infantry as the unit types (a recorded reading). Scouts leaves the choice of half and
the alternating set-up to the standard Deployment step (p. 37), which says both. Quicksilver
Spring's 6 Mercury come at the last set-up step and Mercury is stored from round to round
(p. 19), so it is "start the game with".
Left alone (faults of the book): the Deployment Table prints 63 in both 61-63 and 63-66;
Lodestone prints "magical enemy" for energy; Desperate Search prints "with 4"" for within.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests, open_and_coverage_tests

FOR_GAME = {"duration": "end_of_game"}
AT_SETUP = {"at": "Set Up Battlefield"}
AT_DEPLOY = {"at": "Deployment"}
ROUND_BEGINS = {"at": "Initiative Phase", "moment": "start"}
CAME_OUT = {"all:set aside entering_a_tunnel", "all:was set aside Movement Phase"}
SKIDS = {"all:roll below stat speed 3D6"}
INFANTRY = {"all:unit type name has Infantry"}
BEASTS = {"any:unit type Monster", "any:unit type Beasts"}


def spec(kind: str, *parts: dict[str, Any], **fields: Any) -> Spec:
    """One effect as the book gives it, from dicts of dotted fields and keyword fields."""
    out: Spec = {"kind": kind}
    for part in parts:
        out.update(part)
    out.update(fields)
    return out


def pieces(*keywords: str) -> list[Spec]:
    """The terrain a Battlefield result puts down has these keywords, set-up on."""
    return [spec("grant", AT_SETUP, FOR_GAME, keyword=word, scope="placed", optional=False)
            for word in keywords]


def own_units(count: int, keyword: str, may: bool, *parts: dict[str, Any]) -> Spec:
    """Each player picks ``count`` of their own units to have ``keyword`` all game."""
    pick = {"select.pick": "exactly", "select.count": count,
            "select.chooser": "each_player"}
    return spec("grant", pick, FOR_GAME, *parts, keyword=keyword, scope="friendly",
                optional=may)


def held_back(scope: str, *tests: str) -> list[Spec]:
    """A unit with no room in its zones waits off the table with Reinforcements."""
    cond = {"all:does not fit", *tests}
    return [spec("grant", AT_DEPLOY, keyword="Reinforcements", scope=scope, **{"if": cond}),
            spec("move", AT_DEPLOY, how="set_aside", scope=scope, **{"if": cond})]


def zone(name: str, op: str, amount: int, *parts: dict[str, Any]) -> Spec:
    """A deployment measure the result sets."""
    return spec("parameter", AT_DEPLOY, *parts, name=name, op=op, amount=amount)


SCENARIO_ROWS: list[Row] = [
    ("Scenarios 2-3 The Pendulum’s Swing", 38, "right", []),
    ("Scenarios 4 The Wages of Sin", 39, "right", []),
    ("Scenarios 5 Tides of War", 39, "right", []),
    ("Scenarios 6-7 Bloodbath", 40, "right", []),
    ("Scenarios 8 Bathed in Glory", 40, "right", []),
    ("Scenarios 9 Altars of Grief", 40, "right", []),
    ("Scenarios 10 Burn Them Out", 41, "right", []),
    ("Scenarios 11-12 Desperate Search", 41, "right", []),
]

# p. 42
BATTLEFIELD_ROWS: list[Row] = [
    ("Battlefield Table 11-16 Rubble and Ruins", 42, "right", pieces("Perilous", "Obscuring")),
    ("Battlefield Table 21-26 Mushroom Groves", 42, "right", pieces("Grim", "Obscuring")),
    ("Battlefield Table 31-36 High Ground", 42, "right", pieces("Elevated")),
    ("Battlefield Table 41-43 Watch Tower", 42, "right",
     pieces("Impassible", "Elevated", "Blocking")),
    ("Battlefield Table 44-45 The Columns", 42, "right",
     pieces("Impassable", "Elevated", "Blocking")),
    ("Battlefield Table 46 The Marble Forest", 42, "right",
     pieces("Impassable", "Elevated", "Blocking")),
    ("Battlefield Table 51-53 The City", 42, "right",
     pieces("Impassable", "Elevated", "Blocking")),
    # a Wizard within 4" may cast a Making or a Cataclysm for one Mercury less
    ("Battlefield Table 54-56 Lodestone", 42, "right", [
        spec("parameter", name="spell_cost", op="subtract", amount=1, scope="all_units",
             at="Magic Phase", optional=True,
             **{"if": {"all:has keyword Wizard", "all:within of source 4",
                       "any:casting Making", "any:casting Cataclysm"}})]),
    ("Battlefield Table 61-63 Founts of Magma", 42, "right", pieces("Perilous", "Obscuring")),
    # may go in after ending a manoeuvre within 4"; out next Movement Phase: -6 MP, +1 Doom
    ("Battlefield Table 64-66 Tunnels", 42, "right", [
        spec("move", {"trigger.event": "moved", "trigger.repeats": "each_time"},
             how="set_aside", optional=True,
             **{"if": {"all:ended manoeuvre", "all:within of source 4"}}),
        spec("move", how="place", at="Movement Phase", optional=False,
             words="within 4\" of either entrance of the tunnel it entered",
             **{"if": CAME_OUT}),
        spec("parameter", name="movement_points", op="subtract", amount=6,
             duration="this_activation", at="Movement Phase", **{"if": CAME_OUT}),
        spec("tokens", token="Doom", op="place", amount=1, at="Movement Phase",
             **{"if": CAME_OUT})]),
]

# pp. 43-44
DEPLOYMENT_ROWS: list[Row] = [
    # the whole half is the zone; 16" clear of every enemy unit
    ("Deployment Table 11-13 Scouts", 43, "right", [
        zone("deployment_zone_offset", "set", 0, {"scope": "players"}),
        zone("deployment_enemy_distance", "at_least", 16, {"scope": "players"})]),
    ("Deployment Table 14-16 Forced March", 43, "right", [
        zone("deployment_zone_offset", "set", 12,
             {"scope": "friendly", "select.pick": "half", "select.rounding": "up",
              "select.chooser": "each_player"})]),
    ("Deployment Table 21-23 Rushing Arrival", 43, "right", [
        zone("deployment_zone_offset", "set", 12,
             {"scope": "all_units", "if": {"all:stat at most 8 speed"}})]),
    ("Deployment Table 24-26 Early Sighting", 43, "right", [
        zone("deployment_zone_offset", "set", 12,
             {"scope": "all_units", "if": {"none:has keyword Skirmishers"}})]),
    ("Deployment Table 31-33 Tunnel Fighting", 43, "right", [
        zone("deployment_side_edge_distance", "set", 8, {"needs": {"all:table square"}}),
        zone("degrees_the_centreline_turns", "set", 90, {"needs": {"none:table square"}})]),
    ("Deployment Table 34-36 Surprise!", 43, "right", [
        own_units(3, "Sneaky", True, AT_DEPLOY)]),
    # a D3 per unit picks its third of the half
    ("Deployment Table 41-43 Surprise Engagement", 43, "right", [
        spec("move", AT_DEPLOY, {"trigger.roll": "D3", "select.pick": "each"},
             how="place", scope="friendly"),
        *held_back("friendly")]),
    ("Deployment Table 44-46 Vanguard Skirmish", 43, "right", [
        *[spec(kind, {"select.pick": "all_but", "select.count": 2,
                      "select.chooser": "each_player"}, **what)
          for kind, what in (("grant", {"keyword": "Reinforcements"}),
                             ("move", {"how": "set_aside"}))],
        spec("parameter", ROUND_BEGINS, FOR_GAME, name="deployment_side_edge_strip",
             op="set", amount=4)]),
    ("Deployment Table 51-52 Tunnel Entrances", 43, "right", [
        zone("deployment_marker_distance", "at_most", 8, {"scope": "players"}),
        *held_back("friendly")]),
    ("Deployment Table 53-54 Huddled Together", 43, "right", [
        zone("deployment_marker_distance", "at_most", 12,
             {"if": INFANTRY, "extent": "partly",
              "reading": "infantry-keyword-as-unit-type"}),
        *held_back("all_units", *INFANTRY)]),
    ("Deployment Table 55-56 Pets", 43, "right", [
        zone("deployment_general_distance", "at_most", 12, {"if": BEASTS, "extent": "partly"}),
        spec("mention", keyword="General"),
        spec("move", AT_DEPLOY, how="place", words="once the unit with the General",
             **{"if": BEASTS})]),
    ("Deployment Table 61-63 No Man’s Land", 44, "right", [
        zone("deployment_marker_keep_away", "more_than", 8, {"scope": "players"})]),
    ("Deployment Table 63-66 Last Stand", 44, "right", [
        zone("deployment_zone_radius", "set", 10, {"needs": {"all:has role Defender"}}),
        zone("deployment_zone_inner_radius", "set", 16, {"needs": {"all:has role Attacker"}}),
        spec("stat", FOR_GAME, stat="courage", op="add", amount=2, scope="all_units",
             **{"if": {"all:has role Defender"}})]),
]

# pp. 44-45
TWIST_ROWS: list[Row] = [
    ("Twists Table 11-12 Smoke and Darkness", 44, "right", [
        spec("parameter", FOR_GAME, name="line_of_sight_range", op="at_most", amount=12,
             scope="all_units")]),
    ("Twists Table 13-14 Easy Underfoot", 44, "right", [
        spec("grant", FOR_GAME, keyword="Swift [+2]", scope="all_units")]),
    ("Twists Table 15-16 Underground Mercury Lake", 44, "right", [
        spec("tokens", token="Mercury", op="place", amount=3, scope="players",
             at="Magic Phase", moment="start")]),
    ("Twists Table 21-22 Quicksilver Spring", 44, "right", [
        spec("tokens", token="Mercury", op="place", amount=6, scope="players",
             at="Draw Fortune Cards")]),
    # after a move, 3D6 under Speed: 3" further on, Distracted or not
    ("Twists Table 23-24 Frozen Lake", 44, "right", [
        spec("move", {"trigger.event": "moved"}, how="advance", distance=3,
             optional=False, **{"if": SKIDS}),
        spec("ignore", {"trigger.event": "moved"}, keyword="Distracted",
             **{"if": SKIDS})]),
    ("Twists Table 25-26 Desperate Fighting", 44, "right", [
        spec("sequence", change="skip", step="Panic", scope="game")]),
    ("Twists Table 31-32 To The Last", 44, "right", [
        spec("stat", FOR_GAME, stat="courage", op="add", amount=3, scope="all_units")]),
    ("Twists Table 33-34 Bitter Cold", 44, "right", [
        spec("stat", ROUND_BEGINS, FOR_GAME, stat="courage", op="subtract", amount=1,
             per="round", scope="all_units")]),
    ("Twists Table 35-36 Exhausted Forces", 44, "right", [
        spec("ignore", FOR_GAME, keyword="Command", scope="all_units",
             needs={"any:has keyword General", "any:has keyword Battle Standard"})]),
    ("Twists Table 41-42 Arcane Conclave", 45, "right", [
        own_units(1, "Wizard", False, {"if": {"none:has keyword Wizard"}})]),
    ("Twists Table 43-44 Champions", 45, "right", [own_units(2, "Hero [+1]", True)]),
    # fixed: the secret pick now says when it must be shown at the latest
    ("Twists Table 45-46 Assassins", 45, "fixed", [
        own_units(1, "Hero [+4]", True, {
            "select.secret": True,
            "select.revealed_by": "the start of the first Combat Phase in which its player"
                                  " means to use it",
            "words": "in secret, shown at the latest at the start of the first Combat"})]),
    ("Twists Table 51 Soldiers of Renown", 45, "right", [own_units(1, "Elite", True)]),
    ("Twists Table 52 Hand of Fate", 45, "right", [
        spec("cards", ROUND_BEGINS, deck="Fortune", op="draw", amount=1, scope="players")]),
    # each marker won at a Magic Phase's start: two Mercury or one Fortune card, may
    ("Twists Table 53 Places of Power", 45, "right", [
        spec(kind, {"per.count": "marker", "per.each_choice": True}, what, choice="power",
             optional=True, at="Magic Phase", moment="start", amount=amount, scope="player",
             needs={"all:outnumbers near 4"})
        for kind, amount, what in (("tokens", 2, {"token": "Mercury"}),
                                   ("cards", 1, {"deck": "Fortune", "op": "draw"}))]),
    ("Twists Table 54 Songs in the Dark", 45, "right", [
        spec("parameter", FOR_GAME, name="command_range", op="set", amount=12, scope="game"),
        spec("mention", keyword="Command")]),
    ("Twists Table 55 Echoes in the Dark", 45, "right", [
        spec("parameter", FOR_GAME, name="command_range", op="set", amount=4, scope="game"),
        spec("mention", keyword="Command")]),
    ("Twists Table 56 Haunting Voices", 45, "right", [
        spec("tokens", {"trigger.event": "token_placed", "trigger.token": "Doom"},
             token="Doom", op="place", amount=1,
             **{"if": {"all:gained tokens from panic Doom"}})]),
    ("Twists Table 61 Fateful Deeds", 45, "right", [
        spec("cards", {"trigger.event": "card_played", "trigger.deck": "Fortune"},
             deck="Fortune", op="draw", amount=1, scope="opponent")]),
    ("Twists Table 62 No Quarter", 45, "right", [
        spec("sequence", change="skip", step="Remove Broken Units",
             **{"if": {"all:round at most 2"}})]),
    ("Twists Table 63 Torches Burning Low", 45, "right", [
        spec("sequence", change="rounds", rounds=4)]),
    ("Twists Table 64 ‘Til The Bitter End", 45, "right", [
        spec("sequence", change="rounds", rounds=6)]),
    ("Twists Table 65 Cauldron of Magic Potion", 45, "right", [own_units(1, "Brutal", True)]),
    # each unit removed leaves a Gore Marker, which is Grim terrain
    ("Twists Table 66 Blood & Sludge", 45, "right", [
        spec("grant", FOR_GAME, {"trigger.event": "unit_removed",
                                 "trigger.repeats": "each_time"},
             keyword="Grim", scope="placed")]),
]

# p. 49 and p. 50: the rules of the same name hold the effects
OBJECTIVE_ROWS: list[Row] = [
    (f"Unlikely Allies Objectives {n}", 49, "right", []) for n in (
        "1 Combined Arms", "2 Brothers-in-Arms", "3 Hands Around Their Throats",
        "4 United in Death", "5 Shared Slaughter", "6 Shared Ruination")]
# the D6 runs through the three sections from the left, each biased left, then right
HIS_ROWS: list[Row] = [
    (f"His Deployment {2 * i + j + 1} {section} / {bias}", 50, "right", [])
    for i, section in enumerate(("Left Flank", "Centre", "Right Flank"))
    for j, bias in enumerate(("Left", "Right"))]

ROWS: list[Row] = [*SCENARIO_ROWS, *BATTLEFIELD_ROWS, *DEPLOYMENT_ROWS, *TWIST_ROWS,
                   *OBJECTIVE_ROWS, *HIS_ROWS]

test_table_record_as_the_book_says, _two_hundred = audit_tests(ROWS)
_nothing_open, test_every_table_record_read = open_and_coverage_tests(ROWS, [], "table", 67)


def test_tally_of_effects_read_and_fixed() -> None:
    """79 effects read in all; 1 (one record) wrong before the fix."""
    assert sum(len(specs) for *_, specs in ROWS) == 79
    fixed = [(name, len(specs)) for name, _, verdict, specs in ROWS if verdict == "fixed"]
    assert fixed == [("Twists Table 45-46 Assassins", 1)]
