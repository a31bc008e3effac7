"""The short way army validation takes for a unit no rule has anything to say about.

Most units of most lists break no rule: every keyword they buy is a quiet, legal purchase
(:attr:`.army_index.Plan.quick`), bought once, within each column's limit; they select no
allegiance, give no base, must pick none, and carry no artefact; and nothing they hold
forbids or bans what they buy. For such a unit :func:`quiet_unit` gives the report
:func:`.army_units.check_unit` gives, in one pass over its purchases and without the
collector; for any other it gives ``None`` and the long way is taken. The tests check that
the two agree on varied units (``test_validate_fast_paths``).
"""

from __future__ import annotations

from functools import cache

from rulesref.core.citation import Citation
from rulesref.core.record import result
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_facts import _BY_ORDER, Extra, _Core, _core, known_facts
from rulesref.games.hobgoblin.army_index import Plan, Refusal
from rulesref.games.hobgoblin.army_limits import limits
from rulesref.games.hobgoblin.army_list import UnitEntry, UnitReport
from rulesref.games.hobgoblin.army_magic import _allegiance_needs, _income_keywords
from rulesref.games.hobgoblin.model import Hobgoblin, UnitType
from rulesref.games.hobgoblin.situation import UnitFacts

#: Keywords a unit is barred from besides what its own keywords forbid: none, in a list.
_NOTHING_BLOCKED: frozenset[str] = frozenset()


@result
class QuietSetup:
    """What :func:`quiet_unit` reads of the model for every unit, read once."""

    each: int | None
    """At most so many purchases of one entry (the ``unit_count`` rule on each entry), or
    ``None`` without such a rule."""
    columns: tuple[tuple[str, int], ...]
    """Each per-column ``unit_count`` rule's code, with the most purchases it allows."""
    cite: Citation
    """Where the cost table is printed."""
    needs: str | None
    """The folded name of the keyword a unit picks allegiances with; ``""`` when every unit
    picks them, ``None`` when none does."""
    income: frozenset[str] | None
    """Folded names without which a unit brings no Mercury (``None``: every unit may)."""
    bare: dict[str, _Core]
    """What each unit type holds with no extra keyword but those that add only themselves,
    by its name."""


@cache
def quiet_setup(rules: Hobgoblin) -> QuietSetup:
    """What :func:`quiet_unit` reads of the model (cached: once per model)."""
    found = limits(rules)
    needs = _allegiance_needs(rules)
    return QuietSetup(
        found.each[0].constraint.max if found.each else None,
        tuple((r.code, r.constraint.max or 0) for r in found.by_column),
        lookups.canonical_costs(rules).cite,
        None if needs is None else (needs[1] if needs[0] else ""),
        _income_keywords(rules),
        {u.name: _core(rules, u.name, ()) for u in rules.unit_types},
    )


def quiet_unit(rules: Hobgoblin, unit: UnitEntry, utype: UnitType, plans: list[Plan | Refusal],
               automated: bool, setup: QuietSetup | None = None
               ) -> tuple[UnitReport, UnitFacts | None] | None:
    """What :func:`.army_units.check_unit` gives for a unit of a known type, carrying no
    artefact, with these plans (``automated``: the solo opponent's), when it would report
    nothing; ``None`` when it may report something.

    :param setup: :func:`quiet_setup` for ``rules``, if already at hand.
    """
    if unit.allegiance is not None or unit.base is not None:
        return None
    if setup is None:
        setup = quiet_setup(rules)
    name = utype.name
    points = utype.points
    texts: list[str] = []
    own: list[str] = []
    own_traits: list[frozenset[str]] = []
    extras: list[Extra] = []
    lines = []
    keys = set()
    columns: list[str] = []
    for bought in plans:
        if not bought.quick:  # a refusal never is
            return None
        assert isinstance(bought, Plan)
        extra = bought.extra
        extras.append(extra)
        lines.append(bought.line)
        points += bought.points
        keys.add(bought.key)
        if extra.alone:
            own.append(extra.folded)
            own_traits.append(extra.traits)
        else:
            texts.append(extra.text)
        if bought.columns:
            columns += bought.columns
    count = len(extras)
    if count and setup.each is not None and (setup.each < 1 or len(keys) < count):
        return None
    if columns:
        for code, most in setup.columns:
            if columns.count(code) > most:
                return None
    if not texts:
        core = setup.bare[name]
    else:
        if len(texts) > 1:
            texts.sort()
        core = _core(rules, name, tuple(texts))
    if core.banned or core.wizard:
        return None
    if core.forbids and any(p.purchase.folded in core.forbids for p in plans
                            if isinstance(p, Plan)):
        return None
    every, traits, keywords = core.names, core.traits, core.keywords
    if own:
        alone = frozenset(own)
        if setup.needs is not None and (not setup.needs or setup.needs in alone):
            return None  # a Wizard: it must pick allegiances
        every = every | alone
        traits = traits.union(*own_traits)
        keywords = lookups.KeywordSet(every if core.kept is core.names else core.kept | alone,
                                      core.footprint)
    if count > 1:
        extras.sort(key=_BY_ORDER)
    cost = lookups.CostBreakdown(name, utype.points, utype.cost_multiplier, tuple(lines),
                                 setup.cite)
    report = UnitReport(unit.name, name, points, cost, (), keywords,
                        (rules, name, tuple([x.ref for x in extras]), _NOTHING_BLOCKED))
    if setup.income is not None and every.isdisjoint(setup.income):
        return report, None
    return report, known_facts(every, traits, name, automated)
