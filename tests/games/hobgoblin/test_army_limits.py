"""The declarative army rules drive both the validator and the BattleScribe export: change a
record and both change (a planted fault in the data shows in each)."""

from __future__ import annotations

import dataclasses
from typing import Any

from rulesref.games.hobgoblin.army import validate
from rulesref.games.hobgoblin.army_limits import (
    AllowRule,
    ArmyCountRule,
    ChoiceCountRule,
    ColumnCountRule,
    DenyStartingRule,
    EachOnceRule,
    GroupCountRule,
    OnlyRule,
    PointsRule,
    RequiresRule,
    limits,
)
from rulesref.games.hobgoblin.battlescribe.catalogue import build
from rulesref.games.hobgoblin.battlescribe.entries import keyword_id, unit_id
from rulesref.games.hobgoblin.battlescribe.xmlwrite import Element, child_list
from rulesref.games.hobgoblin.model import ConstraintKind, Hobgoblin
from tests.games.hobgoblin.armies import army

LIST: dict[str, Any] = {
    "game": "hobgoblin", "name": "Test", "points_limit": 5000,
    "units": [{"name": "Guns", "type": "Artillery",
               "keywords": ["General", "Battle Standard", "Cowardly", "Self-Destructive"]},
              {"name": "Mob", "type": "Light Infantry", "keywords": ["Berserk", "Unruly"]}],
}


def changed(rules: Hobgoblin, code: str, **fields: Any) -> Hobgoblin:
    """The model with one army rule's constraint changed (``constraint=None`` drops it)."""
    out = []
    for rule in rules.army_rules:
        if rule.code == code:
            c = fields.pop("constraint", ...)
            if c is ...:
                c = dataclasses.replace(rule.constraint, **fields)  # type: ignore[type-var]
            rule = dataclasses.replace(rule, constraint=c)
        out.append(rule)
    return dataclasses.replace(rules, army_rules=tuple(out))


def codes(rules: Hobgoblin) -> list[str]:
    return [p.code for p in validate(rules, army(LIST)).violations]


def find_entry(node: Element, entry_id: str) -> Element:
    """The element of ``node`` (or under it) with the id ``entry_id``."""
    stack = [node]
    while stack:
        item = stack.pop()
        if item.attrib.get("id") == entry_id:
            return item
        stack.extend(item)
    raise AssertionError(entry_id)


def limits_of(node: Element) -> set[tuple[str, str, str]]:
    """The constraints of ``node``: (rule code, min or max, value)."""
    return {(c[0].text or "", c.attrib["type"], c.attrib["value"])
            for c in child_list(node, "constraints")}


def test_every_shape_is_read(rules) -> None:  # type: ignore[no-untyped-def]
    found = limits(rules)
    shapes = {r.code: type(r) for r in found.all}
    assert shapes == {"HG001": PointsRule, "HG002": ArmyCountRule, "HG003": ArmyCountRule,
                      "HG004": ColumnCountRule, "HG005": DenyStartingRule,
                      "HG006": EachOnceRule, "HG007": GroupCountRule, "HG008": AllowRule,
                      "HG009": AllowRule, "HG010": AllowRule, "HG012": OnlyRule,
                      "HG013": RequiresRule, "HG014": ChoiceCountRule}
    # each stage of a check asks the rules that take part in it, in file order
    assert [r.code for r in found.total] == ["HG001"]
    assert [r.code for r in found.army] == ["HG002", "HG003"]
    assert [r.code for r in found.repeats] == ["HG006"]
    assert [r.code for r in found.members] == ["HG004", "HG007"]
    assert [r.code for r in found.purchase_rules] == ["HG005", "HG008", "HG009", "HG010",
                                                      "HG012", "HG013"]
    assert found.grouped() == {"narrow footprint", "wide footprint", "horde"}
    assert found.counted == {"general", "battle standard"}
    assert found.repeat_limit() == 1
    assert {r.constraint.kind for r in rules.army_rules if r.constraint} == set(ConstraintKind)


def test_the_shipped_list_breaks_one_rule(rules) -> None:  # type: ignore[no-untyped-def]
    assert codes(rules) == ["HG012"]  # Artillery may not buy Cowardly (p. 27)


def test_a_changed_limit_changes_validator_and_export(rules) -> None:  # type: ignore[no-untyped-def]
    strict = changed(rules, "HG004", max=1)
    assert codes(strict) == ["HG012", "HG004", "HG004"]
    message = next(p.message for p in validate(strict, army(LIST)).violations
                   if p.code == "HG004")
    assert message == ("Guns: more than one purchased weaknesses (2 bought); each is priced, "
                       "only the first one takes effect")
    unit = find_entry(build(strict).catalogue, unit_id("Light Infantry"))
    groups = {g.attrib["name"]: g for g in child_list(unit, "selectionEntryGroups")}
    assert ("HG004", "max", "1") in limits_of(groups["Weaknesses"])


def test_a_dropped_rule_is_neither_checked_nor_exported(rules) -> None:  # type: ignore[no-untyped-def]
    loose = changed(rules, "HG012", constraint=None)
    assert codes(loose) == []
    export = build(loose)
    cowardly = find_entry(export.catalogue, keyword_id("Artillery", "Cowardly"))
    assert cowardly.attrib["hidden"] == "false"
    assert "HG012" not in export.expressed
    shipped = find_entry(build(rules).catalogue, keyword_id("Artillery", "Cowardly"))
    assert ("HG012", "max", "0") in limits_of(shipped)


def test_a_widened_allow_list(rules) -> None:  # type: ignore[no-untyped-def]
    data = {**LIST, "units": [*LIST["units"], {"name": "Big", "type": "Monster",
                                                "keywords": ["Horde"]}]}
    assert [p.code for p in validate(rules, army(data)).violations] == ["HG012", "HG010"]
    wide = changed(rules, "HG010", unit_types=dataclasses.replace(
        next(r for r in rules.army_rules if r.code == "HG010").constraint.unit_types,
        names=("Monster",)))
    assert [p.code for p in validate(wide, army(data)).violations] == ["HG012"]
    horde = find_entry(build(wide).catalogue, keyword_id("Monster", "Horde"))
    assert horde.attrib["hidden"] == "false"
