"""The shipped Livestock Uprising data loads, every fact is cited, and bad data is refused."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulesref.core.citation import Citation
from rulesref.errors import RulesDataError
from rulesref.games import livestock_uprising
from rulesref.games.livestock_uprising.loading import DATA_DIR, data_files, load_uncached
from rulesref.games.livestock_uprising.model import LivestockUprising
from tests.games.livestock_uprising.helpers import with_fixture


def _citations(obj: object) -> Iterator[Citation]:
    if isinstance(obj, Citation):
        yield obj
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from _citations(getattr(obj, f.name))
    elif isinstance(obj, tuple):
        for item in obj:
            yield from _citations(item)


def test_loads_all_shipped_data() -> None:
    rules = load_uncached()
    assert isinstance(rules, LivestockUprising)
    assert [f.name for f in rules.factions] == ["Chickens", "Cows", "Goats", "Pigs"]
    assert [t.name for t in rules.troops] == [
        "Sacrificial Sheep", "Dynamite Donkey", "Bloodthirsty Llama", "Berzerker Horse",
        "Ornery Oxen"]
    assert len(data_files()) == len(list(DATA_DIR.glob("*.yaml"))) >= 15


def test_cached_load_is_the_same_model() -> None:
    assert livestock_uprising.load() is livestock_uprising.load()
    assert livestock_uprising.load().book.title == "Livestock Uprising"


def test_every_citation_names_the_book_and_a_contents_heading() -> None:
    rules = load_uncached()
    paths = {s.path for s in rules.sections}
    cites = list(_citations(rules))
    assert len(cites) > 80
    for cite in cites:
        assert cite.book == "Livestock Uprising"
        assert cite.page is None  # the text has no page numbers; see data/book.yaml
        assert cite.section in paths, cite.section


def test_facts_copied_from_the_book() -> None:
    rules = load_uncached()
    counts = {c.name: c.count for c in rules.components}
    assert dict(sorted(counts.items())) == {
        "Army Tokens": 12, "Battle Boards": 4, "Board Tiles": 64, "Command Cards": 18,
        "Dice": 4, "General Cards": 12, "Resource Tokens": 125, "Special Force Cards": 12,
        "Special Forces Buy Cards": 4, "Troop Cards": 50, "Troop Recruitment Buy Cards": 4}
    sizes = {s.players: (s.starting, s.final) for s in rules.board.sizes}
    assert sizes == {2: ((3, 3), (5, 5)), 3: ((3, 3), (7, 7)), 4: ((4, 4), (8, 8))}
    donkey = next(t for t in rules.troops if t.name == "Dynamite Donkey")
    assert [(a.amount, a.resource) for a in donkey.cost] == [(1, "Grass"), (2, "Hay")]
    assert rules.super_army.dice.value == 2
    assert (rules.super_army.automatic_win.value, rules.super_army.automatic_loss.value) == (12, 2)
    assert rules.super_army.casualties.value == 2 and rules.super_army.movement.value == 2
    assert next(a for a in rules.army_rules if a.code == "LU001").limit == 5


def test_turn_is_three_phases_then_a_transfer() -> None:
    rules = load_uncached()
    turn = next(s for s in rules.sequences if s.id == rules.structure.round)
    assert turn.names() == ("Action Phase", "Harvest Phase", "Marshalling Phase",
                            "Transfering Units")
    assert rules.structure.setup == "setup" and rules.structure.rounds is None
    assert [e.name for e in rules.structure.end_conditions] == ["last player standing"]


def test_unknown_key_is_an_error_naming_file_and_path(tmp_path: Path) -> None:
    with pytest.raises(RulesDataError) as err:
        with_fixture(tmp_path, "components", "components_unknown_key_invalid.yaml")
    assert err.value.file == "components.yaml"
    assert err.value.path == "components[0].sumary"
    assert "unknown key" in str(err.value)
