"""Snapshots: every installed ruleset survives the round trip exactly, and a snapshot can
name only types the root's annotations reach (forged snapshots and loading without pydantic
are tested on the default game's model, in its own test folder)."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

import pytest

from rulesref.core import registry, snapshot, typewalk
from rulesref.core.keywords import KeywordRef
from rulesref.errors import SnapshotError

RULESETS = registry.rulesets()
GAMES = pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])


def assert_same_tree(a: Any, b: Any, where: str = "root") -> None:
    """Equal, and of exactly the same types all the way down (a list is not a tuple)."""
    assert type(a) is type(b), where
    if dataclasses.is_dataclass(a):
        for field in dataclasses.fields(a):
            assert_same_tree(getattr(a, field.name), getattr(b, field.name),
                             f"{where}.{field.name}")
    elif isinstance(a, tuple):
        assert len(a) == len(b), where
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            assert_same_tree(x, y, f"{where}[{index}]")
    else:
        assert a == b, where


@GAMES
def test_every_shipped_ruleset_round_trips(ruleset: registry.Ruleset) -> None:
    fresh = ruleset.load_loader().load_uncached()
    text = snapshot.dump_json(fresh)
    again = snapshot.load_json(text, type(fresh))
    assert_same_tree(fresh, again)
    assert snapshot.dump_json(again) == text  # the same model gives the same snapshot
    assert ruleset.load() is not fresh


@GAMES
def test_the_cached_load_equals_the_freshly_validated_model(ruleset: registry.Ruleset) -> None:
    assert_same_tree(ruleset.load(), ruleset.load_loader().load_uncached())


@GAMES
def test_reachable_types_match_typing_get_type_hints(ruleset: registry.Ruleset) -> None:
    import typing

    root = ruleset.load_loader().root
    expected: dict[str, type[Any]] = {}
    todo: list[type[Any]] = [root]

    def walk(hint: Any) -> None:
        for arg in typing.get_args(hint):
            walk(arg)
        named = isinstance(hint, type) and (dataclasses.is_dataclass(hint)
                                            or issubclass(hint, enum.Enum))
        if named and snapshot.tag(hint) not in expected:
            expected[snapshot.tag(hint)] = hint
            if dataclasses.is_dataclass(hint):
                todo.append(hint)  # type: ignore[arg-type]

    walk(root)
    while todo:
        for hint in typing.get_type_hints(todo.pop()).values():
            walk(hint)
    assert snapshot.reachable_types(root) == expected


def test_dump_refuses_what_a_snapshot_cannot_hold() -> None:
    from rulesref.core.record import root_record

    @root_record
    class Holder:
        """Holds anything."""

        value: object

    with pytest.raises(SnapshotError, match="cannot snapshot a list"):
        snapshot.dump(Holder(value=[1]))
    with pytest.raises(SnapshotError, match="KeywordRef is not reachable"):
        snapshot.dump(Holder(value=KeywordRef("Wild")))
    for odd in (float("nan"), float("inf"), float("-inf")):  # JSON could not hold them
        with pytest.raises(SnapshotError, match="cannot snapshot the number"):
            snapshot.dump_json(Holder(value=odd))
    with pytest.raises(SnapshotError, match="is not a record class"):
        snapshot.dump(1)


def _reachable_plain(root: type[Any]) -> dict[str, type[Any]]:
    """:func:`snapshot.reachable_types` as first written: every field's annotation resolved on
    its own, its owner found by a search of the MRO (the reference for the memoised walk)."""
    import sys

    found: dict[str, type[Any]] = {snapshot.tag(root): root}
    todo = [root]
    while todo:
        cls = todo.pop()
        for field in dataclasses.fields(cls):
            owner = next((c for c in cls.__mro__
                          if field.name in vars(c).get("__annotations__", {})), cls)
            module = sys.modules.get(owner.__module__)
            for target in typewalk._named_types(field.type, module):
                key = snapshot.tag(target)
                if key not in found:
                    found[key] = target
                    if dataclasses.is_dataclass(target):
                        todo.append(target)
    return found


@GAMES
def test_the_walk_finds_what_the_plain_walk_finds_from_every_record(
        ruleset: registry.Ruleset) -> None:
    every = snapshot.reachable_types(ruleset.load_loader().root)
    for cls in every.values():
        if dataclasses.is_dataclass(cls):
            assert snapshot.reachable_types(cls) == _reachable_plain(cls), snapshot.tag(cls)
    assert snapshot.reachable_types(KeywordRef) == _reachable_plain(KeywordRef)


@GAMES
def test_the_sections_walks_together_find_the_whole_walk(ruleset: registry.Ruleset) -> None:
    """A lazily loaded root allows a section's types when the section is first read: every
    type the whole walk finds is reachable from some one field, and nothing else is."""
    root = ruleset.load_loader().root
    union: dict[str, type[Any]] = {}
    for field in dataclasses.fields(root):
        part = snapshot.reachable_types(root, only=field.name)
        assert snapshot.tag(root) in part
        union.update(part)
    assert union == snapshot.reachable_types(root)
    assert snapshot.reachable_types(root, only="") == {snapshot.tag(root): root}
