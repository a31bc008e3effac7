"""The Livestock Uprising army builder's Python under CPython: its report is what
``rulesref livestock army list.json --json`` prints, byte for byte, for legal, illegal and
malformed lists; it offers every troop and Special Force at its printed cost; and it places
each violation at its General."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings

from rulesref.core.docedit import canonical
from rulesref.games.livestock_uprising import builder
from tests.documents import STRICT_NUMBERS, fragment
from tests.games.livestock_uprising.builder_cases import armies, cli_output


@pytest.fixture(scope="module")
def rules() -> Any:
    from rulesref.games import livestock_uprising

    return livestock_uprising.RULESET.load()


@settings(max_examples=120, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(armies())
def test_reports_as_the_cli(rules: Any, runner: CliRunner, tmp_path: Path, data: Any) -> None:
    raw = canonical(data).encode()
    assert builder.report_text(rules, raw) == cli_output(runner, raw, tmp_path)
    assert builder.open_link(rules, fragment(raw))["report_text"] == builder.report_text(
        rules, raw)


@pytest.mark.parametrize("raw", [
    b"", b"[]", b"{", b'{"generals": "all"}', b"\xff",
    pytest.param(b'{"generals": [{"units": ["Sheep"]}], "super_army": 1}',
                 marks=pytest.mark.xfail(not STRICT_NUMBERS, strict=True,
                                         reason="the lax boundary reads 1 as true")),
])
def test_malformed_files_report_as_the_cli(rules: Any, runner: CliRunner, tmp_path: Path,
                                           raw: bytes) -> None:
    assert builder.report_text(rules, raw) == cli_output(runner, raw, tmp_path)


def test_options_and_costs(rules: Any) -> None:
    found = builder.options(rules)
    assert "Chickens" in found["factions"]
    units = {u["name"]: u for u in found["units"]}
    assert units["Sacrificial Sheep"]["cost"] == "2 Grass" and units["Sacrificial Sheep"][
        "faction"] is None
    assert found["limits"]["LU001"] == 5 and found["roster"] is False


def test_violations_go_to_their_general(rules: Any) -> None:
    text = canonical({"faction": "Chickens", "generals": [
        {"name": "Clucky", "units": ["Sheep"]},
        {"name": "Big Boss", "units": ["6x Sheep"]}]})
    view = builder.view(rules, text)
    report = json.loads(view["report_text"])
    assert [v["code"] for v in report["violations"]] == ["LU001"]
    assert view["placements"] == [{"list": "violations", "index": 0, "unit": 1,
                                   "field": "units", "item": None}]
    assert view["groups"][1] == {"label": "Big Boss", "count": "6", "cost": "12 Grass"}
    assert view["summary"]["valid"] is False and view["summary"]["units"] == "7"


def test_an_unknown_unit_keeps_the_list_editable(rules: Any) -> None:
    text = canonical({"generals": [{"units": ["Nope"]}]})
    view = builder.view(rules, text)
    assert view["readable"] is True and view["summary"] is None
    assert json.loads(view["report_text"]) == {"error": "unknown unit 'Nope'", "exit_code": 2}
    fixed = builder.update(rules, text, {"op": "set", "path": ["generals", 0, "units", 0],
                                         "value": "Sheep"})
    assert fixed["summary"]["valid"] is True


def test_export_and_import_round_trip(rules: Any) -> None:
    text = builder.new_list()
    exported = builder.export(text, "yaml")
    assert exported["name"] == "army.yaml"
    back = builder.import_file(rules, "army.yaml", exported["text"].encode())
    assert back["error"] is None and json.loads(back["text"]) == json.loads(text)
