"""Hobgoblin army lists checked against every army-building rule.

Building and checking are separate: an :class:`ArmyList` (:mod:`army_list
<rulesref.games.hobgoblin.army_list>`) may be illegal, and :func:`validate` returns every problem
at once, each with the rule it breaks. Each army rule is one object
(:mod:`~rulesref.games.hobgoblin.army_limits`, which the builder and the BattleScribe export
read too): :func:`validate` asks every object at each stage of the check (the artefact, the
counts over the army, each unit's purchases, what each unit then holds, the total points),
on what the effects give each unit, and each object reports its own problems.
``check_army_rules`` proves the declarative rules and the effects' bans agree.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter

from rulesref.core import names
from rulesref.core.yamlio import Document, PathKey
from rulesref.errors import UnknownNameError
from rulesref.games.hobgoblin.army_index import Plan, Purchase, resolve_purchase
from rulesref.games.hobgoblin.army_limits import limits
from rulesref.games.hobgoblin.army_list import (
    ArmyList,
    ArmyReport,
    Base,
    LoadedArmy,
    Problem,
    UnitEntry,
    UnitReport,
    army_schema,
    load_army,
    parse_army,
)
from rulesref.games.hobgoblin.army_magic import mercury
from rulesref.games.hobgoblin.army_quick import quiet_setup, quiet_unit
from rulesref.games.hobgoblin.army_units import (
    Collector,
    LookedUp,
    artefact_table,
    check_unit,
    in_file_order,
    look_up,
)
from rulesref.games.hobgoblin.model import Artefact, Hobgoblin
from rulesref.games.hobgoblin.situation import UnitFacts

# --------------------------------------------------------------------------- validation

_COUNTED = attrgetter("counted")


def _bought(rules: Hobgoblin, army: ArmyList, looked: Sequence[LookedUp], wanted: Iterable[str]
            ) -> dict[str, list[tuple[int, int]]]:
    """For each folded name in ``wanted`` (some of :func:`.army_index.counted_names`): the
    (unit, keyword) positions of its purchases (``looked``: each unit's type and plans, as
    :func:`look_up` gives them)."""
    found: dict[str, list[tuple[int, int]]] = {w: [] for w in wanted}
    for i, (unit, (utype, plans)) in enumerate(zip(army.units, looked, strict=True)):
        if isinstance(utype, UnknownNameError):  # no plans: the purchases alone
            for j, text in enumerate(unit.keywords):
                bought = resolve_purchase(rules, text)
                if isinstance(bought, Purchase) and bought.folded in found:
                    found[bought.folded].append((i, j))
            continue
        if not any(map(_COUNTED, plans)):  # a unit buying nothing counted has none wanted
            continue
        for j, planned in enumerate(plans):
            if isinstance(planned, Plan) and planned.purchase.folded in found:
                found[planned.purchase.folded].append((i, j))
    return found


def validate(
    rules: Hobgoblin,
    army: ArmyList,
    *,
    points_limit: int | None = None,
    solo_opponent: bool = False,
    document: Document | None = None,
) -> ArmyReport:
    """Check an army list against every army-building rule; never stops at the first.

    :param points_limit: overrides the file's limit.
    :param solo_opponent: the list is the solo-play opponent's (no Wizard).
    :param document: the parsed file, for line and column numbers.
    """
    out = Collector(rules, document)
    limit = points_limit if points_limit is not None else army.points_limit

    found = limits(rules)
    stages = found.stages
    artefact: Artefact | None = None
    unknown: UnknownNameError | None = None
    chosen = army.artefacts()
    listed = isinstance(army.artefact, tuple)
    if chosen:  # with several (already a violation) the first is the one carried
        try:
            artefact = names.find("cursed artefact", chosen[0], artefact_table(rules),
                                  [a.name for a in rules.artefacts])
        except UnknownNameError as exc:
            unknown = exc
    for rule in stages["check_artefacts"]:
        rule.check_artefacts(out, listed, chosen, unknown)
    if unknown is not None:
        for rule in stages["check_name"]:
            rule.check_name(out, "artefact", ("artefact", 0) if listed else ("artefact",), "",
                            chosen[0], unknown)

    carrier = names.fold(artefact.carrier) if artefact else None
    looked = [look_up(rules, unit) for unit in army.units]
    bought = _bought(rules, army, looked, [*found.counted, *([carrier] if carrier else [])])
    if found.army:
        unit_names = [unit.name for unit in army.units]
        for rule in found.army:
            rule.check_army(out, unit_names, bought)
    # with several carriers (already a violation) the artefact goes with the first
    carriers = bought[carrier] if carrier else []
    general_unit = carriers[0][0] if carriers else None
    for rule in stages["check_carrier"]:
        rule.check_carrier(out, artefact, general_unit)

    reports = []
    total = 0
    known: list[UnitFacts] = []  # those that may bring Mercury
    setup = quiet_setup(rules)
    for i, unit in enumerate(army.units):
        carried = artefact if (artefact is not None and i == general_unit) else None
        utype, plans = looked[i]
        quiet = (quiet_unit(rules, unit, utype, plans, solo_opponent, setup, carried)
                 if not isinstance(utype, UnknownNameError) else None)
        report, facts = quiet if quiet is not None else check_unit(
            rules, out, i, unit, looked[i], carried, solo_opponent)
        reports.append(report)
        total += report.points
        if facts is not None:
            known.append(facts)

    where: PathKey = ("points_limit",) if points_limit is None else ("units",)
    for rule in found.total:
        rule.check_total(out, total, limit, where)
    return ArmyReport(
        name=army.name,
        points_limit=limit,
        total_points=total,
        mercury_per_round=mercury(rules, limit, known),
        violations=in_file_order(out.violations),
        warnings=in_file_order(out.warnings),
        units=tuple(reports),
    )



def validate_many(
    rules: Hobgoblin, armies: Sequence[ArmyList], *, points_limit: int | None = None,
    solo_opponent: bool = False,
) -> list[ArmyReport]:
    """:func:`validate` each list (for organisers checking many lists)."""
    return [validate(rules, a, points_limit=points_limit, solo_opponent=solo_opponent)
            for a in armies]


__all__ = [
    "ArmyList", "ArmyReport", "Base", "LoadedArmy", "Problem", "UnitEntry", "UnitReport",
    "army_schema", "load_army", "parse_army", "validate", "validate_many",
]
