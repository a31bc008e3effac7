"""Snapshots of the Hobgoblin model: loading one needs neither pydantic nor PyYAML, the
types it names follow the model's annotations, and forged snapshots are refused."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from typing import Any

import pytest

from rulesref.core import snapshot
from rulesref.core.keywords import StatEffect
from rulesref.errors import SnapshotError
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.keywords import KeywordDef, Trait


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
    assert types["rulesref.games.hobgoblin.model.keywords.KeywordDef"] is KeywordDef
    assert types["rulesref.core.effects.numeric.StatEffect"] is StatEffect  # through Effect
    assert types["rulesref.games.hobgoblin.model.keywords.Trait"] is Trait
    assert "rulesref.core.keywords.KeywordRef" not in types  # a dataclass no field names


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
