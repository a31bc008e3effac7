"""The eighth, independent audit of Hobgoblin effects against the book (issue 26), slice c:
every record :func:`rulesref.games.hobgoblin.effect_sources.holders` yields with kind
``table``: the 2D6 scenario table (pp. 38-41), the Chaos of War Battlefield, Deployment and
Twists tables (pp. 42-45), the Unlikely Allies Objectives (p. 49) and His Deployment (p. 50).

Method: the printed text of each result was read first (the two columns of pp. 42-45 and 49
put back together) and what it does was written down in our own words - whom, trigger, when
and how long, condition, direction, amount, who places what - before the model, the data, the
tests or any earlier audit was opened (/work/audit8c-verdicts.md, part 1). Then every result
was opened with ``rulesref show <result>`` and its loaded effects, and compared (part 2).

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fix (``right`` or ``fixed``), and each effect as worked out by hand from
the book, matched field by field by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 67 records read, 79 effects read. The scenario, Unlikely Allies and His Deployment
rows hold no effects: each names a rule the model keeps as a section or game rule of the same
name (other slices); their summaries were read against the book and are right.
Wrong before this audit's fixes: 2, in 1 record; by kind:
- missing part (1): Tunnels (Battlefield 64-66) never said the table is first cut into two
  roughly equal sections (tape, scenery or two separate tables), each linked pair of entrances
  having one end in each; its summary spoke of the usual "table half". Fixed in the summary (a
  dice-table row has no vocabulary for cutting the table);
- trigger (1): Tunnels let a unit in "each time this unit moves" within 4" of an entrance;
  the book says when it ends a manoeuvre there, so a move that is no manoeuvre (a Frozen Lake
  slide) does not open the way in. Fixed with a new game-agnostic core test,
  ``ended_manoeuvre``, in that effect's condition.
Whom, when, condition, direction, amount, extra part, words: none wrong.
Judged right, with a note: Watch Tower grants "Impassible" as printed (a player reads
Impassable either way); Surprise! and Champions ("may select 3", "may select two") are held
as optional exact counts, and "up to" would play the same in practice; Forced March lets each
player pick their own half (the book names no chooser, the owner is the natural one); Arcane
Conclave's Wizard is given at Reveal Army Lists and Quicksilver Spring's 6 Mercury in the last
set-up step (the book gives no moment; both land before round one, as printed); Vanguard
Skirmish's side strips run the whole side edges (the literal words); Frozen Lake's
"after a unit moves" (does the slide call for another roll?) is kept as loose as printed;
His Deployment's left and right are not said to be from either side's view, but with a
uniform D6 both views are mirror images and play alike. Left alone: the Deployment Table
prints 63 in both 61-63 and 63-66 (a fault of the book, not an effect).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulesref.games.hobgoblin.effect_sources import holders
from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests, open_and_coverage_tests

GAME = "end_of_game"
SETUP = "Set Up Battlefield"
DEPLOY = "Deployment"
INITIATIVE = "Initiative Phase"
MAGIC = "Magic Phase"
MOVEMENT = "Movement Phase"
NO_FIT = "all:does not fit"
OUT_OF_TUNNEL = {"all:set aside entering_a_tunnel", "all:was set aside Movement Phase"}
MONSTER_OR_BEAST = {"any:unit type Monster", "any:unit type Beasts"}
INFANTRY = "all:unit type name has Infantry"


def fx(kind: str, **fields: Any) -> Spec:
    """An expected effect: ``select__pick`` stands for the dotted field ``select.pick``,
    ``cond`` for the condition (``if``)."""
    spec: Spec = {"kind": kind}
    for key, value in fields.items():
        spec["if" if key == "cond" else key.replace("__", ".")] = value
    return spec


def placed(*keywords: str) -> list[Spec]:
    """The terrain the result sets up carries these keywords all game."""
    return [fx("grant", keyword=k, scope="placed", at=SETUP, duration=GAME) for k in keywords]


def mine(keyword: str, count: int, optional: bool, **more: Any) -> Spec:
    """Each player gives ``keyword`` to ``count`` of their own units, for the game."""
    return fx("grant", keyword=keyword, scope="friendly", duration=GAME, optional=optional,
              select__pick="exactly", select__count=count, select__chooser="each_player",
              **more)


def held_back(scope: str, *tests: str) -> list[Spec]:
    """A unit that cannot fit gains Reinforcements and waits off the table."""
    cond = {NO_FIT, *tests}
    return [fx("grant", keyword="Reinforcements", scope=scope, at=DEPLOY, cond=cond),
            fx("move", how="set_aside", scope=scope, at=DEPLOY, cond=cond)]


def back_12(scope: str, **more: Any) -> Spec:
    """These units deploy 12" from the centreline rather than 8"."""
    return fx("parameter", name="deployment_zone_offset", op="set", amount=12, at=DEPLOY,
              scope=scope, **more)


SCENARIO_ROWS: list[Row] = [
    (f"Scenarios {rolls} {name}", page, "right", []) for rolls, name, page in [
        ("2-3", "The Pendulum’s Swing", 38), ("4", "The Wages of Sin", 39),
        ("5", "Tides of War", 39), ("6-7", "Bloodbath", 40), ("8", "Bathed in Glory", 40),
        ("9", "Altars of Grief", 40), ("10", "Burn Them Out", 41),
        ("11-12", "Desperate Search", 41)]]

# p. 42
BATTLEFIELD_ROWS: list[Row] = [
    ("Battlefield Table 11-16 Rubble and Ruins", 42, "right", placed("Perilous", "Obscuring")),
    ("Battlefield Table 21-26 Mushroom Groves", 42, "right", placed("Grim", "Obscuring")),
    ("Battlefield Table 31-36 High Ground", 42, "right", placed("Elevated")),
    ("Battlefield Table 41-43 Watch Tower", 42, "right",
     placed("Impassible", "Elevated", "Blocking")),
    ("Battlefield Table 44-45 The Columns", 42, "right",
     placed("Impassable", "Elevated", "Blocking")),
    ("Battlefield Table 46 The Marble Forest", 42, "right",
     placed("Impassable", "Elevated", "Blocking")),
    ("Battlefield Table 51-53 The City", 42, "right",
     placed("Impassable", "Elevated", "Blocking")),
    # any unit with Wizard within 4" may pay one Mercury less for a Making or a Cataclysm
    ("Battlefield Table 54-56 Lodestone", 42, "right", [
        fx("parameter", name="spell_cost", op="subtract", amount=1, scope="all_units",
           at=MAGIC, optional=True,
           cond={"all:has keyword Wizard", "all:within of source 4", "any:casting Making",
                 "any:casting Cataclysm"})]),
    ("Battlefield Table 61-63 Founts of Magma", 42, "right", placed("Perilous", "Obscuring")),
    # fixed: the way in needs the end of a manoeuvre (not any move), and the summary now
    # says the table is cut in two sections first
    ("Battlefield Table 64-66 Tunnels", 42, "fixed", [
        fx("move", how="set_aside", scope="all_units", optional=True,
           trigger__event="moved", trigger__on="self", trigger__repeats="each_time",
           cond={"all:ended manoeuvre", "all:within of source 4"}),
        fx("move", how="place", at=MOVEMENT, cond=OUT_OF_TUNNEL,
           words="within 4\" of either entrance of the tunnel it entered"),
        fx("parameter", name="movement_points", op="subtract", amount=6, at=MOVEMENT,
           duration="this_activation", cond=OUT_OF_TUNNEL),
        fx("tokens", token="Doom", op="place", amount=1, at=MOVEMENT, cond=OUT_OF_TUNNEL)]),
]

# pp. 43-44
DEPLOYMENT_ROWS: list[Row] = [
    ("Deployment Table 11-13 Scouts", 43, "right", [
        fx("parameter", name="deployment_zone_offset", op="set", amount=0, scope="players"),
        fx("parameter", name="deployment_enemy_distance", op="at_least", amount=16,
           scope="players")]),
    ("Deployment Table 14-16 Forced March", 43, "right", [
        back_12("friendly", select__pick="half", select__rounding="up",
                select__chooser="each_player")]),
    ("Deployment Table 21-23 Rushing Arrival", 43, "right", [
        back_12("all_units", cond={"all:stat at most 8 speed"})]),
    ("Deployment Table 24-26 Early Sighting", 43, "right", [
        back_12("all_units", cond={"none:has keyword Skirmishers"})]),
    ("Deployment Table 31-33 Tunnel Fighting", 43, "right", [
        fx("parameter", name="deployment_side_edge_distance", amount=8,
           needs={"all:table square"}),
        fx("parameter", name="degrees_the_centreline_turns", amount=90,
           needs={"none:table square"})]),
    ("Deployment Table 34-36 Surprise!", 43, "right",
     [mine("Sneaky", 3, optional=True, at=DEPLOY)]),
    ("Deployment Table 41-43 Surprise Engagement", 43, "right", [
        fx("move", how="place", scope="friendly", select__pick="each", trigger__roll="D3"),
        *held_back("friendly")]),
    ("Deployment Table 44-46 Vanguard Skirmish", 43, "right", [
        fx("grant", keyword="Reinforcements", select__pick="all_but", select__count=2,
           select__chooser="each_player"),
        fx("move", how="set_aside", select__pick="all_but", select__count=2,
           select__chooser="each_player"),
        fx("parameter", name="deployment_side_edge_strip", op="set", amount=4,
           at=INITIATIVE, moment="start", duration=GAME)]),
    ("Deployment Table 51-52 Tunnel Entrances", 43, "right", [
        fx("parameter", name="deployment_marker_distance", op="at_most", amount=8,
           at=DEPLOY), *held_back("friendly")]),
    # the Infantry keyword read as the unit types named Infantry (a recorded reading)
    ("Deployment Table 53-54 Huddled Together", 43, "right", [
        fx("parameter", name="deployment_marker_distance", op="at_most", amount=12,
           cond={INFANTRY}, words="at least part of the unit"),
        *held_back("all_units", INFANTRY)]),
    ("Deployment Table 55-56 Pets", 43, "right", [
        fx("parameter", name="deployment_general_distance", op="at_most", amount=12,
           cond=MONSTER_OR_BEAST, words="at least part of the unit"),
        fx("mention", keyword="General"),
        fx("move", how="place", at=DEPLOY, cond=MONSTER_OR_BEAST)]),
    ("Deployment Table 61-63 No Man’s Land", 44, "right", [
        fx("parameter", name="deployment_marker_keep_away", op="more_than", amount=8)]),
    ("Deployment Table 63-66 Last Stand", 44, "right", [
        fx("parameter", name="deployment_zone_radius", amount=10,
           needs={"all:has role Defender"}),
        fx("parameter", name="deployment_zone_inner_radius", amount=16,
           needs={"all:has role Attacker"}),
        fx("stat", stat="courage", op="add", amount=2, scope="all_units",
           cond={"all:has role Defender"})]),
]

# pp. 44-45
TWIST_ROWS: list[Row] = [
    ("Twists Table 11-12 Smoke and Darkness", 44, "right", [
        fx("parameter", name="line_of_sight_range", op="at_most", amount=12,
           scope="all_units", duration=GAME)]),
    ("Twists Table 13-14 Easy Underfoot", 44, "right", [
        fx("grant", keyword="Swift [+2]", scope="all_units", duration=GAME)]),
    ("Twists Table 15-16 Underground Mercury Lake", 44, "right", [
        fx("tokens", token="Mercury", op="place", amount=3, scope="players", at=MAGIC,
           moment="start")]),
    ("Twists Table 21-22 Quicksilver Spring", 44, "right", [
        fx("tokens", token="Mercury", op="place", amount=6, scope="players")]),
    # under its Speed on 3D6 after a move: 3" further forward, Distracted or not
    ("Twists Table 23-24 Frozen Lake", 44, "right", [
        fx("move", how="advance", distance=3, trigger__event="moved",
           cond={"all:roll below stat speed 3D6"}),
        fx("ignore", keyword="Distracted", trigger__event="moved",
           cond={"all:roll below stat speed 3D6"})]),
    ("Twists Table 25-26 Desperate Fighting", 44, "right", [
        fx("sequence", change="skip", step="Panic", duration=GAME)]),
    ("Twists Table 31-32 To The Last", 44, "right", [
        fx("stat", stat="courage", op="add", amount=3, scope="all_units")]),
    ("Twists Table 33-34 Bitter Cold", 44, "right", [
        fx("stat", stat="courage", op="subtract", amount=1, scope="all_units",
           at=INITIATIVE, moment="start", duration=GAME)]),
    ("Twists Table 35-36 Exhausted Forces", 44, "right", [
        fx("ignore", keyword="Command", duration=GAME,
           needs={"any:has keyword General", "any:has keyword Battle Standard"})]),
    ("Twists Table 41-42 Arcane Conclave", 45, "right", [
        mine("Wizard", 1, optional=False, cond={"none:has keyword Wizard"})]),
    ("Twists Table 43-44 Champions", 45, "right", [mine("Hero [+1]", 2, optional=True)]),
    ("Twists Table 45-46 Assassins", 45, "right", [
        mine("Hero [+4]", 1, optional=True, select__secret=True)]),
    ("Twists Table 51 Soldiers of Renown", 45, "right", [mine("Elite", 1, optional=True)]),
    ("Twists Table 52 Hand of Fate", 45, "right", [
        fx("cards", deck="Fortune", op="draw", amount=1, scope="players", at=INITIATIVE,
           moment="start")]),
    # per marker, at each Magic Phase's start: two Mercury or one card, for outnumbering
    ("Twists Table 53 Places of Power", 45, "right", [
        fx("tokens", token="Mercury", amount=2, optional=True, at=MAGIC, moment="start",
           per__count="marker", needs={"all:outnumbers near 4"}),
        fx("cards", deck="Fortune", amount=1, optional=True, at=MAGIC, moment="start",
           per__count="marker", needs={"all:outnumbers near 4"})]),
    ("Twists Table 54 Songs in the Dark", 45, "right", [
        fx("parameter", name="command_range", op="set", amount=12),
        fx("mention", keyword="Command")]),
    ("Twists Table 55 Echoes in the Dark", 45, "right", [
        fx("parameter", name="command_range", op="set", amount=4),
        fx("mention", keyword="Command")]),
    ("Twists Table 56 Haunting Voices", 45, "right", [
        fx("tokens", token="Doom", op="place", amount=1, trigger__event="token_placed",
           cond={"all:gained tokens from panic Doom"})]),
    ("Twists Table 61 Fateful Deeds", 45, "right", [
        fx("cards", deck="Fortune", op="draw", amount=1, scope="opponent",
           trigger__event="card_played", trigger__by="self")]),
    ("Twists Table 62 No Quarter", 45, "right", [
        fx("sequence", change="skip", step="Remove Broken Units",
           cond={"all:round at most 2"})]),
    ("Twists Table 63 Torches Burning Low", 45, "right", [
        fx("sequence", change="rounds", rounds=4)]),
    ("Twists Table 64 ‘Til The Bitter End", 45, "right", [
        fx("sequence", change="rounds", rounds=6)]),
    ("Twists Table 65 Cauldron of Magic Potion", 45, "right", [
        mine("Brutal", 1, optional=True)]),
    ("Twists Table 66 Blood & Sludge", 45, "right", [
        fx("grant", keyword="Grim", scope="placed", duration=GAME,
           trigger__event="unit_removed")]),
]

OBJECTIVES = ("Combined Arms", "Brothers-in-Arms", "Hands Around Their Throats",
              "United in Death", "Shared Slaughter", "Shared Ruination")
# the D6 runs through the three thirds, each with its left then its right bias
SECTIONS = tuple(f"{third} / {side}" for third in ("Left Flank", "Centre", "Right Flank")
                 for side in ("Left", "Right"))
# p. 49 and p. 50: pointers to the rules of the same name, no effects of their own
POINTER_ROWS: list[Row] = [
    *[(f"Unlikely Allies Objectives {n} {name}", 49, "right", [])
      for n, name in enumerate(OBJECTIVES, start=1)],
    *[(f"His Deployment {n} {name}", 50, "right", [])
      for n, name in enumerate(SECTIONS, start=1)],
]

ROWS: list[Row] = [*SCENARIO_ROWS, *BATTLEFIELD_ROWS, *DEPLOYMENT_ROWS, *TWIST_ROWS,
                   *POINTER_ROWS]

test_table_result_as_the_book_says, _two_hundred = audit_tests(ROWS)
_no_open_rows, test_every_table_record_audited = open_and_coverage_tests(ROWS, [], "table", 67)


def test_seventy_nine_effects_read() -> None:
    assert sum(len(specs) for *_, specs in ROWS) == 79


# p. 42: the fixed missing part, in the summary
@pytest.mark.parametrize("words", ["two roughly equal sections", "one per section"])
def test_tunnels_summary_cuts_the_table(rules: Any, words: str) -> None:
    (tunnels,) = [h for h in holders(rules) if h.name == "Battlefield Table 64-66 Tunnels"]
    assert words in tunnels.summary


# p. 50: each row's summary names the section and the bias side it was rolled for
@pytest.mark.parametrize("name", SECTIONS)
def test_his_deployment_row_names_section_and_bias(rules: Any, name: str) -> None:
    third, side = name.split(" / ")
    (row,) = [h for h in holders(rules) if h.group == "His Deployment" and h.label == name]
    assert f"Table Section {third}, Bias {side}" in row.summary
    assert f"as far {side.lower()} as possible" in row.summary
