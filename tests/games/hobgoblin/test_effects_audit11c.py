"""The eleventh, independent audit of Hobgoblin effects against the book (issue 26), slice c:
every record :func:`rulesref.games.hobgoblin.effect_sources.holders` yields with kind
``table``: the 2D6 Scenarios table (pp. 38-41), the Chaos of War Battlefield, Deployment and
Twists tables (pp. 42-45, with their ``place`` effects), the Unlikely Allies Objectives
(p. 49) and His Deployment (p. 50).

Method: every printed result was read first (the interleaved columns of pp. 38-45 and 49-51
put back together) and written in our own words, field by field, with each unclear point, in
/work/audit11c-verdicts.md, complete before the model was opened. Then ``rulesref show``
(plain and ``--json``) of each result was compared with those notes. Earlier audits' files
were opened only to write this file (its row format and helpers).

Each row: the name as the model holds it, the page, the verdict on the model before this
audit's fix (``right`` or ``fixed``), and each effect as worked out by hand from the book.

Tally: 67 records read, 94 effects read (79 rule effects and 15 placings). The 8 Scenarios
rows, 6 Unlikely Allies rows and 6 His Deployment rows hold no effects: the rule or section
of the same name holds them (another slice); their summaries are right.
Wrong before this audit's fix: 1 effect in 1 record; by kind:
- missing part (1): Tunnel Entrances (p. 43): the placing's owner said only that "a roll
  shares them out"; that the First Player rolls three dice, re-rolling repeats, takes those
  markers and leaves the other three to the opponent was in the summary alone. Fixed with a
  game-agnostic ``Place.shared_out`` (said by ``show``; the loader refuses it without the
  owner ``split_by_roll``).
Whom, trigger, when, condition, direction, amount, extra part, words, unrecorded reading:
none wrong.
Judged right, with a note: the placings that name no placer say the book does not say who
(the book is silent, nothing is chosen for the player). Watch Tower keeps "Impassible" as
printed. Founts of Magma places its area just before Deployment while its keywords are dated
to Set Up Battlefield: same play. The City's "8\" of empty space on two of four sides" is
held as 8" from any other piece on two or more sides. Tunnels makes coming out compulsory,
as the sentence reads. Scouts leaves the centreline, the choice of half and alternating
set-up to the standard Deployment step (p. 37). Last Stand says how Attacker and Defender
are settled in its summary only: the vocabulary has no role effect (scenarios keep roles as
record facts) and its effects are conditioned on the roles; a gap in the model, not a play
difference, left alone. Underground Mercury Lake's tokens come at the Magic Phase's start,
when Mercury is received (p. 19). Bitter Cold is -1 a round from round one, cumulative.
Huddled Together reads Infantry as unit types (a recorded reading).
Left alone (faults of the book): the Deployment Table prints 63 in both 61-63 and 63-66;
Lodestone prints "magical enemy" for energy; Desperate Search prints "with 4"" for within.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import (
    Row,
    audit_tests,
    open_and_coverage_tests,
    taken_over,
)
from tests.games.hobgoblin.placing_rows import BEFORE_DEPLOYING, EDGE_OR_CENTRE, place
from tests.games.hobgoblin.test_effects_audit10c import (
    AT_DEPLOY,
    CAME_OUT,
    FOR_GAME,
    INFANTRY,
    ROUND_BEGINS,
    SKIDS,
    held_back,
    own_units,
    pieces,
    spec,
    zone,
)
from tests.games.hobgoblin.test_effects_audit10c import ROWS as AUDIT10C_ROWS

NOBODY: dict[str, Any] = {"placed_by": None}

#: The rows this audit wrote differently from audit 10c's (its own checks, and the fix it
#: made); every other row is audit 10c's, which this audit's verdicts agree with
#: (:func:`~tests.games.hobgoblin.audit_rows.taken_over`).
OWN: list[Row] = [
    # p. 42
    ("Battlefield Table 11-16 Rubble and Ruins", 42, "right", [
        place("area of ruins-type terrain", "terrain", 3, **NOBODY),
        *pieces("Perilous", "Obscuring")]),
    ("Battlefield Table 21-26 Mushroom Groves", 42, "right", [
        place("area of forest-type terrain", "terrain", 2, **NOBODY),
        *pieces("Grim", "Obscuring")]),
    # each player may put one elevated piece anywhere
    ("Battlefield Table 31-36 High Ground", 42, "right", [
        place("hill, rocky escarpment or other elevated terrain", "terrain", 1,
              placed_by="each_player", optional=True, where="anywhere on the table"),
        *pieces("Elevated")]),
    # the roll-off winner must put the tower on the centreline
    ("Battlefield Table 41-43 Watch Tower", 42, "right", [
        place("tower", "terrain", 1, placed_by="roll_off_winner", optional=False,
              words="anywhere on the centreline"),
        *pieces("Impassible", "Elevated", "Blocking")]),
    # two columns 4" to 8" across, about 24" apart on the centreline
    ("Battlefield Table 44-45 The Columns", 42, "right", [
        place("mighty column", "terrain", 2, ("exactly", 24, "each other"), **NOBODY,
              across_min=4, across_max=8, where="on the centreline")
        | {"spacing.0.roughly": True},
        *pieces("Impassable", "Elevated", "Blocking")]),
    # six columns 2" to 6" across, two rows of three, 18" from each neighbour
    ("Battlefield Table 46 The Marble Forest", 42, "right", [
        place("column of rock", "terrain", 6, ("exactly", 18, "each of its neighbours"),
              **NOBODY, across_min=2, across_max=6, where="in two rows of three"),
        *pieces("Impassable", "Elevated", "Blocking")]),
    # six or more (ten ideally) large pieces, 8" clear on two of their four sides
    ("Battlefield Table 51-53 The City", 42, "right", [
        place("large piece of terrain", "terrain", 6,
              ("at_least", 8, "any other piece, on two or more of its four sides"),
              **NOBODY, or_more=True, ideally=10),
        *pieces("Impassable", "Elevated", "Blocking")]),
    # a Wizard within 4" may cast a Making or Cataclysm one Mercury cheaper
    ("Battlefield Table 54-56 Lodestone", 42, "right", [
        place("lodestone terrain piece", "terrain", 1, **NOBODY,
              where="in the centre of the table"),
        spec("parameter", name="spell_cost", op="subtract", amount=1, scope="all_units",
             at="Magic Phase", optional=True,
             **{"if": {"all:has keyword Wizard", "all:within of source 4",
                       "any:casting Making", "any:casting Cataclysm"}})]),
    ("Battlefield Table 61-63 Founts of Magma", 42, "right", [
        place("area of Perilous and Obscuring terrain", "terrain", 1, EDGE_OR_CENTRE,
              when=BEFORE_DEPLOYING, placed_by="each_player", optional=False,
              where="anywhere in the placer's own half"),
        *pieces("Perilous", "Obscuring")]),
    # a linked pair each; in after a manoeuvre ends within 4"; out next Movement Phase
    ("Battlefield Table 64-66 Tunnels", 42, "right", [
        place("Tunnel Entrance", "terrain", 2, placed_by="each_player", optional=False),
        spec("move", {"trigger.event": "moved", "trigger.repeats": "each_time"},
             how="set_aside", optional=True,
             **{"if": {"all:ended manoeuvre", "all:within of source 4"}}),
        spec("move", how="place", at="Movement Phase", optional=False,
             words="within 4\" of either entrance", **{"if": CAME_OUT}),
        spec("parameter", name="movement_points", op="subtract", amount=6,
             at="Movement Phase", **{"if": CAME_OUT}),
        spec("tokens", token="Doom", op="place", amount=1, at="Movement Phase",
             **{"if": CAME_OUT})]),
    # pp. 43-44
    ("Deployment Table 14-16 Forced March", 43, "right", [
        zone("deployment_zone_offset", "set", 12,
             {"select.pick": "half", "select.rounding": "up"})]),
    ("Deployment Table 21-23 Rushing Arrival", 43, "right", [
        zone("deployment_zone_offset", "set", 12, {"if": {"all:stat at most 8 speed"}})]),
    ("Deployment Table 24-26 Early Sighting", 43, "right", [
        zone("deployment_zone_offset", "set", 12,
             {"if": {"none:has keyword Skirmishers"}})]),
    ("Deployment Table 34-36 Surprise!", 43, "right", [own_units(3, "Sneaky", True)]),
    ("Deployment Table 41-43 Surprise Engagement", 43, "right", [
        spec("move", AT_DEPLOY, {"trigger.roll": "D3"}, how="place", scope="friendly"),
        *held_back("friendly")]),
    ("Deployment Table 44-46 Vanguard Skirmish", 43, "right", [
        spec("grant", {"select.pick": "all_but", "select.count": 2},
             keyword="Reinforcements"),
        spec("move", {"select.pick": "all_but", "select.count": 2}, how="set_aside"),
        spec("parameter", ROUND_BEGINS, FOR_GAME, name="deployment_side_edge_strip",
             op="set", amount=4)]),
    # fixed: the roll that shares the markers out is now said
    ("Deployment Table 51-52 Tunnel Entrances", 43, "fixed", [
        place("numbered Tunnel Entrance Marker", "marker", 6, when=BEFORE_DEPLOYING,
              **NOBODY, owner="split_by_roll",
              words="the First Player rolls three dice, re-rolling repeats"),
        zone("deployment_marker_distance", "at_most", 8, {"scope": "players"}),
        *held_back("friendly")]),
    ("Deployment Table 53-54 Huddled Together", 43, "right", [
        place("marker", "marker", 1, EDGE_OR_CENTRE, when=BEFORE_DEPLOYING,
              placed_by="each_player", owner="placer", size="small",
              where="anywhere in the placer's own half"),
        zone("deployment_marker_distance", "at_most", 12,
             {"if": INFANTRY, "extent": "partly",
              "reading": "infantry-keyword-as-unit-type"}),
        *held_back("all_units", *INFANTRY)]),
    ("Deployment Table 61-63 No Man’s Land", 44, "right", [
        place("marker", "marker", 1, EDGE_OR_CENTRE, when=BEFORE_DEPLOYING,
              placed_by="each_player", size="small",
              where="anywhere in the opponent's half"),
        zone("deployment_marker_keep_away", "more_than", 8, {"scope": "players"})]),
    ("Deployment Table 63-66 Last Stand", 44, "right", [
        zone("deployment_zone_radius", "set", 10, {"needs": {"all:has role Defender"}}),
        zone("deployment_zone_inner_radius", "set", 16, {"needs": {"all:has role Attacker"}}),
        spec("stat", FOR_GAME, stat="courage", op="add", amount=2,
             **{"if": {"all:has role Defender"}})]),
    # pp. 44-45
    ("Twists Table 11-12 Smoke and Darkness", 44, "right", [
        spec("parameter", FOR_GAME, name="line_of_sight_range", op="at_most", amount=12)]),
    ("Twists Table 21-22 Quicksilver Spring", 44, "right", [
        spec("tokens", token="Mercury", op="place", amount=6, scope="players")]),
    ("Twists Table 23-24 Frozen Lake", 44, "right", [
        spec("move", {"trigger.event": "moved"}, how="advance", distance=3,
             **{"if": SKIDS}),
        spec("ignore", {"trigger.event": "moved"}, keyword="Distracted", **{"if": SKIDS})]),
    ("Twists Table 25-26 Desperate Fighting", 44, "right", [
        spec("sequence", change="skip", step="Panic")]),
    ("Twists Table 33-34 Bitter Cold", 44, "right", [
        spec("stat", ROUND_BEGINS, FOR_GAME, stat="courage", op="subtract", amount=1,
             per="round")]),
    ("Twists Table 35-36 Exhausted Forces", 44, "right", [
        spec("ignore", FOR_GAME, keyword="Command",
             needs={"any:has keyword General", "any:has keyword Battle Standard"})]),
    ("Twists Table 45-46 Assassins", 45, "right", [
        own_units(1, "Hero [+4]", True, {"select.secret": True,
                                         "words": "first Combat Phase"})]),
    ("Twists Table 52 Hand of Fate", 45, "right", [
        spec("cards", ROUND_BEGINS, deck="Fortune", op="draw", amount=1)]),
    # the first player's three markers; each one won: two Mercury or one card, may
    ("Twists Table 53 Places of Power", 45, "right", [
        place("marker", "marker", 3, ("at_least", 16, "each other"), when={},
              placed_by="first_player", size="small", where="on the centreline"),
        spec("tokens", token="Mercury", amount=2, optional=True, at="Magic Phase",
             moment="start", needs={"all:outnumbers near 4"}, choice="power"),
        spec("cards", deck="Fortune", op="draw", amount=1, optional=True, at="Magic Phase",
             moment="start", needs={"all:outnumbers near 4"}, choice="power")]),
    ("Twists Table 54 Songs in the Dark", 45, "right", [
        spec("parameter", FOR_GAME, name="command_range", op="set", amount=12),
        spec("mention", keyword="Command")]),
    ("Twists Table 55 Echoes in the Dark", 45, "right", [
        spec("parameter", FOR_GAME, name="command_range", op="set", amount=4),
        spec("mention", keyword="Command")]),
    ("Twists Table 56 Haunting Voices", 45, "right", [
        spec("tokens", {"trigger.token": "Doom"}, token="Doom", op="place", amount=1,
             **{"if": {"all:gained tokens from panic Doom"}})]),
    ("Twists Table 61 Fateful Deeds", 45, "right", [
        spec("cards", {"trigger.event": "card_played"}, deck="Fortune", op="draw",
             amount=1, scope="opponent")]),
    ("Twists Table 66 Blood & Sludge", 45, "right", [
        place("Gore Marker", "marker", 1, when={"trigger.event": "unit_removed"},
              **NOBODY, size="small"),
        spec("grant", FOR_GAME, {"trigger.event": "unit_removed"}, keyword="Grim",
             scope="placed")]),
]


ROWS: list[Row] = taken_over(AUDIT10C_ROWS, OWN)

test_table_record_as_the_book_says, _two_hundred = audit_tests(ROWS)
_nothing_open, test_every_table_record_read = open_and_coverage_tests(ROWS, [], "table", 67)


def test_tally_of_effects_read_and_fixed() -> None:
    """94 effects read in all, 15 of them placings; 1 (one record) wrong before the fix."""
    assert sum(len(specs) for *_, specs in ROWS) == 94
    assert sum(spec["kind"] == "place" for *_, specs in ROWS for spec in specs) == 15
    fixed = [(name, len(specs)) for name, _, verdict, specs in ROWS if verdict == "fixed"]
    assert fixed == [("Deployment Table 51-52 Tunnel Entrances", 4)]


def test_shared_out_needs_a_roll_split() -> None:
    """The loader's check: ``shared_out`` says how a roll shares the pieces out, so it goes
    only with the owner ``split_by_roll``."""
    from rulesref.core.effects.placing import Place
    bad = Place(piece="marker", sort="marker", amount=1, owner="placer", where="anywhere",
                shared_out="by a roll")
    assert bad.problem() == "'shared_out' goes with the owner 'split_by_roll'"
    good = Place(piece="marker", sort="marker", amount=1, owner="split_by_roll",
                 where="anywhere", shared_out="by a roll")
    assert good.problem() is None
