"""Livestock Uprising marshalling: unit counts as written (``2x Sheep``), the resource cost of
marshalling them, the resources a player has and what is short. Pure functions of the loaded
model."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.quoting import quoted
from rulesref.errors import RulesError
from rulesref.games.livestock_uprising.model import (
    Amount,
    LivestockUprising,
    Tally,
    Tokens,
    Troop,
)
from rulesref.games.livestock_uprising.naming import Unit, find_unit

# --------------------------------------------------------------------------- marshalling


# ASCII digits only: int() also reads other scripts' digits, and a count has no business
# being longer than the digits below (the check against the supply comes after)
_COUNTED = re.compile(r"^\s*(?P<count>[0-9]+)\s*[x×]?\s+(?P<name>\S.*?)\s*$|"
                      r"^\s*(?P<name2>\S.*?)\s*[x×]\s*(?P<count2>[0-9]+)\s*$")
_MAX_COUNT_DIGITS = 6


@dataclass(frozen=True, slots=True)
class UnitCount:
    """Some copies of one unit, as written on the command line: ``2x Dynamite Donkey``."""

    count: int
    name: str

    @classmethod
    def parse(cls, text: str) -> UnitCount:
        """Parse ``"Sacrificial Sheep"``, ``"2x Sacrificial Sheep"`` or ``"Sheep x2"``.

        :raises RulesError: for a count below one or of more than six digits, or an empty
            name.
        """
        match = _COUNTED.match(text)
        if match is None:
            name, count = text.strip(), 1
        else:
            name = (match.group("name") or match.group("name2") or "").strip()
            digits = (match.group("count") or match.group("count2")).lstrip("0") or "0"
            if len(digits) > _MAX_COUNT_DIGITS:
                raise RulesError(f"a unit count of {len(digits)} digits: {quoted(text[:60])}; "
                                 "the game has a few dozen unit cards")
            count = int(digits)
        if not name:
            raise RulesError(f"not a unit: {quoted(text)} (write e.g. 'Dynamite Donkey' or "
                             "'2x Dynamite Donkey')")
        if count < 1:
            raise RulesError(f"a unit count must be at least 1: {quoted(text)}")
        return cls(count, name)


@dataclass(frozen=True, slots=True)
class UnitSupply:
    """How many cards of one kind of unit the box holds, as the component list prints it."""

    component: str
    """The component's printed name (``Troop Cards``)."""
    cards: int
    """Its printed count."""
    cite: Citation
    """Where the count is printed."""


def unit_supply(rules: LivestockUprising, unit: Unit) -> UnitSupply:
    """The cards the box holds of ``unit``'s kind: the Troop Cards every faction shares for
    a troop, the Special Force Cards for a Special Force (the components the consistency
    checks tally against the troop types and the Special Forces)."""
    tally = Tally.TROOP_TYPES if isinstance(unit, Troop) else Tally.SPECIAL_FORCES
    component = next(c for c in rules.components if tally in c.tally)
    return UnitSupply(component.name, component.count, component.cite)


def expand_units(rules: LivestockUprising, texts: Iterable[str],
                 used: Counter[str] | None = None) -> list[str]:
    """Unit names with counts written out: ``["2x Sheep"]`` becomes ``["Sheep", "Sheep"]``.

    :param used: cards already taken, by component, updated here (to bound a whole army
        across its Generals).
    :raises RulesError: for a malformed entry, or more units of a kind than the box has cards
        of that kind (:func:`unit_supply`): no table can hold them, so the count is bad
        input, not a broken army rule.
    :raises UnknownNameError: for an unknown unit.
    """
    out: list[str] = []
    used = Counter() if used is None else used
    for text in texts:
        item = UnitCount.parse(text)
        supply = unit_supply(rules, find_unit(rules, item.name))
        used[supply.component] += item.count
        if used[supply.component] > supply.cards:
            raise RulesError(f"{quoted(text[:60])}: {used[supply.component]} units from the "
                             f"{supply.component}, but the game has {supply.cards} of them "
                             f"({supply.cite})")
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
            raise RulesError(f"not a resource amount: {quoted(text)} (write e.g. 'Grass=3' or "
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
