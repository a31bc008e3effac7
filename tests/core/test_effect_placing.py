"""The placing effect (rulesref.core.effects.placing): a toy ruleset's pieces put on the
table, read by the loader and said in words."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.core.comparison import Comparison
from rulesref.core.effect_words import describe
from rulesref.core.effects import AnyEffect, Event, Place, Spacing, Trigger
from rulesref.core.record import record
from rulesref.core.ruleset import load_data_dir
from rulesref.errors import RulesDataError


@record
class _Table:
    """A toy ruleset root: a list of effects of any kind."""

    effects: tuple[AnyEffect, ...]


def _load(tmp_path: Path, effect: str) -> Place:
    (tmp_path / "effects.yaml").write_text(f"effects:\n  - {effect}\n", encoding="utf-8")
    (loaded,) = load_data_dir(tmp_path, _Table, "Toy Book").effects
    assert isinstance(loaded, Place)
    return loaded


def _refused(tmp_path: Path, effect: str) -> str:
    (tmp_path / "effects.yaml").write_text(f"effects:\n  - {effect}\n", encoding="utf-8")
    with pytest.raises(RulesDataError) as err:
        load_data_dir(tmp_path, _Table, "Toy Book")
    return str(err.value)


BEACONS = ("{kind: place, piece: Beacon, sort: marker, amount: 2, placed_by: each_player, "
           "owner: placer, where: in the placer's own half, size: small, "
           "spacing: [{bound: more_than, inches: 10, of: each other}], at: Setup}")


def test_the_loader_reads_a_placement(tmp_path: Path) -> None:
    placed = _load(tmp_path, BEACONS)
    assert (placed.piece, placed.sort, placed.amount) == ("Beacon", "marker", 2)
    assert (placed.placed_by, placed.owner, placed.size) == ("each_player", "placer", "small")
    assert placed.spacing == (Spacing(bound=Comparison.MORE_THAN, inches=10, of="each other"),)
    assert placed.at == "Setup"


@pytest.mark.parametrize(("old", "new", "named"), [
    ("size: small", "size: small, colour: red", "colour"),          # an unknown field
    ("sort: marker", "sort: scenery", "sort"),                      # an unknown sort of piece
    ("placed_by: each_player", "placed_by: the_referee", "placed_by"),  # an unknown party
    ("bound: more_than", "bound: beyond", "bound"),                 # an unknown bound
    ("of: each other}", "of: each other, far: true}", "far"),       # an unknown spacing field
    ("amount: 2", "amount: '2'", "amount"),                         # a number as text
])
def test_the_loader_refuses_a_bad_field(tmp_path: Path, old: str, new: str,
                                        named: str) -> None:
    assert old in BEACONS
    message = _refused(tmp_path, BEACONS.replace(old, new))
    assert "effects.yaml" in message and named in message


@pytest.mark.parametrize(("change", "problem"), [
    ("dice: D3", "a number or dice, not both"),
    ("ideally: 4", "'ideally' goes with 'or_more'"),
    ("across_min: 6, across_max: 2", "'across_min' is larger"),
    ("shared_out: the first player rolls", "'shared_out' goes with the owner"),
])
def test_the_loader_refuses_a_placement_that_contradicts_itself(
        tmp_path: Path, change: str, problem: str) -> None:
    message = _refused(tmp_path, BEACONS.replace("amount: 2,", f"amount: 2, {change},"))
    assert "effects.yaml" in message and "effects[0]" in message and problem in message


def test_a_placement_in_words() -> None:
    """Who, how many of what, where, the printed distances, the size and the owner."""
    beacons = Place(piece="Beacon", sort="marker", amount=2, placed_by="each_player",
                    owner="placer", where="in the placer's own half", size="small",
                    spacing=(Spacing(bound=Comparison.MORE_THAN, inches=10, of="each other"),
                             Spacing(bound=Comparison.AT_MOST, inches=6, of="a table edge")),
                    at="Setup")
    assert describe(beacons) == (
        "each player places 2 × small Beacon (marker) in the placer's own half, more than "
        "10\" from each other, within 6\" of a table edge, owned by the placer (in Setup)")
    pillars = Place(piece="pillar", sort="terrain", amount=3, or_more=True, ideally=5,
                    where="on the centre line", across_min=2, across_max=4,
                    spacing=(Spacing(bound=Comparison.EXACTLY, inches=12, of="each other",
                                     roughly=True),))
    assert describe(pillars) == (
        "someone (the book does not say who) places at least 3 (ideally 5) × pillar (terrain) "
        "on the centre line, roughly 12\" from each other, each 2\" to 4\" across")
    one = Place(piece="Gore marker", sort="marker", amount=1, placed_by="first_player",
                where="where the unit stood", trigger=Trigger(event=Event.UNIT_REMOVED))
    assert describe(one) == ("the first player places 1 Gore marker where the unit stood "
                             "(each time a unit is removed from play)")
