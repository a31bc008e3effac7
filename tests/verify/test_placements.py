"""The placement check on a toy model: a thing put along a table line from its midpoint, or
back from it, as far as the smallest table's edge fires; so does a thing put back from the
line on no side the rule names. What fits, or names its side, is silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from rulesref.core.citation import Citation
from rulesref.core.tables import LinePlacement, PlayArea, TableLine
from rulesref.errors import RulesDataError
from rulesref_verify.findings import Kind
from rulesref_verify.placements import check_line_placements, most_inches

AREA = PlayArea(least_length=48, least_width=30, cite=Citation(book="Toy", page=1,
                                                               section="Table"))
MIDLINE = TableLine(name="Midline", parallel_to="long",
                    cite=Citation(book="Toy", page=2, section="Set-up"))
RAID_CITE = Citation(book="Toy", page=5, section="Raid")
#: 48 by 30 inches at least: the midline runs 24 inches each way from its midpoint, and
#: 15 inches lie between it and each long edge (by hand).
FLAGS = LinePlacement(rule="Raid", item="flag", line="midline", measured="along",
                      distances=("20", "2D6+8"), cite=RAID_CITE)
ZONE = LinePlacement(rule="Raid", item="camp", line="Midline", measured="across",
                     distances=("10",), side="each player's own", cite=RAID_CITE)


@dataclass(frozen=True)
class Model:
    line_placements: tuple[LinePlacement, ...]
    play_area: PlayArea | None = AREA
    table_lines: tuple[TableLine, ...] = (MIDLINE,)


def test_placements_that_fit_and_name_their_side_are_silent() -> None:
    # 2D6+8 reaches 20, under 24; the camp is 10 back, under 15
    assert check_line_placements(Model((FLAGS, ZONE))) == []


def test_a_distance_along_the_line_that_reaches_the_edge_fires() -> None:
    # plant the fault: a roll of up to 3D6+8 = 26 inches, beyond 24 (by hand)
    far = dataclasses.replace(FLAGS, distances=("20", "3D6+8"))
    found = check_line_placements(Model((far,)))
    assert [(f.id, f.kind) for f in found] == [
        ("placement:beyond-edge:Raid:flag", Kind.CONFLICT)]
    assert found[0].cited == (str(RAID_CITE), str(MIDLINE.cite), str(AREA.cite))
    assert "3D6+8 (up to 26) inches from the midpoint of the Midline" in found[0].message
    assert "(48 by 30 inches)" in found[0].message
    assert found[0].message.endswith("give a distance under 24 inches, or a larger least table")
    # exactly on the edge counts: 24 inches
    assert check_line_placements(Model((dataclasses.replace(FLAGS, distances=("24",)),)))


def test_a_distance_back_from_the_line_is_measured_across_the_table() -> None:
    # 15 inches back on a 30-inch-wide table is the edge itself; 14 still fits
    edge = dataclasses.replace(ZONE, distances=("15",))
    assert [f.id for f in check_line_placements(Model((edge,)))] == [
        "placement:beyond-edge:Raid:camp"]
    assert check_line_placements(Model((dataclasses.replace(ZONE, distances=("14",)),))) == []
    # a line parallel with the short edges turns both spans
    short = dataclasses.replace(MIDLINE, parallel_to="short")
    assert check_line_placements(Model((edge,), table_lines=(short,))) == []


def test_a_distance_back_from_the_line_without_a_side_fires() -> None:
    # plant the fault: the rule says how far back, not on whose side
    open_side = dataclasses.replace(ZONE, side=None)
    found = check_line_placements(Model((open_side,)))
    assert [(f.id, f.kind) for f in found] == [("placement:side:Raid:camp", Kind.MISSING)]
    assert found[0].cited == (str(RAID_CITE), str(MIDLINE.cite))
    assert found[0].message.endswith("does not say on whose side of it: name the side")
    # a band within the distance straddles the line: no side is needed, nor any edge test
    band = dataclasses.replace(open_side, within=True, distances=("40",))
    assert check_line_placements(Model((band,))) == []


def test_a_placement_from_a_line_the_model_lacks_is_a_data_error() -> None:
    stray = dataclasses.replace(ZONE, line="Ridge")
    with pytest.raises(RulesDataError, match="Ridge"):
        check_line_placements(Model((stray,)))
    with pytest.raises(RulesDataError, match="neither a number nor a roll"):
        most_inches("a long way")


def test_rolls_are_read_at_their_greatest() -> None:
    assert (most_inches("18"), most_inches("3D6+6"), most_inches("D6"),
            most_inches("2d6-1")) == (18, 24, 6, 11)


def test_a_model_without_placements_finds_nothing() -> None:
    assert check_line_placements(object()) == []
    assert check_line_placements(Model((FLAGS,), play_area=None)) == []
