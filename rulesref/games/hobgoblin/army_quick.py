"""The short way army validation takes for a unit no rule has anything to say about.

Most units of most lists break no rule: every keyword they buy is a quiet, legal purchase
(:attr:`.army_index.Plan.quick`), bought once, within each counting rule's limit; they set no
field some rule object reads besides the keywords (:func:`.army_limits.unit_fields_read`: an
allegiance, a base) and must pick none; and nothing they hold (what their artefact conveys
among it, for the unit carrying one) forbids or bans what they gain. What to look for is
derived from the rule objects (which of them take part in which stage of the check,
:attr:`.army_limits.Limits.stages`), not listed here: an artefact is only more keywords the
unit holds, which the same rule objects speak about or not.
For such a unit :func:`quiet_unit` gives the report :func:`.army_units.check_unit` gives,
in one pass over its purchases and without the collector; for any other it gives ``None``
and the long way is taken. The tests check that the two agree on varied units
(``test_validate_fast_paths``).
"""

from __future__ import annotations

from functools import cache

from rulesref.core.citation import Citation
from rulesref.core.record import result
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_facts import Extra, known_facts, unit_held
from rulesref.games.hobgoblin.army_index import Plan, Refusal
from rulesref.games.hobgoblin.army_limits import limits, unit_fields_read
from rulesref.games.hobgoblin.army_list import UnitEntry, UnitReport
from rulesref.games.hobgoblin.army_magic import brings_mercury
from rulesref.games.hobgoblin.army_units import NOTHING_BLOCKED, given_extras
from rulesref.games.hobgoblin.model import Artefact, Hobgoblin, UnitType
from rulesref.games.hobgoblin.situation import UnitFacts


@result
class QuietSetup:
    """What :func:`quiet_unit` reads of the model for every unit, read once."""

    each: int | None
    """At most so many purchases of one entry (:meth:`.Limits.repeat_limit`), or ``None``
    when no rule limits that."""
    columns: tuple[tuple[str, int], ...]
    """Each rule counting some of a unit's purchases (:meth:`.Rule.check_members`): its
    code, with the most purchases it allows."""
    cite: Citation
    """Where the cost table is printed."""
    fields: tuple[str, ...] = ()
    """The unit fields besides the keywords some rule object reads
    (:func:`.army_limits.unit_fields_read`): a unit that sets one takes the long way."""
    bans: bool = True
    """Some rule object reports the army-building bans it enforces
    (:meth:`.RuleObject.check_bans`): a unit some ban bars takes the long way."""
    choices: bool = True
    """Some rule object counts a unit's choices (:meth:`.RuleObject.check_choices`): a
    unit that must choose (a Wizard) takes the long way."""
    forbidden: bool = True
    """Some rule object reports what a unit's keywords forbid it to gain
    (:meth:`.RuleObject.check_forbidden`): a unit buying such a keyword takes the long
    way."""


@cache
def quiet_setup(rules: Hobgoblin) -> QuietSetup:
    """What :func:`quiet_unit` reads of the model (cached: once per model)."""
    found = limits(rules)
    return QuietSetup(
        found.repeat_limit(),
        tuple((r.code, r.member_limit() or 0) for r in found.members),
        lookups.canonical_costs(rules).cite,
        unit_fields_read(rules),
        bool(found.stages["check_bans"]),
        bool(found.stages["check_choices"]),
        bool(found.stages["check_forbidden"]),
    )


def quiet_unit(rules: Hobgoblin, unit: UnitEntry, utype: UnitType, plans: list[Plan | Refusal],
               automated: bool, setup: QuietSetup | None = None,
               artefact: Artefact | None = None
               ) -> tuple[UnitReport, UnitFacts | None] | None:
    """What :func:`.army_units.check_unit` gives for a unit of a known type with these plans
    (``automated``: the solo opponent's; ``artefact``: the one it carries, if any), when it
    would report nothing; ``None`` when it may report something.

    :param setup: :func:`quiet_setup` for ``rules``, if already at hand.
    """
    if setup is None:
        setup = quiet_setup(rules)
    for field in setup.fields:
        if getattr(unit, field) is not None:
            return None
    points = utype.points
    extras: list[Extra] = []
    lines = []
    keys = set()
    columns: list[str] = []
    for bought in plans:
        if not bought.quick:  # a refusal never is
            return None
        assert isinstance(bought, Plan)
        extras.append(bought.purchase.extra)
        lines.append(bought.line)
        points += bought.line.points
        keys.add(bought.purchase.key)
        if bought.columns:
            columns += bought.columns
    count = len(extras)
    if artefact is not None:  # what it conveys: held like a purchase, bought by no one
        extras += given_extras(rules, artefact.name)
    if count and setup.each is not None and (setup.each < 1 or len(keys) < count):
        return None
    if columns:
        for code, most in setup.columns:
            if columns.count(code) > most:
                return None
    name = utype.name
    key, held, traits, keywords, forbids, bans, wizard, _ = unit_held(rules, name, extras,
                                                                      automated)
    if (bans and setup.bans) or (wizard and setup.choices):
        return None  # a ban bars a purchase; a Wizard must pick allegiances
    if forbids and setup.forbidden and any(p.purchase.folded in forbids for p in plans
                                           if isinstance(p, Plan)):
        return None
    cost = lookups.CostBreakdown(name, utype.points, utype.cost_multiplier, tuple(lines),
                                 setup.cite)
    report = UnitReport(unit.name, name, points, cost, (), keywords,
                        (rules, name, key, NOTHING_BLOCKED))
    if not brings_mercury(rules, held):
        return report, None
    return report, known_facts(held, traits, name, automated)
