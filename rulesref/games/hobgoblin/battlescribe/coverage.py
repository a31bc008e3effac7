"""Which army rules the export expresses, and which the data format cannot, so users know
when to run ``rulesref validate``.

The report is derived: a rule is expressed when the export wrote a constraint, modifier or
limit for it (:mod:`.constraints` says how); every other army rule is listed with the reason
its rule object gives (:func:`.army_limits.engine`) for why the format has no way to say it.
"""

from __future__ import annotations

from collections.abc import Mapping

from rulesref.core.record import result
from rulesref.games.hobgoblin.army_limits import engine
from rulesref.games.hobgoblin.model import ArmyRule, Hobgoblin

#: What a rule that is neither expressed nor says why gets (a test keeps every rule from it).
GENERIC = "no constraint or modifier of the format says this"


@result
class Coverage:
    """One army rule and whether the export expresses it."""

    rule: ArmyRule
    expressed: bool
    how: tuple[str, ...]
    """How the export expresses it, or why the format cannot."""


def coverage(rules: Hobgoblin, expressed: Mapping[str, list[str]]) -> tuple[Coverage, ...]:
    """Every army rule with whether (and how) the export expresses it."""
    out = []
    for rule, obj in zip(rules.army_rules, engine(rules), strict=True):
        lines = expressed.get(rule.code)
        if lines:
            out.append(Coverage(rule, True, tuple(lines)))
        else:
            out.append(Coverage(rule, False, (obj.inexpressible or GENERIC,)))
    return tuple(out)


def not_expressed(rules: Hobgoblin, expressed: Mapping[str, list[str]]
                  ) -> tuple[Coverage, ...]:
    """The army rules the format cannot express."""
    return tuple(c for c in coverage(rules, expressed) if not c.expressed)


def report_lines(rules: Hobgoblin, expressed: Mapping[str, list[str]]) -> list[str]:
    """The report as text lines."""
    missing = not_expressed(rules, expressed)
    lines = [f"{len(missing)} army rules the BattleScribe format cannot express; check lists "
             "built in BattleScribe or New Recruit with `rulesref validate army.ros`:"]
    for c in missing:
        lines.append(f"  {c.rule.code} {c.rule.name} ({c.rule.cite.short()}): {c.how[0]}")
    return lines


def mercury_line(rules: Hobgoblin) -> str:
    """Why Mercury is no second cost type: the format's costs add up over selections, and
    the Mercury an army gains grows with its points limit, which no selection carries."""
    from rulesref.games.hobgoblin.army_magic import points_income

    said = "; ".join(f"{amount} per {per} points of the limit ({cite.short()})"
                     for amount, per, cite in points_income(rules))
    return ("Mercury is not a cost type here: an app adds costs up over the selections, "
            f"and an army's Mercury each Magic Phase grows with its points limit ({said}), "
            "which no selection carries; `rulesref validate` reports it.")


def readme(rules: Hobgoblin, expressed: Mapping[str, list[str]]) -> str:
    """The game system's readme: where the data comes from and what it cannot check."""
    head = (f"{rules.title}, {rules.edition}: exported by rulesref from its cited rules "
            "model. Points, keyword costs and most army-building rules are checked here; ")
    return head + "\n".join([*report_lines(rules, expressed), mercury_line(rules)])
