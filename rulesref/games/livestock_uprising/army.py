"""Livestock Uprising army lists: the file format and the army-building checks. Building and
checking are separate: :func:`validate_army` returns every violation at once; only
:func:`load_army` reads a file."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from rulesref.core import names
from rulesref.core.record import record
from rulesref.core.yamlio import Document
from rulesref.errors import RulesDataError, RulesError, UnknownNameError
from rulesref.games.livestock_uprising.marshal import (
    MarshalBill,
    UnitCount,
    expand_units,
    marshal_cost,
)
from rulesref.games.livestock_uprising.model import (
    Amount,
    ArmyRule,
    LivestockUprising,
)
from rulesref.games.livestock_uprising.naming import army_rule, find_faction, find_unit

# --------------------------------------------------------------------------- armies


@record
class GeneralEntry:
    """One General and the units under it, as a user writes them."""

    name: str | None = None
    """The General's name, if given."""
    units: tuple[str, ...] = ()
    """Unit names, ``2x Name`` allowed."""


@record
class ArmyList:
    """A player's army as a user writes it (a YAML or JSON file, or command-line options)."""

    faction: str | None = None
    """The player's faction, when known."""
    super_army: bool = False
    """Whether the units form a Super Army instead of sitting under Generals."""
    generals: tuple[GeneralEntry, ...] = ()
    """The Generals in order (for a Super Army, the groups are pooled)."""


def load_army(path: Path) -> ArmyList:
    """Read an army list file (YAML or JSON).

    :raises RulesDataError: naming the file, the path inside it and the problem.
    """
    from rulesref.core.yamlio import load_file

    return parse_army(load_file(path))


def parse_army(doc: Document, *, pure: bool = False) -> ArmyList:
    """Validate a parsed document as an army list.

    :param pure: read it without pydantic (:mod:`rulesref.core.typecheck`, with the same
        errors), as the builder page does in the browser.
    :raises RulesDataError: naming the file, the path inside it and the problem.
    """
    if pure:
        from rulesref.core.typecheck import validate
    else:
        from rulesref.core.loader import validate

    if not isinstance(doc.data, dict):
        raise RulesDataError(doc.name, "", "an army list must be a mapping with 'generals'")
    army = validate(ArmyList, doc.data, doc)
    for i, general in enumerate(army.generals):
        for j, text in enumerate(general.units):
            try:
                UnitCount.parse(text)
            except RulesError as exc:
                raise doc.error(("generals", i, "units", j), str(exc)) from None
    return army


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken army rule."""

    rule: ArmyRule
    where: str
    message: str


@dataclass(frozen=True, slots=True)
class GeneralReport:
    """A General's (or the Super Army's) units with names resolved."""

    label: str
    units: tuple[str, ...]
    bill: MarshalBill


@dataclass(frozen=True, slots=True)
class ArmyReport:
    """The result of checking an army: every violation, and the units found."""

    faction: str | None
    super_army: bool
    groups: tuple[GeneralReport, ...]
    violations: tuple[Violation, ...]
    applied: tuple[ArmyRule, ...] = ()
    """Every army rule the check applied to this army, in code order."""

    @property
    def legal(self) -> bool:
        """No rule is broken."""
        return not self.violations


def validate_army(rules: LivestockUprising, army: ArmyList) -> ArmyReport:
    """Check an army against every army rule at once.

    :raises UnknownNameError: for an unknown unit or faction (bad input, not a broken rule).
    :raises RulesError: for a malformed unit entry.
    """
    faction = find_faction(rules, army.faction).name if army.faction else None
    groups = []
    used: Counter[str] = Counter()
    for index, entry in enumerate(army.generals, start=1):
        label = entry.name or f"General {index}"
        try:
            expanded = expand_units(rules, entry.units, used)
        except UnknownNameError:
            raise
        except RulesError as exc:
            raise RulesError(f"generals[{index - 1}] ({label}): {exc}") from None
        unit_names = [find_unit(rules, n).name for n in expanded]
        groups.append(GeneralReport(label, tuple(unit_names), marshal_cost(rules, unit_names)))
    if army.super_army:
        pooled = tuple(u for g in groups for u in g.units)
        groups = [GeneralReport("Super Army", pooled, marshal_cost(rules, pooled))]
    violations = _general_limits(rules, army, groups)
    violations += _special_force_limits(rules, faction, groups)
    codes = ("LU006" if army.super_army else "LU001", "LU003", "LU004", "LU005")
    applied = tuple(sorted((army_rule(rules, c) for c in codes), key=lambda r: r.code))
    return ArmyReport(faction, army.super_army, tuple(groups), tuple(violations), applied)


def _general_limits(rules: LivestockUprising, army: ArmyList,
                    groups: list[GeneralReport]) -> list[Violation]:
    out = []
    generals = army_rule(rules, "LU005")
    if generals.limit is not None and len(army.generals) > generals.limit:
        out.append(Violation(generals, "generals",
                             f"{len(army.generals)} Generals; a faction has {generals.limit}"))
    per_group = army_rule(rules, "LU006" if army.super_army else "LU001")
    for group in groups:
        if per_group.limit is not None and len(group.units) > per_group.limit:
            out.append(Violation(per_group, group.label,
                                 f"{len(group.units)} units; at most {per_group.limit}"))
    return out


def _special_force_limits(rules: LivestockUprising, faction: str | None,
                          groups: list[GeneralReport]) -> list[Violation]:
    out = []
    forces = {sf.name: sf for sf in rules.special_forces}
    counts = Counter(u for g in groups for u in g.units if u in forces)
    once = army_rule(rules, "LU004")
    for name, count in counts.items():
        if once.limit is not None and count > once.limit:
            out.append(Violation(once, name, f"{count} copies of a unique Special Force"))
    own = army_rule(rules, "LU003")
    factions = {forces[n].faction for n in counts}
    if faction is not None:
        for name in counts:
            if names.fold(forces[name].faction) != names.fold(faction):
                out.append(Violation(own, name, f"belongs to the {forces[name].faction}, "
                                                f"not the {faction}"))
    elif len(factions) > 1:
        out.append(Violation(own, "army", "Special Forces of several factions: "
                                          + ", ".join(sorted(factions))))
    return out


def totals_text(rules: LivestockUprising, amounts: Iterable[Amount]) -> str:
    """Amounts as the book writes costs: ``1 Grass, 2 Hay`` (``nothing`` when empty)."""
    text = ", ".join(f"{a.amount} {a.resource}" for a in amounts)
    return text or "nothing"


def amounts_json(amounts: Iterable[Amount]) -> Mapping[str, int]:
    """Amounts as a JSON-ready mapping of resource to tokens."""
    return {a.resource: a.amount for a in amounts}
