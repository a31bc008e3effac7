"""Hand-worked placing effects of Hobgoblin (issue 26): who puts how many of what on the
table, where, how big and whose, as the book prints it (columns put back together): the
tables of pp. 42-45, the narrative scenarios of pp. 46-47, an Unlikely Allies objective
of p. 49, solo play's Table Setup of p. 50 and a spell of p. 31.

Each entry: the record's name as the model holds it, its page, and the placing effect in the
row format of :mod:`tests.games.hobgoblin.audit_rows`. The earlier audits of these records
predate the placing kind; :func:`with_placings` adds these specs to their rows, so each of
those rows still names every effect of its record.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import Row, Spec

SETUP = {"at": "Set Up Battlefield", "duration": "instant"}
BEFORE_DEPLOYING = {"at": "Deployment", "moment": "before", "duration": "instant"}
EDGE_OR_CENTRE = ("more_than", 8, "a table edge or the centreline")


def place(piece: str, sort: str, amount: int | None, *spacings: tuple[str, int, str],
          when: dict[str, Any] = SETUP, **fields: Any) -> Spec:
    """One placing effect: ``spacings`` as (bound, inches, of) triples."""
    spec: Spec = {"kind": "place", "piece": piece, "sort": sort, "amount": amount, **when,
                  **fields}
    for i, (bound, inches, of) in enumerate(spacings):
        spec |= {f"spacing.{i}.bound": bound, f"spacing.{i}.inches": inches,
                 f"spacing.{i}.of": of}
    spec[f"spacing.{len(spacings)}"] = None  # and no distance beyond those listed
    return spec


# name, page, placing effect
PLACINGS: list[tuple[str, int, Spec]] = [
    # p. 42: three ruin areas; nobody named, nowhere named
    ("Battlefield Table 11-16 Rubble and Ruins", 42,
     place("area of ruins-type terrain", "terrain", 3, placed_by=None)),
    # p. 42: two forest areas; nobody named
    ("Battlefield Table 21-26 Mushroom Groves", 42,
     place("area of forest-type terrain", "terrain", 2, placed_by=None)),
    # p. 42: each player may place one elevated piece anywhere
    ("Battlefield Table 31-36 High Ground", 42,
     place("hill, rocky escarpment or other elevated terrain", "terrain", 1,
           placed_by="each_player", optional=True, where="anywhere on the table")),
    # p. 42: the roll-off winner puts one tower anywhere on the centreline
    ("Battlefield Table 41-43 Watch Tower", 42,
     place("tower", "terrain", 1, placed_by="roll_off_winner", optional=False,
           words="the winner of a roll-off places 1 tower (terrain) anywhere on the centreline")),
    # p. 42: two mighty columns, 4" to 8" across, on the centreline, about 24" apart
    ("Battlefield Table 44-45 The Columns", 42,
     place("mighty column", "terrain", 2, ("exactly", 24, "each other"), placed_by=None,
           across_min=4, across_max=8, where="on the centreline",
           words='roughly 24" from each other') | {"spacing.0.roughly": True}),
    # p. 42: six rock columns, 2" to 6" across, two rows of three, 18" from each neighbour
    ("Battlefield Table 46 The Marble Forest", 42,
     place("column of rock", "terrain", 6, ("exactly", 18, "each of its neighbours"),
           placed_by=None, across_min=2, across_max=6, where="in two rows of three")),
    # p. 42: at least six, ideally ten, large pieces, 8" clear on two of four sides
    ("Battlefield Table 51-53 The City", 42,
     place("large piece of terrain", "terrain", 6,
           ("at_least", 8, "any other piece, on two or more of its four sides"),
           placed_by=None, or_more=True, ideally=10, size="large",
           words="at least 6 (ideally 10) × large piece of terrain")),
    # p. 42: one lodestone piece in the centre of the board; nobody named
    ("Battlefield Table 54-56 Lodestone", 42,
     place("lodestone terrain piece", "terrain", 1, placed_by=None,
           where="in the centre of the table")),
    # p. 42: before deployment, each player must place one area in their own half,
    # more than 8" from a table edge or the centreline
    ("Battlefield Table 61-63 Founts of Magma", 42,
     place("area of Perilous and Obscuring terrain", "terrain", 1, EDGE_OR_CENTRE,
           when=BEFORE_DEPLOYING, placed_by="each_player", optional=False,
           where="anywhere in the placer's own half")),
    # p. 42: each player a linked pair, one in each of the two sections
    ("Battlefield Table 64-66 Tunnels", 42,
     place("Tunnel Entrance", "terrain", 2, placed_by="each_player", owner=None,
           words="each player places 2 × Tunnel Entrance (terrain) one in each of the two")),
    # p. 43: six numbered markers, equally spaced around the edge; a roll shares them out
    ("Deployment Table 51-52 Tunnel Entrances", 43,
     place("numbered Tunnel Entrance Marker", "marker", 6, when=BEFORE_DEPLOYING,
           placed_by=None, owner="split_by_roll")),
    # p. 43: each player one small marker in their own half, more than 8" from an edge or
    # the centreline; "their marker"
    ("Deployment Table 53-54 Huddled Together", 43,
     place("marker", "marker", 1, EDGE_OR_CENTRE, when=BEFORE_DEPLOYING,
           placed_by="each_player", owner="placer", size="small",
           where="anywhere in the placer's own half")),
    # p. 44: each player one small marker in the opponent's half, same distances; nobody's
    ("Deployment Table 61-63 No Man’s Land", 44,
     place("marker", "marker", 1, EDGE_OR_CENTRE, when=BEFORE_DEPLOYING,
           placed_by="each_player", owner=None, size="small",
           where="anywhere in the opponent's half")),
    # p. 45: the first player, three small markers on the centreline, 16" or more apart;
    # the step is not printed
    ("Twists Table 53 Places of Power", 45,
     place("marker", "marker", 3, ("at_least", 16, "each other"), when={"at": None},
           placed_by="first_player", size="small", where="on the centreline")),
    # p. 45: a small Gore Marker where the removed unit's centre was, each time
    ("Twists Table 66 Blood & Sludge", 45,
     place("Gore Marker", "marker", 1, when={"at": None, "trigger.event": "unit_removed"},
           placed_by=None, size="small")),
]


# pp. 46-47: the narrative scenarios' terrain (their markers are the scenarios' MarkerSets)
PLACINGS += [
    # p. 46: a chasm about 3" wide along the whole centreline; nobody named
    ("Narrative Scenarios: The Chasm", 46,
     place("chasm", "terrain", 1, placed_by=None, across_min=3, across_max=3,
           across_roughly=True, words="each roughly 3\" across")),
    # p. 46: two bridges over it, 100 to 200mm wide, 12" or more apart
    ("Narrative Scenarios: The Chasm", 46,
     place("bridge", "terrain", 2, ("at_least", 12, "each other"), placed_by=None,
           across_min=100, across_max=200, across_in="mm", where="across the chasm")),
    # p. 47: a wall 8" back from the centreline and parallel with it, cutting the table in two
    ("Narrative Scenarios: The Fortress", 47,
     place("fortress wall", "terrain", 1, ("exactly", 8, "the centreline"), placed_by=None)),
]

# p. 50: solo play's Table Setup (audit10f): the solo player lays out terrain as they like,
# no number or distance given
PLACINGS += [
    ("Solo Play Setup: Table Setup", 50,
     place("terrain pieces", "terrain", None, placed_by="solo_player",
           where="anywhere on the table, as the player likes")),
]

# pp. 31 and 49: records whose placing was a ``move`` before; the earlier audits' rows of
# them were changed (audit8f_added.py for Shared Ruination)
REPLACED: list[tuple[str, int, Spec]] = [
    # the caster's player puts one small Void marker, 20mm across at most, within 18"
    ("Void of Nebularis", 31,
     place("Void marker", "marker", 1, ("at_most", 18, "the caster"),
           when={"at": "Magic Phase", "duration": "instant"}, placed_by="controller",
           size="small", across_max=20, across_in="mm", where="anywhere")),
    # before deployment, three 25mm Ruination Markers anywhere in the enemy's deployment
    # zone, each more than 16" from any other; who places them is a recorded reading
    ("Team Play: Shared Ruination", 49,
     place("Ruination Marker", "marker", 3, ("more_than", 16, "any other Ruination Marker"),
           when=BEFORE_DEPLOYING, placed_by="each_team", owner="placer", across_min=25,
           across_max=25, across_in="mm", where="anywhere in the enemy's deployment zone",
           reading="shared-ruination-who-places")),
]


def with_placings(rows: list[Row]) -> list[Row]:
    """``rows`` with each record's placing effects added to its specs, for the records that
    gained them after the audit was written."""
    extra: dict[tuple[str, int], list[Spec]] = {}
    for name, page, spec in PLACINGS:
        extra.setdefault((name, page), []).append(spec)
    return [(name, page, verdict, [*specs, *extra.get((name, page), [])])
            for name, page, verdict, specs in rows]
