"""The table check on a toy model: rules that name the long edges fire when the play area
allows a square table and they say nothing of one, and are silent otherwise."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.tables import EdgeReference, PlayArea
from rulesref_verify.findings import Kind
from rulesref_verify.tables import check_edge_references

AREA_CITE = Citation(book="Toy", page=1, section="Table")
#: 4 feet by 3 feet at least, and never wider than 3 feet: no square table (by hand).
OBLONG = PlayArea(least_length=48, least_width=36, most_width=36, cite=AREA_CITE)
LINES = EdgeReference(rule="Battle Lines", edge="long",
                      cite=Citation(book="Toy", page=2, section="Battle Lines"))
RAID = EdgeReference(rule="Raid", edge="long", cite=Citation(book="Toy", page=3, section="Raid"))


@dataclass(frozen=True)
class Model:
    play_area: PlayArea | None
    edge_references: tuple[EdgeReference, ...]


def test_a_table_that_cannot_be_square_is_silent() -> None:
    assert check_edge_references(Model(OBLONG, (LINES, RAID))) == []


def test_long_edges_on_a_table_that_may_be_square_fire_once_naming_every_rule() -> None:
    # plant the fault: the width limit goes, so a 48 by 48 table is allowed (by hand)
    square = dataclasses.replace(OBLONG, most_width=None)
    found = check_edge_references(Model(square, (LINES, RAID)))
    assert [(f.id, f.kind) for f in found] == [("table:square:long", Kind.MISSING)]
    assert found[0].cited == ("Toy, p. 2, Battle Lines", "Toy, p. 3, Raid", str(AREA_CITE))
    assert "Battle Lines (p. 2, Battle Lines), Raid (p. 3, Raid) name the long" \
        in found[0].message
    assert "(48 by 48 inches or larger)" in found[0].message
    # a rule that says what to do on a square table is not named
    told = dataclasses.replace(RAID, square="Pick any two opposite edges.")
    found = check_edge_references(Model(square, (LINES, told)))
    assert found[0].cited == ("Toy, p. 2, Battle Lines", str(AREA_CITE))
    assert check_edge_references(Model(square, (told,))) == []


def test_a_model_without_a_play_area_finds_nothing() -> None:
    assert check_edge_references(Model(None, (LINES,))) == []
    assert check_edge_references(object()) == []
