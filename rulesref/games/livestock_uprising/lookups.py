"""Livestock Uprising lookups: units, factions, boards, marshalling costs and army checks.

Pure functions of the loaded model; names match case-insensitively and through the short
names the book itself uses (``Sheep``). Nothing here prints; only :func:`load_army` reads a
file. Building an army and checking it are separate: :func:`validate_army` returns every
violation at once.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.readings import Reading
from rulesref.core.record import record
from rulesref.core.yamlio import Document
from rulesref.errors import RulesDataError, RulesError, UnknownNameError
from rulesref.games.livestock_uprising.model import (
    Amount,
    ArmyRule,
    BoardSize,
    Faction,
    LivestockUprising,
    SpecialForce,
    Tokens,
    Troop,
)

Unit = Troop | SpecialForce


# --------------------------------------------------------------------------- citations


def cite_text(rules: LivestockUprising, cite: Citation) -> str:
    """A citation as users should read it (a citation of this unpaginated book has no page)."""
    return str(cite)


# --------------------------------------------------------------------------- names


def number_forms(word: str) -> tuple[str, ...]:
    """``word`` with the English singular and plural spellings players type for it: ``Donkey``
    and ``Donkeys``, ``Horse`` and ``Horses``, ``Oxen`` and ``Ox``, ``Sheep`` unchanged."""
    forms = [word]
    lower = word.lower()
    if lower.endswith("en") and len(word) > 3:  # Oxen, one Ox
        forms.append(word[:-2])
    elif lower.endswith("s") and not lower.endswith("ss"):  # Horses, one Horse
        forms.append(word[:-1])
    elif lower.endswith(("x", "ch", "sh", "ss")):
        forms.append(word + "es")
    elif lower.endswith("y") and lower[-2:-1] not in tuple("aeiou"):
        forms.append(word[:-1] + "ies")
    else:
        forms.append(word + "s")
    return tuple(dict.fromkeys(forms))


def _spellings(name: str) -> tuple[str, ...]:
    """A printed unit name in the forms players use: every number form of the whole name and
    of its last word (the animal or rank, ``Donkey`` for ``Dynamite Donkey``)."""
    head, _, last = name.rpartition(" ")
    forms = [f"{head} {f}".strip() for f in number_forms(last)]
    return (*forms, *number_forms(last)) if head else tuple(forms)


@cache
def unit_spellings(rules: LivestockUprising) -> dict[str, Unit]:
    """Every spelling that finds a unit, folded: the printed names and the book's aliases,
    their singular and plural forms, and each name's last word where only one unit has it."""
    pairs: list[tuple[str, Unit]] = [(u.name, u) for u in all_units(rules)]
    pairs += [(alias, t) for t in rules.troops for alias in t.aliases]
    pairs += [(form, t) for t in rules.troops for alias in t.aliases
              for form in _spellings(alias)]
    short: dict[str, list[Unit]] = {}
    for unit in all_units(rules):
        for form in _spellings(unit.name):
            short.setdefault(names.fold(form), []).append(unit)
    taken = {names.fold(n) for n, _ in pairs}
    pairs += [(form, units[0]) for form, units in short.items()
              if len({u.name for u in units}) == 1 and form not in taken]
    return names.index(pairs)


def _unit_table(rules: LivestockUprising) -> dict[str, Unit]:
    return unit_spellings(rules)


def all_units(rules: LivestockUprising) -> tuple[Unit, ...]:
    """Every troop type, then every Special Force."""
    units: list[Unit] = [*rules.troops, *rules.special_forces]
    return tuple(units)


def find_unit(rules: LivestockUprising, name: str) -> Unit:
    """The troop or Special Force called ``name`` (case-insensitive, book aliases too).

    :raises UnknownNameError: with close matches.
    """
    display = [u.name for u in all_units(rules)]
    display += [u.name.rpartition(" ")[2] for u in all_units(rules)]
    table = _unit_table(rules)
    try:
        return table[names.fold(name)]
    except KeyError:
        pass
    hits = names.suggest(name, display)
    full = {names.fold(u.name.rpartition(" ")[2]): u.name for u in all_units(rules)}
    suggestions = list(dict.fromkeys(full.get(names.fold(h), h) for h in hits))
    raise UnknownNameError("unit", name, suggestions)


@cache
def _faction_table(rules: LivestockUprising) -> dict[str, Faction]:
    pairs = [(f.name, f) for f in rules.factions]
    pairs += [(alias, f) for f in rules.factions for alias in f.aliases]
    return names.index(pairs)


def find_faction(rules: LivestockUprising, name: str) -> Faction:
    """The faction called ``name`` (``Chicken`` finds ``Chickens``).

    :raises UnknownNameError: with close matches.
    """
    return names.find("faction", name, _faction_table(rules), [f.name for f in rules.factions])


def find_reading(rules: LivestockUprising, reading_id: str) -> Reading:
    """The reading with id ``reading_id``.

    :raises UnknownNameError: with close matches.
    """
    table = names.index((r.id, r) for r in rules.readings)
    return names.find("reading", reading_id, table, [r.id for r in rules.readings])


def army_rule(rules: LivestockUprising, code: str) -> ArmyRule:
    """The army rule with code ``code``.

    :raises UnknownNameError: when no rule has that code.
    """
    table = names.index((r.code, r) for r in rules.army_rules)
    return names.find("army rule", code, table, [r.code for r in rules.army_rules])


def board_for(rules: LivestockUprising, players: int) -> BoardSize:
    """The starting and final grid for ``players`` players.

    :raises UnknownNameError: when the book gives no board for that many players.
    """
    for size in rules.board.sizes:
        if size.players == players:
            return size
    counts = [str(s.players) for s in rules.board.sizes]
    raise UnknownNameError("player count", str(players), counts)


# --------------------------------------------------------------------------- marshalling


_COUNTED = re.compile(r"^\s*(?P<count>\d+)\s*[x×]?\s+(?P<name>\S.*?)\s*$|"
                      r"^\s*(?P<name2>\S.*?)\s*[x×]\s*(?P<count2>\d+)\s*$")


@dataclass(frozen=True, slots=True)
class UnitCount:
    """Some copies of one unit, as written on the command line: ``2x Dynamite Donkey``."""

    count: int
    name: str

    @classmethod
    def parse(cls, text: str) -> UnitCount:
        """Parse ``"Sacrificial Sheep"``, ``"2x Sacrificial Sheep"`` or ``"Sheep x2"``.

        :raises RulesError: for a count below one or an empty name.
        """
        match = _COUNTED.match(text)
        if match is None:
            name, count = text.strip(), 1
        else:
            name = (match.group("name") or match.group("name2") or "").strip()
            count = int(match.group("count") or match.group("count2"))
        if not name:
            raise RulesError(f"not a unit: {text!r} (write e.g. 'Dynamite Donkey' or "
                             "'2x Dynamite Donkey')")
        if count < 1:
            raise RulesError(f"a unit count must be at least 1: {text!r}")
        return cls(count, name)


def expand_units(texts: Iterable[str]) -> list[str]:
    """Unit names with counts written out: ``["2x Sheep"]`` becomes ``["Sheep", "Sheep"]``.

    :raises RulesError: for a malformed entry.
    """
    out: list[str] = []
    for text in texts:
        item = UnitCount.parse(text)
        out.extend([item.name] * item.count)
    return out


@dataclass(frozen=True, slots=True)
class CostLine:
    """The cost of some copies of one unit."""

    unit: str
    kind: str
    count: int
    each: tuple[Amount, ...]
    cite: Citation


@dataclass(frozen=True, slots=True)
class MarshalBill:
    """What a set of units costs, itemised, with the total per resource in the book's order."""

    lines: tuple[CostLine, ...]
    totals: tuple[Amount, ...]

    @property
    def tokens(self) -> Tokens:
        """All resource tokens together."""
        return sum(a.amount for a in self.totals)


def _resource_order(rules: LivestockUprising) -> dict[str, int]:
    return {r.name: i for i, r in enumerate(rules.resources)}


def add_up(rules: LivestockUprising, amounts: Iterable[Amount]) -> tuple[Amount, ...]:
    """Amounts merged per resource, in the order the book lists the resources."""
    totals: Counter[str] = Counter()
    for amount in amounts:
        totals[amount.resource] += amount.amount
    order = _resource_order(rules)
    return tuple(Amount(resource=name, amount=n) for name, n in
                 sorted(totals.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0]))
                 if n)


def marshal_cost(rules: LivestockUprising, units: Iterable[str]) -> MarshalBill:
    """The resource tokens needed to marshal ``units`` (names, each entry one copy).

    Only the arithmetic: whether the units are available or fit under a General is
    :func:`validate_army`'s job.

    :raises UnknownNameError: for an unknown unit.
    """
    counted: Counter[str] = Counter()
    found: dict[str, Unit] = {}
    for name in units:
        unit = find_unit(rules, name)
        counted[unit.name] += 1
        found[unit.name] = unit
    lines = []
    for name, count in counted.items():
        unit = found[name]
        kind = "troop" if isinstance(unit, Troop) else f"{unit.faction} Special Force"
        lines.append(CostLine(unit.name, kind, count, unit.cost, unit.cite))
    totals = add_up(rules, (Amount(resource=a.resource, amount=a.amount * line.count)
                            for line in lines for a in line.each))
    return MarshalBill(tuple(lines), totals)


def parse_resources(rules: LivestockUprising, texts: Iterable[str]) -> tuple[Amount, ...]:
    """Resource holdings written ``Grass=3`` or ``3 Grass``, merged per resource.

    :raises RulesError: for a malformed entry.
    :raises UnknownNameError: for an unknown resource.
    """
    table = names.index((r.name, r) for r in rules.resources)
    amounts = []
    for text in texts:
        match = (re.match(r"^\s*(?P<name>[^=\d]+?)\s*=\s*(?P<n>\d+)\s*$", text)
                 or re.match(r"^\s*(?P<n>\d+)\s+(?P<name>\S.*?)\s*$", text))
        if match is None:
            raise RulesError(f"not a resource amount: {text!r} (write e.g. 'Grass=3' or "
                             "'3 Grass')")
        resource = names.find("resource", match.group("name"), table,
                              [r.name for r in rules.resources])
        amounts.append(Amount(resource=resource.name, amount=int(match.group("n"))))
    return add_up(rules, amounts)


def shortfall(rules: LivestockUprising, bill: MarshalBill,
              have: Iterable[Amount]) -> tuple[Amount, ...]:
    """What is missing to pay ``bill`` from ``have`` (empty when it can be paid)."""
    held: Counter[str] = Counter()
    for amount in have:
        held[amount.resource] += amount.amount
    return add_up(rules, (Amount(resource=a.resource, amount=a.amount - held[a.resource])
                          for a in bill.totals if a.amount > held[a.resource]))


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
    return validate(ArmyList, doc.data, doc)


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
    for index, entry in enumerate(army.generals, start=1):
        unit_names = [find_unit(rules, n).name for n in expand_units(entry.units)]
        label = entry.name or f"General {index}"
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
