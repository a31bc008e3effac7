"""The exported game system and catalogue, and the rosters rulesref writes, are valid against
BSData's v2.03 schema.

The schema is not part of rulesref: this test runs only when the environment variable
``BSDATA_SCHEMAS`` names a checkout of BSData's ``schemas`` repository (it reads
``src/xml/schema/v2_03/Catalogue.xsd`` there) and the ``xmlschema`` package is installed;
otherwise it is skipped and says why. The schema is written for the catalogue's namespace;
as its own notes say, the game system and the roster use it with their namespaces put in.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings

from rulesref.games.hobgoblin.battlescribe.export import files
from rulesref.games.hobgoblin.battlescribe.roster_write import roster_bytes
from tests.conftest import ROOT
from tests.games.hobgoblin.armies import army, legal_army, legal_units
from tests.games.hobgoblin.battlescribe.test_apps_agree import CASES

CATALOGUE_NS = "http://www.battlescribe.net/schema/catalogueSchema"
NAMESPACES = {"catalogue": CATALOGUE_NS,
              "gameSystem": "http://www.battlescribe.net/schema/gameSystemSchema",
              "roster": "http://www.battlescribe.net/schema/rosterSchema"}


def _xsd_text() -> str:
    where = os.environ.get("BSDATA_SCHEMAS")
    if not where:
        pytest.skip("set BSDATA_SCHEMAS to a checkout of BSData/schemas to check the "
                    "exported files against its v2.03 schema")
    path = Path(where) / "src" / "xml" / "schema" / "v2_03" / "Catalogue.xsd"
    if not path.is_file():
        pytest.skip(f"BSDATA_SCHEMAS: no {path}")
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def schemas() -> dict[str, Any]:
    xmlschema = pytest.importorskip("xmlschema", reason="the xmlschema package checks XSD")
    text = _xsd_text()
    return {kind: xmlschema.XMLSchema(text.replace(CATALOGUE_NS, ns))
            for kind, ns in NAMESPACES.items()}


def _errors(schema: Any, data: bytes) -> list[str]:
    return [str(e.reason) for e in schema.iter_errors(data.decode("utf-8"))]


def test_the_exported_files_are_valid(rules, schemas) -> None:  # type: ignore[no-untyped-def]
    made = {f.name: f.data for f in files(rules, "https://example.org/hobgoblin")}
    assert _errors(schemas["gameSystem"], made["Hobgoblin.gst"]) == []
    assert _errors(schemas["catalogue"], made["Hobgoblin.cat"]) == []


@pytest.mark.parametrize("path", sorted((ROOT / "examples" / "armies").glob("*.yaml")),
                         ids=lambda p: p.name)
def test_example_rosters_are_valid(rules, schemas, path: Path) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.army import load_army

    data = roster_bytes(rules, load_army(path, rules).army)
    assert _errors(schemas["roster"], data) == []


def test_hand_written_rosters_are_valid(rules, schemas) -> None:  # type: ignore[no-untyped-def]
    for _code, the_army, _broken in CASES:
        assert _errors(schemas["roster"], roster_bytes(rules, the_army)) == []


@settings(max_examples=30)
@given(legal_units())
def test_drawn_rosters_are_valid(rules, schemas, units) -> None:  # type: ignore[no-untyped-def]
    assert _errors(schemas["roster"], roster_bytes(rules, army(legal_army(units)))) == []
