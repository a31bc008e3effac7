"""Snapshots: every shipped ruleset survives the round trip exactly, loading needs neither
pydantic nor PyYAML, and a snapshot can name only types the root's annotations reach."""

from __future__ import annotations

import dataclasses
import enum
import importlib
import json
import subprocess
import sys
from typing import Any

import pytest

from rulesref.core import snapshot
from rulesref.core.keywords import KeywordDef, KeywordRef, StatEffect, Trait
from rulesref.errors import SnapshotError
from rulesref.games.hobgoblin.model import Hobgoblin

GAMES = ["hobgoblin", "hogs_of_war", "livestock_uprising", "hoarde"]


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


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_ruleset_round_trips(game: str) -> None:
    loading = importlib.import_module(f"rulesref.games.{game}.loading")
    fresh = loading.load_uncached()
    text = snapshot.dump_json(fresh)
    again = snapshot.load_json(text, type(fresh))
    assert_same_tree(fresh, again)
    assert snapshot.dump_json(again) == text  # the same model gives the same snapshot
    assert importlib.import_module(f"rulesref.games.{game}").load() is not fresh


@pytest.mark.parametrize("game", GAMES)
def test_the_cached_load_equals_the_freshly_validated_model(game: str) -> None:
    package = importlib.import_module(f"rulesref.games.{game}")
    loading = importlib.import_module(f"rulesref.games.{game}.loading")
    assert_same_tree(package.load(), loading.load_uncached())


def test_loading_needs_neither_pydantic_nor_yaml(tmp_path: Any) -> None:
    from rulesref.games.hobgoblin.loading import load_uncached

    path = tmp_path / "hobgoblin.json"
    path.write_text(snapshot.dump_json(load_uncached()))
    code = (
        "import sys, pathlib\n"
        "from rulesref.core import snapshot\n"
        "from rulesref.games.hobgoblin.model import Hobgoblin\n"
        f"rules = snapshot.load_json(pathlib.Path({str(path)!r}).read_text(), Hobgoblin)\n"
        "assert len(rules.unit_types) == 11\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pydantic', 'pydantic_core', 'yaml', '_yaml', 'pickle'))\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_reachable_types_follow_the_annotations() -> None:
    types = snapshot.reachable_types(Hobgoblin)
    assert types["rulesref.core.keywords.KeywordDef"] is KeywordDef
    assert types["rulesref.core.effects.numeric.StatEffect"] is StatEffect  # through Effect
    assert types["rulesref.core.keywords.Trait"] is Trait
    assert "rulesref.core.keywords.KeywordRef" not in types  # a dataclass no field names


@pytest.mark.parametrize("game", GAMES)
def test_reachable_types_match_typing_get_type_hints(game: str) -> None:
    import typing

    root = importlib.import_module(f"rulesref.games.{game}.loading").LOADER.root
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


def _snapshot_of_hobgoblin() -> dict[str, Any]:
    from rulesref.games.hobgoblin.loading import load_uncached

    return snapshot.dump(load_uncached())


@pytest.fixture(scope="module")
def good() -> str:
    return json.dumps(_snapshot_of_hobgoblin())


def _forged(good: str, change: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(good)
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format=2), "snapshot format 2, expected 1"),
        (lambda d: d.update(format=True), "snapshot format True, expected 1"),
        (lambda d: d.update(root="os.system"), "a snapshot of 'os.system', not of "
                                               "rulesref.games.hobgoblin.model.Hobgoblin"),
        (lambda d: d["types"].append(["os.system", None]),
         "snapshot names 'os.system', which the model does not use"),
        (lambda d: d["types"].append(["rulesref.core.keywords.KeywordRef", ["name"]]),
         "snapshot names 'rulesref.core.keywords.KeywordRef', which the model does not use"),
        (lambda d: d["types"][0][1].append("extra"),
         "snapshot fields of rulesref.games.hobgoblin.model.Hobgoblin differ from the model's"),
        (lambda d: d.update(data=[3, -1]), "malformed snapshot type index in [3, -1]"),
        (lambda d: d.update(data=[3, True]), "malformed snapshot type index in [3, True]"),
        (lambda d: d.update(data=[9, 0]), "unknown snapshot value kind 9"),
        (lambda d: d.update(data=[0, {"a": 1}]), "a snapshot holds only plain data, not a dict"),
        (lambda d: d.update(data=[3, 0]),
         f"Hobgoblin needs {len(dataclasses.fields(Hobgoblin))} values"),
        (lambda d: d.update(data="text"),
         "the snapshot's data is not a rulesref.games.hobgoblin.model.Hobgoblin"),
        (lambda d: d.update(extra=1), "not a snapshot (expected format, root, types and data)"),
    ],
)
def test_forged_snapshots_are_refused(good: str, change: Any, message: str) -> None:
    with pytest.raises(SnapshotError) as info:
        snapshot.load(_forged(good, change), Hobgoblin)
    assert str(info.value) == message


def test_only_plain_data_is_accepted_from_any_source(good: str) -> None:
    data = json.loads(good)
    data["data"][2] = [0, b"bytes"]  # what marshal or a careless caller could hand over
    with pytest.raises(SnapshotError, match="only plain data, not a bytes"):
        snapshot.load(data, Hobgoblin)
    with pytest.raises(SnapshotError, match="not valid JSON"):
        snapshot.load_json("[" * 100_000, Hobgoblin)
    with pytest.raises(SnapshotError, match="NaN is not allowed"):
        snapshot.load_json('{"format": NaN}', Hobgoblin)


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
    with pytest.raises(SnapshotError, match="cannot write the snapshot as JSON"):
        snapshot.dump_json(Holder(value=float("nan")))
    with pytest.raises(SnapshotError, match="is not a record class"):
        snapshot.dump(1)
