"""The exported game system and catalogue: determinism, structure, costs, constraints."""

from __future__ import annotations

import io
import json
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from rulesref.cli import cli
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.battlescribe import catalogue, entries
from rulesref.games.hobgoblin.battlescribe.export import files
from rulesref.games.hobgoblin.battlescribe.xmlwrite import serialize
from tests.games.hobgoblin.battlescribe.structure import (
    ids,
    local,
    problems,
    references,
    walk,
)

NS = {"c": "http://www.battlescribe.net/schema/catalogueSchema",
      "g": "http://www.battlescribe.net/schema/gameSystemSchema"}


@pytest.fixture(scope="module")
def exported(rules):  # type: ignore[no-untyped-def]
    return {f.name: f.data for f in files(rules)}


@pytest.fixture(scope="module")
def cat(exported) -> ET.Element:  # type: ignore[no-untyped-def]
    return ET.fromstring(exported["Hobgoblin.cat"])


@pytest.fixture(scope="module")
def gst(exported) -> ET.Element:  # type: ignore[no-untyped-def]
    return ET.fromstring(exported["Hobgoblin.gst"])


def test_the_same_model_gives_byte_identical_files(rules, exported) -> None:  # type: ignore[no-untyped-def]
    fresh = catalogue.build(rules)  # not the cached export
    assert serialize(fresh.catalogue) == exported["Hobgoblin.cat"]
    assert serialize(fresh.game_system) == exported["Hobgoblin.gst"]
    assert {f.name: f.data for f in files(rules)} == exported


def test_zipped_forms_hold_the_files_with_fixed_metadata(exported) -> None:  # type: ignore[no-untyped-def]
    for zipped, inner in (("Hobgoblin.gstz", "Hobgoblin.gst"), ("Hobgoblin.catz", "Hobgoblin.cat"),
                          ("index.bsi", "index.xml")):
        with zipfile.ZipFile(io.BytesIO(exported[zipped])) as archive:
            (info,) = archive.infolist()
            assert info.filename == inner
            assert info.date_time == (1980, 1, 1, 0, 0, 0)
            assert archive.read(inner) == exported[inner]


@pytest.mark.parametrize(("name", "kind"), [("Hobgoblin.gst", "gameSystem"),
                                            ("Hobgoblin.cat", "catalogue"),
                                            ("index.xml", "dataIndex")])
def test_structure(exported, name: str, kind: str) -> None:  # type: ignore[no-untyped-def]
    assert problems(exported[name], kind) == []


def test_ids_are_unique_and_every_reference_resolves(exported) -> None:  # type: ignore[no-untyped-def]
    defined = ids(exported["Hobgoblin.gst"]) + ids(exported["Hobgoblin.cat"])
    assert len(defined) == len(set(defined))
    known = set(defined)
    for data in (exported["Hobgoblin.gst"], exported["Hobgoblin.cat"]):
        dangling = [r for r in references(data) if r[2] not in known]
        assert dangling == []


def test_data_index_lists_both_files(exported) -> None:  # type: ignore[no-untyped-def]
    root = ET.fromstring(exported["index.xml"])
    listed = {e.attrib["filePath"]: e.attrib for e in walk(root)
              if local(e.tag) == "dataIndexEntry"}
    # as BSData publishes: the index lists the zipped files an app downloads
    assert listed["Hobgoblin.gstz"]["dataId"] == entries.GAME_SYSTEM_ID
    assert listed["Hobgoblin.catz"]["dataId"] == entries.CATALOGUE_ID
    assert ET.fromstring(exported["Hobgoblin.cat"]).attrib["gameSystemId"] == \
        entries.GAME_SYSTEM_ID
    revisions = {ET.fromstring(exported[name]).attrib["revision"]
                 for name in ("Hobgoblin.gst", "Hobgoblin.cat")}
    assert {e["dataRevision"] for e in listed.values()} == revisions
    assert "indexUrl" not in root.attrib  # no address given, none invented


def test_data_index_names_where_it_is_published(rules) -> None:  # type: ignore[no-untyped-def]
    base = "https://github.com/example/hobgoblin/releases/latest/download"
    index = next(f.data for f in files(rules, base) if f.name == "index.xml")
    root = ET.fromstring(index)
    assert root.attrib["indexUrl"] == base + "/index.bsi"
    assert [e.text for e in walk(root) if local(e.tag) == "repositoryUrl"] == [base + "/"]
    with pytest.raises(RulesDataError, match="not an http"):
        files(rules, "file:///etc")


def test_the_revision_follows_the_content(rules) -> None:  # type: ignore[no-untyped-def]
    # the content is digested without its revision: the same content, the same number; a
    # published digest keeps its number; anything else is newer than every published one
    from rulesref.games.hobgoblin.battlescribe import revision

    export = catalogue.exported(rules)
    assert catalogue.build(rules).digest == export.digest
    assert export.revision == revision.revision_for(export.digest)
    assert revision.revision_for("0" * 64) > max([revision.FIRST,
                                                  *revision.PUBLISHED.values()])
    assert export.revision > revision.FIRST  # the content changed since revision 1


def test_game_system_contents(rules, gst) -> None:  # type: ignore[no-untyped-def]
    assert [c.attrib["name"] for c in gst.iterfind(".//g:costType", NS)] == ["pts"]
    (ptype,) = gst.iterfind(".//g:profileType", NS)
    assert [c.attrib["name"] for c in ptype.iterfind(".//g:characteristicType", NS)] == [
        "Speed", "Range", "Strikes", "Courage", "Footprint"]
    rule_names = {r.attrib["name"] for r in gst.iterfind("g:sharedRules/g:rule", NS)}
    assert {"Wizard", "Horde", "Tome of Magic", "Nullify"} <= rule_names
    wizard = next(r for r in gst.iterfind("g:sharedRules/g:rule", NS)
                  if r.attrib["name"] == "Wizard")
    assert wizard.attrib["page"] == "67"  # Index of Keywords, p. 67
    (pub,) = gst.iterfind(".//g:publication", NS)
    assert wizard.attrib["publicationId"] == pub.attrib["id"]
    assert "HG018" in (gst.findtext("g:readme", namespaces=NS) or "")
    hero = next(r for r in gst.iterfind("g:sharedRules/g:rule", NS) if r.attrib["name"] == "Hero")
    # numerical keywords list the values the cost table offers (Keyword Costs, p. 28)
    assert (hero.findtext("g:description", namespaces=NS) or "").endswith(
        "Bought as Hero [+1] (50 pts), Hero [+2] (100 pts).")


def _unit(cat: ET.Element, name: str) -> ET.Element:
    return next(e for e in cat.iterfind("c:selectionEntries/c:selectionEntry", NS)
                if e.attrib["name"] == name)


def _keyword(unit: ET.Element, name: str) -> ET.Element:
    return next(e for e in unit.iterfind(".//c:selectionEntry", NS) if e.attrib["name"] == name)


def _cost(entry: ET.Element) -> float:
    (cost,) = entry.iterfind("c:costs/c:cost", NS)
    return float(cost.attrib["value"])


def _limits(entry: ET.Element) -> dict[str, list[tuple[str, str]]]:
    out: dict[str, list[tuple[str, str]]] = {}
    for c in entry.iterfind("c:constraints/c:constraint", NS):
        out.setdefault(c.findtext("c:comment", namespaces=NS) or "", []).append(
            (c.attrib["type"], c.attrib["value"]))
    return out


def test_profile_of_a_unit(cat) -> None:  # type: ignore[no-untyped-def]
    art = _unit(cat, "Artillery")
    chars = {c.attrib["name"]: c.text for c in art.iterfind(".//c:characteristic", NS)}
    # Unit Statistics, p. 10: Artillery - speed, 48" range, 10 strikes, 10 courage, Narrow
    assert chars == {"Speed": "-", "Range": '48"', "Strikes": "10", "Courage": "10",
                     "Footprint": "Narrow"}
    assert {link.attrib["name"] for link in art.iterfind("c:infoLinks/c:infoLink", NS)} == {
        "Ranged", "Immobile", "Fragile", "Narrow Footprint"}


def test_cost_of_every_unit_and_keyword_equals_the_cost_command(rules, cat, runner) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.lookups import canonical_costs

    for utype in rules.unit_types:
        entry = _unit(cat, utype.name)
        base = json.loads(runner.invoke(cli, ["cost", utype.name, "--json"]).output)["total"]
        assert _cost(entry) == base
        for cost_entry in canonical_costs(rules).entries:
            result = runner.invoke(cli, ["cost", utype.name, cost_entry.keyword, "--json"])
            data = json.loads(result.output)
            # a purchase the army rules refuse is named with its price, not added to it
            price = (data["total"] - base if data["legal"]
                     else data["refused"][0]["points"])
            assert _cost(_keyword(entry, cost_entry.keyword)) == price, (
                utype.name, cost_entry.keyword)


def test_multiplied_costs_by_hand(cat) -> None:  # type: ignore[no-untyped-def]
    # Keyword Costs, p. 28: Wizard 200, Cowardly -25. Unit Statistics, p. 10: Light Infantry
    # 300 points with multiplier 1, Monster 600 points with multiplier 2.
    assert _cost(_unit(cat, "Light Infantry")) == 300
    assert _cost(_keyword(_unit(cat, "Light Infantry"), "Wizard")) == 200
    assert _cost(_keyword(_unit(cat, "Light Infantry"), "Cowardly")) == -25
    assert _cost(_unit(cat, "Monster")) == 600
    assert _cost(_keyword(_unit(cat, "Monster"), "Wizard")) == 400
    assert _cost(_keyword(_unit(cat, "Monster"), "Cowardly")) == -50


def test_weakness_and_footprint_limits(cat) -> None:  # type: ignore[no-untyped-def]
    unit = _unit(cat, "Light Infantry")
    groups = {g.attrib["name"]: g for g in unit.iterfind("c:selectionEntryGroups/"
                                                         "c:selectionEntryGroup", NS)}
    assert _limits(groups["Weaknesses"]) == {"HG004": [("max", "2")]}
    assert _limits(groups["Footprint"]) == {"HG007": [("max", "1")]}
    # Wide Footprint is a weakness bought from the Footprint group: it uses up one of two
    (mod,) = groups["Weaknesses"].iterfind("c:modifiers/c:modifier", NS)
    assert mod.attrib["type"] == "decrement"
    (cond,) = mod.iterfind(".//c:condition", NS)
    assert cond.attrib["childId"] == _keyword(unit, "Wide Footprint").attrib["id"]
    assert _limits(_keyword(unit, "Elite")) == {"HG006": [("max", "1")]}


def test_per_type_allow_and_deny_lists(cat) -> None:  # type: ignore[no-untyped-def]
    def denied(unit: str, keyword: str) -> set[str]:
        entry = _keyword(_unit(cat, unit), keyword)
        codes = {code for code, limits in _limits(entry).items() if ("max", "0") in limits}
        assert (entry.attrib["hidden"] == "true") == bool(codes)
        return codes

    assert denied("Artillery", "Cowardly") == {"HG012"}
    assert denied("Artillery", "Short-Ranged") == set()
    assert denied("Heavy Cavalry", "Horde") == {"HG010"}
    assert denied("Light Infantry", "Horde") == set()
    assert denied("War Wagon", "Narrow Footprint") == {"HG008"}
    assert denied("Light Infantry", "Wide Footprint") == {"HG009"}
    assert denied("Chariot", "Fragile") == {"HG005"}  # Chariot starts Fragile (p. 13)


def test_short_ranged_needs_ranged(cat) -> None:  # type: ignore[no-untyped-def]
    infantry = _unit(cat, "Light Infantry")
    short = _keyword(infantry, "Short-Ranged")
    assert ("max", "0") in _limits(short)["HG013"]
    children = {c.attrib["childId"] for c in short.iterfind(".//c:condition", NS)}
    assert _keyword(infantry, "Ranged [+6]").attrib["id"] in children
    assert "HG013" not in _limits(_keyword(_unit(cat, "Ranged Infantry"), "Short-Ranged"))


def test_allegiance_choice_for_wizards(rules, cat) -> None:  # type: ignore[no-untyped-def]
    unit = _unit(cat, "Heavy Infantry")
    group = next(g for g in unit.iterfind(".//c:selectionEntryGroup", NS)
                 if g.attrib["name"] == "Abyssal Allegiance")
    # Heavy Infantry is no Wizard: it need choose none, and may choose any of the nine (p. 29
    # asks only a Wizard to choose; another unit's choice does nothing, rulesref's HGW03)
    assert _limits(group) == {"HG014": [("min", "0"), ("max", "9")]}
    shown = [e for e in group.iterfind("c:selectionEntries/c:selectionEntry", NS)
             if e.attrib["hidden"] == "false"]
    assert [e.attrib["name"] for e in shown] == [a.name for a in rules.allegiances]
    for entry in shown:  # each allegiance at most once: a Wizard's are different ones (HG014)
        assert _limits(entry) == {"HG014": [("max", "1")]}
    values = sorted({m.attrib["value"] for m in group.iterfind("c:modifiers/c:modifier", NS)})
    assert values == ["1", "2"]  # one allegiance, two with The Staff of Ruin's Tome of Magic


def test_general_battle_standard_and_artefact(gst, cat) -> None:  # type: ignore[no-untyped-def]
    links = {link.attrib["name"]: link for link in gst.iterfind(".//g:forceEntry/"
                                                                "g:categoryLinks/"
                                                                "g:categoryLink", NS)}
    for name, code in (("General", "HG002"), ("Battle Standard", "HG003")):
        limits = {(c.attrib["type"], c.attrib["value"], c.attrib["includeChildSelections"],
                   c.findtext("g:comment", namespaces=NS))
                  for c in links[name].iterfind(".//g:constraint", NS)}
        assert limits == {("min", "1", "true", code), ("max", "1", "true", code)}, name
    general = _keyword(_unit(cat, "Monster"), "General")
    assert {c.attrib["name"] for c in general.iterfind("c:categoryLinks/c:categoryLink",
                                                       NS)} == {"General"}
    artefact = _unit(cat, "Cursed Artefact")
    assert _limits(artefact) == {"HG015": [("max", "1")]}
    ferric_wizard = _keyword(_unit(cat, "Monster"), "Wizard")
    assert "HG016" in _limits(ferric_wizard)


def test_export_command(runner, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    result = runner.invoke(cli, ["export", "battlescribe", str(tmp_path / "a"), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [f["name"] for f in data["files"]] == [
        "Hobgoblin.gst", "Hobgoblin.cat", "Hobgoblin.gstz", "Hobgoblin.catz", "index.xml",
        "index.bsi"]
    assert [r["code"] for r in data["not_expressed"]] == ["HG018", "HG019", "HGW01", "HGW02",
                                                          "HGW03"]
    again = runner.invoke(cli, ["hobgoblin", "export", "battlescribe", str(tmp_path / "b")])
    assert again.exit_code == 0
    assert "5 army rules the BattleScribe format cannot express" in again.output
    assert "HG019 Solo opponent" in again.output
    for name in ("Hobgoblin.catz", "Hobgoblin.gst"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_export_into_a_file_is_bad_input(runner, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "file"
    target.write_text("x")
    result = runner.invoke(cli, ["export", "battlescribe", str(target)])
    assert result.exit_code == 2


def test_every_rule_object_is_expressed_or_says_why(rules) -> None:  # type: ignore[no-untyped-def]
    # the rule objects the validator and the builder read carry their BattleScribe form: the
    # export writes them, or they name why the format cannot (never the generic fallback)
    from rulesref.games.hobgoblin.army_limits import engine
    from rulesref.games.hobgoblin.battlescribe.coverage import GENERIC, coverage

    expressed = catalogue.exported(rules).expressed
    rows = coverage(rules, expressed)
    assert [c.rule.code for c in rows] == [o.code for o in engine(rules)]
    assert all(GENERIC not in c.how for c in rows)
    for c, obj in zip(rows, engine(rules), strict=True):
        assert c.expressed == (obj.inexpressible is None), c.rule.code


def test_mercury_is_no_cost_type_and_the_readme_says_why(gst) -> None:  # type: ignore[no-untyped-def]
    # costs add up over selections; Mercury grows with the points limit (1 per 1000 points,
    # p. 19), which no selection carries
    assert [c.attrib["name"] for c in gst.iterfind(".//g:costType", NS)] == ["pts"]
    readme = gst.findtext("g:readme", namespaces=NS) or ""
    assert "Mercury is not a cost type" in readme and "1 per 1000 points" in readme
    assert "p. 19" in readme


def test_no_modifier_condition_leans_on_parent(cat) -> None:  # type: ignore[no-untyped-def]
    # engines read scope="parent" on a group's modifiers differently (issue 28): every
    # condition names its scope outright, the roster or the unit's own entry
    scopes = {c.attrib["scope"] for c in cat.iter(f"{{{NS['c']}}}condition")}
    units = {e.attrib["id"] for e in cat.iterfind("c:selectionEntries/c:selectionEntry", NS)}
    assert "parent" not in scopes
    assert scopes <= units | {"roster"}


def test_export_command_with_a_base_url(runner, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    base = "https://example.org/hobgoblin/"
    result = runner.invoke(cli, ["export", "battlescribe", str(tmp_path / "a"), "--base-url",
                                 base, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["game_system"]["revision"] == data["catalogue"]["revision"] >= 2
    index = ET.fromstring((tmp_path / "a" / "index.xml").read_bytes())
    assert index.attrib["indexUrl"] == base + "index.bsi"
    bad = runner.invoke(cli, ["export", "battlescribe", str(tmp_path / "b"), "--base-url",
                              "ftp://example.org"])
    assert bad.exit_code == 2 and "not an http(s) address" in bad.output + bad.stderr
    assert not (tmp_path / "b").exists()  # refused before anything is written
