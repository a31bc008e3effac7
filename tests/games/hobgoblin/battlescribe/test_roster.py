"""Army lists as rosters and back: lossless round trips, and the same report either way."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.cli import cli
from rulesref.core import record
from rulesref.errors import RulesError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army import ArmyList, ArmyReport, load_army, validate
from rulesref.games.hobgoblin.battlescribe.roster_read import parse_roster
from rulesref.games.hobgoblin.battlescribe.roster_write import roster_bytes
from tests.conftest import ROOT
from tests.games.hobgoblin.armies import UNIT_TYPES, army, legal_army, legal_units
from tests.games.hobgoblin.battlescribe.structure import ids, problems, references

EXAMPLES = sorted((ROOT / "examples" / "armies").glob("*.y*ml")) + sorted(
    (ROOT / "examples" / "armies").glob("*.json"))


def same(report: ArmyReport) -> tuple[Any, ...]:
    """What must not change between a file and its roster: every problem (code, path in the
    army model, message), the points and the Mercury."""
    return (tuple((p.code, p.path, p.message) for p in report.violations),
            tuple((p.code, p.path, p.message) for p in report.warnings),
            report.total_points, report.points_limit, report.mercury_per_round,
            tuple((u.name, u.unit_type, u.points) for u in report.units))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_round_trips(rules, path: Path) -> None:  # type: ignore[no-untyped-def]
    loaded = load_army(path, rules)
    for zipped in (False, True):
        data = roster_bytes(rules, loaded.army, path.stem + (".rosz" if zipped else ".ros"),
                            zipped=zipped)
        back = parse_roster(rules, data, "x.ros", zipped=zipped)
        assert back.loaded.army == loaded.army
        assert same(validate(rules, back.loaded.army, document=back.loaded.document)) == same(
            validate(rules, loaded.army, document=loaded.document))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_roster_structure(rules, path: Path) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.battlescribe.export import files

    data = roster_bytes(rules, load_army(path, rules).army)
    assert problems(data, "roster") == []
    exported = {f.name: f.data for f in files(rules)}
    known = set(ids(exported["Hobgoblin.gst"]) + ids(exported["Hobgoblin.cat"]) + ids(data))
    assert [r for r in references(data) if r[2] not in known] == []
    assert roster_bytes(rules, load_army(path, rules).army) == data  # deterministic


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_validate_command_gives_the_same_report(runner, tmp_path: Path, path: Path) -> None:  # type: ignore[no-untyped-def]
    ros = tmp_path / (path.stem + ".rosz")
    made = runner.invoke(cli, ["export", "roster", str(path), "--format", "battlescribe",
                               "-o", str(ros)])
    assert made.exit_code == 0, made.output
    direct = runner.invoke(cli, ["validate", str(path), "--json"])
    via = runner.invoke(cli, ["validate", str(ros), "--json"])
    assert via.exit_code == direct.exit_code
    a, b = json.loads(direct.output), json.loads(via.output)
    for key in ("valid", "total_points", "points_limit", "mercury_per_round", "units"):
        assert a[key] == b[key]
    for kind in ("violations", "warnings"):
        assert [(p["code"], p["path"], p["message"], p["rule"]) for p in a[kind]] == [
            (p["code"], p["path"], p["message"], p["rule"]) for p in b[kind]]
        assert all(p["roster_path"].startswith(("force[0] 'Army'", "roster"))
                   for p in b[kind])


def test_roster_paths_name_force_selection_and_name(runner, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ros = tmp_path / "illegal.ros"
    runner.invoke(cli, ["export", "roster", str(ROOT / "examples" / "armies" /
                                                "illegal-everything.yaml"), "-o", str(ros)])
    result = runner.invoke(cli, ["validate", str(ros)])
    assert result.exit_code == 1
    assert ("error HG012 at" in result.output and "force[0] 'Army' > selection[3] 'Big Guns' > "
            "selection[0] 'Cowardly' (units[2].keywords[0]): Big Guns: Artillery may only buy"
            in result.output)
    data = json.loads(runner.invoke(cli, ["validate", str(ros), "--json"]).output)
    hg020 = next(p for p in data["violations"] if p["code"] == "HG020")
    assert hg020["path"] == "units[6].type"
    assert hg020["roster_path"].endswith("selection[7] 'Mystery' > selection[0] "
                                         "'Heavy Cavalery'")
    assert hg020["rule"]["citation"].endswith("p. 12, Unit Types")
    assert isinstance(hg020["line"], int)


def test_export_roster_to_standard_output(runner) -> None:  # type: ignore[no-untyped-def]
    path = ROOT / "examples" / "armies" / "copper-host.yaml"
    result = runner.invoke(cli, ["export", "roster", str(path)])
    assert result.exit_code == 0
    assert result.output.startswith("<?xml")
    data = json.loads(runner.invoke(cli, ["export", "roster", str(path), "--json"]).output)
    assert data["roster"] == result.output and data["units"] == 6


def test_export_roster_refuses_to_overwrite_its_input(runner, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "a.yaml"
    path.write_bytes((ROOT / "examples" / "armies" / "copper-host.yaml").read_bytes())
    result = runner.invoke(cli, ["export", "roster", str(path), "-o", str(path)])
    assert result.exit_code == 2 and "overwrite" in result.stderr
    assert path.read_bytes() == (ROOT / "examples" / "armies" / "copper-host.yaml").read_bytes()


def test_a_name_xml_cannot_hold_is_bad_input(rules, runner, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "a.yaml"
    path.write_text('game: hobgoblin\nname: "Bell\\a"\npoints_limit: 100\nunits: []\n')
    result = runner.invoke(cli, ["export", "roster", str(path)])
    assert result.exit_code == 2 and "U+0007" in result.stderr


# --------------------------------------------------------------------------- generated

ALL_KEYWORDS = ["General", "Battle Standard", "Bloodthirsty", "Brutal", "Elite", "Flying",
                "Hero [+1]", "Hero [+2]", "Horde", "Large", "Narrow Footprint", "Wizard",
                "Ranged [+6]", "Swift [+2]", "Tough [+1]", "Berserk", "Cowardly", "Cursed",
                "Fragile", "Self-Destructive", "Short-Ranged", "Slow [+2]", "Weak [+2]",
                "Wide Footprint", "Unruly",
                # not purchasable, misspelt or unknown: each must survive the trip
                "Wild", "Broken", "Skirmishers", "Swift [+4]", "Hero [+3]", "hero [+1]",
                "Tough [1]", "Nonsense", "ELITE"]
NAMES = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Cn")), max_size=12)


@st.composite
def any_units(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Zero to six units of any kind, legal or not."""
    units = []
    for _ in range(draw(st.integers(0, 6))):
        unit: dict[str, Any] = {
            "name": draw(NAMES),
            "type": draw(st.sampled_from([*UNIT_TYPES, "Heavy Cavalery", "light infantry",
                                          "Mstr. Infantry"])),
            "keywords": draw(st.lists(st.sampled_from(ALL_KEYWORDS), max_size=6)),
        }
        choices = st.sampled_from(["Polyceus", "polyceus", "Nobody", "Sorrow"])
        allegiance = draw(st.one_of(st.none(), choices, st.lists(choices, max_size=3)))
        if allegiance is not None:
            unit["allegiance"] = allegiance
        if draw(st.booleans()):
            unit["base"] = {"width_mm": draw(st.integers(-5, 300)),
                            "depth_mm": draw(st.integers(0, 300))}
        units.append(unit)
    return units


def as_the_apps_write_it(rules: Any, original: ArmyList) -> ArmyList:
    """What a roster can say of a list, the way the apps write it: a known unit type by the
    catalogue's name, and one allegiance as one selection, whether the file wrote it as a
    list of one or not (a list only for two or more)."""
    units = []
    for unit in original.units:
        try:
            utype = lookups.find_unit_type(rules, unit.type).name
        except RulesError:
            utype = unit.type
        chosen = unit.allegiances()
        allegiance = chosen[0] if len(chosen) == 1 else (chosen or None)
        units.append(record.replace(unit, type=utype, allegiance=allegiance))
    return record.replace(original, units=tuple(units))


def _round_trip(rules, data: dict[str, Any]) -> None:  # type: ignore[no-untyped-def]
    original = as_the_apps_write_it(rules, army(data))
    back = parse_roster(rules, roster_bytes(rules, army(data)), "x.ros").loaded.army
    assert back == original
    assert same(validate(rules, back)) == same(validate(rules, original))


@given(legal_units())
def test_generated_legal_armies_round_trip(rules, units) -> None:  # type: ignore[no-untyped-def]
    _round_trip(rules, legal_army(units))


@given(any_units(), NAMES, st.integers(1, 20_000),
       st.one_of(st.none(), st.sampled_from(["The Staff of Ruin", "the ferric blade",
                                             "The Lost Spoon"])))
def test_generated_illegal_armies_round_trip(rules, units, name, limit, artefact) -> None:  # type: ignore[no-untyped-def]
    data: dict[str, Any] = {"game": "hobgoblin", "name": name, "points_limit": limit,
                            "units": units}
    if artefact is not None:
        data["artefact"] = artefact
    _round_trip(rules, data)


ROSTER_NS = {"r": "http://www.battlescribe.net/schema/rosterSchema"}


def _hidden_entries(rules: Any) -> set[str]:
    import xml.etree.ElementTree as ET

    from rulesref.games.hobgoblin.battlescribe.export import files

    cat = ET.fromstring(next(f.data for f in files(rules) if f.name == "Hobgoblin.cat"))
    return {e.attrib["id"] for e in cat.iter() if e.attrib.get("hidden") == "true"}


@given(legal_units(), st.booleans())
def test_a_legal_list_selects_no_hidden_entry(rules, units, lower) -> None:  # type: ignore[no-untyped-def]
    # the apps report any selection of a hidden entry as an error: a legal list has none,
    # whether its types are spelt as the book spells them or not, and its allegiances listed
    import xml.etree.ElementTree as ET

    data = legal_army(units)
    for unit in data["units"]:
        if lower:
            unit["type"] = unit["type"].lower()
        if "allegiance" in unit and isinstance(unit["allegiance"], str):
            unit["allegiance"] = [unit["allegiance"]]
    assert validate(rules, army(data)).valid
    root = ET.fromstring(roster_bytes(rules, army(data)))
    chosen = {s.attrib["entryId"] for s in root.iter(f"{{{ROSTER_NS['r']}}}selection")}
    assert chosen & _hidden_entries(rules) == set()


def test_selections_and_force_carry_their_categories(rules) -> None:  # type: ignore[no-untyped-def]
    import xml.etree.ElementTree as ET

    loaded = load_army(ROOT / "examples" / "armies" / "copper-host.yaml", rules)
    root = ET.fromstring(roster_bytes(rules, loaded.army))
    force = root.find("r:forces/r:force", ROSTER_NS)
    assert force is not None
    # every category of the force entry, used or not, as an app lists them
    assert [c.attrib["name"] for c in force.iterfind("r:categories/r:category", ROSTER_NS)] \
        == ["Unit", "General", "Battle Standard", "Cursed Artefact"]
    for name in ("General", "Battle Standard"):  # the keyword's selection is in its category
        picked = [s for s in force.iter(f"{{{ROSTER_NS['r']}}}selection")
                  if s.attrib["name"] == name]
        assert len(picked) == 1
        assert [c.attrib["name"] for c in picked[0].iterfind("r:categories/r:category",
                                                              ROSTER_NS)] == [name]


# --------------------------------------------------------------------------- rule problems


def _copper(rules: Any, **changes: Any) -> ArmyList:
    loaded = load_army(ROOT / "examples" / "armies" / "copper-host.yaml", rules)
    return record.replace(loaded.army, **changes)


@pytest.mark.parametrize(("artefact", "paths"), [
    ((), [("artefact",)]),  # the choice taken, no artefact in it
    (("The Staff of Ruin", "The Helm of Dust"), [("artefact", 1)]),  # two (p. 34: one)
])
def test_an_artefact_choice_of_other_than_one_is_a_violation(
        rules: Any, runner: Any, tmp_path: Path, artefact: tuple[str, ...],
        paths: list[tuple[Any, ...]]) -> None:
    army_ = _copper(rules, artefact=artefact)
    report = validate(rules, army_)
    assert [(p.code, p.path) for p in report.violations if p.code == "HG015"] == [
        ("HG015", p) for p in paths]
    ros = tmp_path / "a.ros"
    ros.write_bytes(roster_bytes(rules, army_))
    back = parse_roster(rules, ros.read_bytes(), "a.ros").loaded.army
    assert back.artefacts() == artefact and isinstance(back.artefact, tuple)
    result = runner.invoke(cli, ["validate", str(ros), "--json"])
    assert result.exit_code == 1, result.output  # a broken rule, not an unreadable file
    assert "HG015" in {v["code"] for v in json.loads(result.output)["violations"]}


def _forces(data: bytes, count: int) -> bytes:
    """The roster with its force written ``count`` times (ids made unique)."""
    import xml.etree.ElementTree as ET

    ET.register_namespace("", ROSTER_NS["r"])
    root = ET.fromstring(data)
    forces = root.find("r:forces", ROSTER_NS)
    assert forces is not None
    (force,) = list(forces)
    forces.remove(force)
    for n in range(count):
        copy = ET.fromstring(ET.tostring(force))
        for node in copy.iter():
            if "id" in node.attrib:
                node.attrib["id"] = f"{node.attrib['id']}-{n}"
        forces.append(copy)
    written: bytes = ET.tostring(root, xml_declaration=True, encoding="UTF-8")
    return written


@pytest.mark.parametrize(("count", "codes"), [
    (0, {"HG002", "HG003"}),  # no force: an army of no units has no General (p. 28)
    # two forces: one army with two Generals, two Standards, and twice the points
    (2, {"HG001", "HG002", "HG003"}),
])
def test_a_roster_of_other_than_one_force_is_a_violation(
        rules: Any, runner: Any, tmp_path: Path, count: int, codes: set[str]) -> None:
    ros = tmp_path / "forces.ros"
    ros.write_bytes(_forces(roster_bytes(rules, _copper(rules)), count))
    result = runner.invoke(cli, ["validate", str(ros), "--json"])
    assert result.exit_code == 1, result.output
    assert {v["code"] for v in json.loads(result.output)["violations"]} == codes


@pytest.mark.parametrize("name", ["Hobgoblin.gst", "Hobgoblin.catz", "index.xml", "index.bsi"])
def test_game_data_is_not_a_roster(rules, runner, tmp_path, name) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.battlescribe.export import files

    path = tmp_path / name
    path.write_bytes(next(f.data for f in files(rules) if f.name == name))
    result = runner.invoke(cli, ["validate", str(path)])
    assert result.exit_code == 2
    assert "this is BattleScribe game data" in result.output + result.stderr
    # the same content under a roster's name is told apart by what it holds
    ros = tmp_path / "renamed.ros"
    ros.write_bytes(next(f.data for f in files(rules) if f.name == "Hobgoblin.gst"))
    again = runner.invoke(cli, ["validate", str(ros)])
    assert again.exit_code == 2 and "this is BattleScribe game data" in again.stderr


def test_unit_selections_carry_their_derived_profile(rules) -> None:  # type: ignore[no-untyped-def]
    # as an app copies the profile into the roster: the copper host's Iron Guard (Heavy
    # Infantry, Strikes 10 and Courage 10 on p. 10) with the General's Hero [2] and Command
    # [1] shows Strikes 12 and Courage 11
    import xml.etree.ElementTree as ET

    root = ET.fromstring(roster_bytes(rules, _copper(rules)))
    unit = next(s for s in root.iter(f"{{{ROSTER_NS['r']}}}selection")
                if s.attrib.get("customName") == "Iron Guard")
    (profile,) = unit.iterfind("r:profiles/r:profile", ROSTER_NS)
    shown = {c.attrib["name"]: c.text for c in profile.iterfind(
        "r:characteristics/r:characteristic", ROSTER_NS)}
    assert (shown["Strikes"], shown["Courage"], shown["Footprint"]) == ("12", "11", "Wide")


def test_selections_carry_copies_of_their_rules(rules) -> None:  # type: ignore[no-untyped-def]
    # as the apps copy them: a unit its starting keywords' rules (Heavy Infantry starts with
    # Tough [1], and is Wide, p. 10), a keyword selection its keyword's rule
    import xml.etree.ElementTree as ET

    root = ET.fromstring(roster_bytes(rules, _copper(rules)))
    unit = next(s for s in root.iter(f"{{{ROSTER_NS['r']}}}selection")
                if s.attrib.get("customName") == "Iron Guard")
    assert {r.attrib["name"] for r in unit.iterfind("r:rules/r:rule", ROSTER_NS)} == {
        "Tough", "Wide Footprint"}
    general = next(s for s in unit.iterfind("r:selections/r:selection", ROSTER_NS)
                   if s.attrib["name"] == "General")
    (rule,) = general.iterfind("r:rules/r:rule", ROSTER_NS)
    assert rule.attrib["name"] == "General"
    assert rule.findtext("r:description", namespaces=ROSTER_NS)


def test_a_roster_saved_as_xml_is_read_as_one(rules, runner, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # an .xml file is read as BattleScribe XML, never as YAML: a roster under that name is
    # checked like a .ros (the copper host: legal, 2500 of 3000 points)
    path = tmp_path / "copper.xml"
    path.write_bytes(roster_bytes(rules, _copper(rules)))
    result = runner.invoke(cli, ["validate", str(path), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert (report["valid"], report["total_points"]) == (True, 2500)
