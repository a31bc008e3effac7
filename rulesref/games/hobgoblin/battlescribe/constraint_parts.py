"""The pieces the army-rule constraints are built from: the data format's ``constraint``,
``condition`` and ``modifier`` elements, and what the model says a unit type starts with,
gains, or may carry (used by :mod:`.constraints`)."""

from __future__ import annotations

from collections.abc import Iterable

from rulesref.core import names
from rulesref.core.keywords import KeywordRef
from rulesref.errors import RulesError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.battlescribe.catalogue import (
    UnitEntries,
    purchasable,
)
from rulesref.games.hobgoblin.battlescribe.entries import (
    artefact_id,
    keyword_id,
)
from rulesref.games.hobgoblin.battlescribe.ids import stable_id
from rulesref.games.hobgoblin.battlescribe.xmlwrite import Element, child_list, element, new_child
from rulesref.games.hobgoblin.model import (
    Hobgoblin,
    PurchaseFilter,
    UnitType,
)
from rulesref.games.hobgoblin.situation import conveyed, standing_grants

#: The keyword that makes a unit the General's, which carries the army's artefact (HG015).
GENERAL = "General"


def constraint(owner: str, code: str, kind: str, value: int, *, scope: str = "parent",
               children: bool = False, tag: str = "") -> Element:
    """A ``min`` or ``max`` constraint on the selections of ``owner``, tagged with ``code``."""
    node = element("constraint", id=stable_id(owner, "constraint", code, kind, tag),
                   type_=kind, value=value, field="selections", scope=scope, shared=True,
                   includeChildSelections=True if children else None)
    new_child(node, "comment", code)
    return node


def condition(kind: str, value: int, child: str, *, scope: str = "parent") -> Element:
    """A condition counting selections of ``child`` (an entry or category id) in ``scope``."""
    return element("condition", type_=kind, value=value, field="selections", scope=scope,
                   childId=child, shared=True, includeChildSelections=True)


def bought(unit: UnitEntries, keyword: str) -> Element:
    """A condition: this unit selected the cost-table entry ``keyword``. Its scope names the
    unit's entry (the selection it made), not ``parent``, which engines read differently
    on a group's modifiers."""
    return condition("atLeast", 1, keyword_id(unit.utype.name, keyword),
                     scope=unit.entry.attrib["id"])


def modifier(code: str, kind: str, field: str, value: int | str,
             conditions: Iterable[Element] = (), any_of: Iterable[Element] = (),
             all_of: Iterable[Element] = ()) -> Element:
    """A modifier tagged with ``code``; ``any_of``/``all_of`` become condition groups."""
    node = element("modifier", type_=kind, field=field, value=value)
    new_child(node, "comment", code)
    for cond in conditions:
        child_list(node, "conditions").append(cond)
    for group_kind, conds in (("or", list(any_of)), ("and", list(all_of))):
        if conds:
            group = new_child(child_list(node, "conditionGroups"), "conditionGroup",
                              type_=group_kind)
            child_list(group, "conditions").extend(conds)
    return node


def add(node: Element, tag: str, child: Element) -> Element:
    """Append ``child`` under ``node``'s ``tag`` container (made when missing); ``child`` back."""
    child_list(node, tag).append(child)
    return child


def deny(node: Element, code: str) -> None:
    """Hide an entry and allow none of it."""
    node.attrib["hidden"] = "true"
    add(node, "constraints", constraint(node.attrib["id"], code, "max", 0))


def purchase_matches(pf: PurchaseFilter | None, keyword: str, column: str) -> bool:
    """Whether a cost-table entry (its keyword name and column) is among the purchases."""
    if pf is None or pf.each:
        return True
    if pf.column is not None:
        return column == pf.column
    return names.fold(keyword) in {names.fold(k) for k in pf.keywords}


def columns(rules: Hobgoblin) -> dict[str, tuple[str, str]]:
    """Cost-table keyword: (keyword name, column)."""
    return {e.keyword: (kw.name, e.column) for e, kw in purchasable(rules)}


def starting(rules: Hobgoblin, utype: UnitType) -> frozenset[str]:
    """The keywords a unit type starts with, by folded name."""
    found = {names.fold(KeywordRef.parse(k).name) for k in utype.keywords}
    return frozenset({*found, names.fold(utype.footprint_keyword)})


def unit_gives(rules: Hobgoblin, utype: UnitType, extra: tuple[str, ...], needs: str) -> bool:
    """Whether a unit of ``utype`` with ``extra`` keywords has ``needs`` (through what its
    keywords grant)."""
    refs = lookups.profile_key(
        lookups.canonical_ref(rules, KeywordRef.parse(t)) for t in extra)
    return lookups.keyword_set(rules, utype.name, refs, frozenset()).has(needs)


def closure(rules: Hobgoblin, texts: Iterable[str]) -> set[str]:
    """Folded names of the keywords ``texts`` are or grant, transitively."""
    seen: set[str] = set()
    todo = list(texts)
    while todo:
        name = KeywordRef.parse(todo.pop()).name
        try:
            kw = lookups.find_keyword(rules, name)
        except RulesError:
            continue
        if names.fold(kw.name) not in seen:
            seen.add(names.fold(kw.name))
            todo.extend(standing_grants(kw))
    return seen


def artefacts_giving(rules: Hobgoblin, needs: str) -> list[str]:
    """The artefacts that convey ``needs`` to their carrier."""
    return [art.name for art in rules.artefacts
            if names.fold(needs) in closure(rules, conveyed(art))]


def carries(unit: UnitEntries, artefact: str) -> list[Element]:
    """Conditions: the army took ``artefact`` and this unit is the General's."""
    return [condition("atLeast", 1, artefact_id(artefact), scope="roster"),
            bought(unit, GENERAL)]
