"""rulesref.core.typecheck reads army documents as pydantic does, without pydantic: the same
records, and for a malformed document the same message, word for word."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.core import loader, typecheck
from rulesref.core.yamlio import Document
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.army import ArmyList, Base, UnitEntry
from tests.games.hobgoblin.army_documents import army_documents, json_values, unit_documents


def outcome(check: Any, target: type, data: Any) -> tuple[str, Any]:
    doc = Document("list.json", data, {})
    try:
        return "ok", check(target, data, doc)
    except RulesDataError as exc:
        return "error", str(exc)


def same(target: type, data: Any) -> None:
    assert outcome(typecheck.validate, target, data) == outcome(loader.validate, target, data)


@settings(max_examples=300)
@given(army_documents(junk=3))
def test_army_documents_read_as_pydantic_reads_them(data: Any) -> None:
    if isinstance(data, dict):
        same(ArmyList, data)


@settings(max_examples=200)
@given(unit_documents(junk=2))
def test_units_read_as_pydantic_reads_them(data: Any) -> None:
    same(UnitEntry, data)


@given(st.dictionaries(st.one_of(st.text(max_size=4), st.integers(), st.none()), json_values,
                       max_size=4))
def test_any_mapping_as_a_base(data: dict[Any, Any]) -> None:
    if all(type(v) is int for v in data.values()) or typecheck_strict():
        same(Base, data)


def typecheck_strict() -> bool:
    from tests.games.hobgoblin.army_documents import STRICT_NUMBERS

    return STRICT_NUMBERS


@pytest.mark.parametrize("data", [
    {"game": "hobgoblin", "name": "x", "points_limit": 5, "units": [
        {"name": "a", "type": "b", "allegiance": ["a", 5, {}]}]},
    {"game": "hobgoblin", "name": "x", "points_limit": 5, "units": [
        {"name": "a", "type": "b", "allegiance": {}}]},
    {"game": "hobgoblin", "name": "x", "points_limit": 5, "units": [{1: 2}]},
    {"game": "hobgoblin", 1: 2, "name": 5, "points_limit": 1, "units": [], "zz": 1, None: 3,
     2.5: 1},
    {"game": "hobgoblin", "name": "x", "points_limit": 5, "units": "abc"},
    {"game": None, "name": None, "points_limit": None, "units": None},
    {"game": ["hobgoblin"]},
    {"zzz": 1, "game": "hobgoblin", "name": 5, "points_limit": [], "aaa": 2,
     "units": [{"q": 1, "name": 3}]},
], ids=["union-list", "union-dict", "int-key-in-unit", "odd-keys", "units-text", "all-null",
        "game-list", "extras-first"])
def test_known_shapes(data: dict[Any, Any]) -> None:
    same(ArmyList, data)


def test_a_valid_document_gives_the_same_records() -> None:
    data = {"game": "hobgoblin", "name": "x", "points_limit": 500, "artefact": None,
            "units": [{"name": "a", "type": "Beasts", "keywords": ["Elite"],
                       "allegiance": ["Gomb", "Atare"], "base": {"width_mm": 1,
                                                                "depth_mm": 2}},
                      {"name": "b", "type": "Monster", "allegiance": "Gomb"}]}
    kind, army = outcome(typecheck.validate, ArmyList, data)
    assert kind == "ok"
    assert army == ArmyList(game="hobgoblin", name="x", points_limit=500, units=(
        UnitEntry(name="a", type="Beasts", keywords=("Elite",), allegiance=("Gomb", "Atare"),
                  base=Base(width_mm=1, depth_mm=2)),
        UnitEntry(name="b", type="Monster", allegiance="Gomb")))


def test_unsupported_annotations_are_refused() -> None:
    with pytest.raises(TypeError, match="does not support"):
        typecheck.checker(dict[str, int])
    with pytest.raises(TypeError, match="in a union"):
        typecheck.checker(int | dict[str, int])
