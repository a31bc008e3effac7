"""Hobgoblin lookups: unit types, keywords, keyword costs, unit profiles and target numbers.

Names are found in :mod:`~rulesref.games.hobgoblin.naming`, keyword costs in
:mod:`~rulesref.games.hobgoblin.cost_lookups` and profiles worked out in
:mod:`~rulesref.games.hobgoblin.profiles`; all are re-exported here (the last two imported when
first used, so a target number lookup creates no profile or cost records). Target numbers read the
keywords' effects (:mod:`rulesref.core.effects`): a change applies only when its condition can
hold for the attack, and a shooting attack needs a unit the rules let shoot.

Pure functions of the loaded model; names match case-insensitively and through the aliases the
book itself uses. Nothing here reads files or prints.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING, Literal

from rulesref.core import lazy, names
from rulesref.core.citation import Citation
from rulesref.core.record import result
from rulesref.errors import RulesError
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.naming import (
    KeywordValueError,
    _keyword_table,
    all_keyword_defs,
    canonical_ref,
    check_value,
    find_keyword,
    find_unit_type,
    keyword_ref,
)

if TYPE_CHECKING:
    from rulesref.core.effects import Action
    from rulesref.games.hobgoblin.cost_lookups import (
        CostBreakdown,
        CostLine,
        canonical_costs,
        find_cost_entry,
        keyword_costs,
        unit_cost,
    )
    from rulesref.games.hobgoblin.model import (
        ChartPrinting,
        GameRule,
        UnitType,
    )
    from rulesref.games.hobgoblin.profiles import (
        ConditionalKeyword,
        KeywordSet,
        Profile,
        forbidden,
        held_keywords,
        keyword_set,
        profile,
        profile_key,
        profile_of,
        unit_keywords,
        weakness_names,
    )
    from rulesref.games.hobgoblin.situation import ATTACK_PHASES, UnitFacts
    from rulesref.games.hobgoblin.target_changes import Conditional, Modifier, Skipped
else:  # profiles read every keyword's effects: imported when first asked for
    __getattr__, __dir__ = lazy.exports(__name__, {
        **dict.fromkeys(("CostBreakdown", "CostLine", "canonical_costs", "find_cost_entry",
                         "keyword_costs", "unit_cost"),
                        "rulesref.games.hobgoblin.cost_lookups"),
        **dict.fromkeys(("ConditionalKeyword", "KeywordSet", "Profile", "forbidden",
                         "held_keywords", "keyword_set", "profile", "profile_key",
                         "profile_of", "unit_keywords", "weakness_names"),
                        "rulesref.games.hobgoblin.profiles"),
        "ATTACK_PHASES": "rulesref.games.hobgoblin.situation",
        # created only when a lookup names a keyword
        **dict.fromkeys(("Conditional", "Modifier", "Skipped"),
                        "rulesref.games.hobgoblin.target_changes"),
    })

__all__ = [
    "ATTACK_PHASES", "AttackKind", "CannotShoot", "Conditional", "ConditionalKeyword",
    "CostBreakdown", "CostLine", "KeywordSet", "KeywordValueError", "Modifier", "Profile",
    "Skipped", "TargetNumber", "all_keyword_defs", "attack_facts", "canonical_chart",
    "canonical_costs", "canonical_ref", "chart_grid", "check_can_shoot", "check_value",
    "find_cost_entry", "find_keyword", "find_unit_type", "forbidden", "held_keywords",
    "keyword_costs", "keyword_ref", "keyword_set", "profile", "profile_key", "profile_of",
    "shooter_engaged", "shooting_rules", "target_number", "unit_cost", "unit_keywords",
    "weakness_names",
]

AttackKind = Literal["close_combat", "shooting"]


# --------------------------------------------------------------------------- target numbers


def canonical_chart(rules: Hobgoblin) -> ChartPrinting:
    """The printing of the target number chart that lookups use."""
    return next(p for p in rules.chart_printings if p.canonical)


def chart_grid(rules: Hobgoblin, chart: ChartPrinting) -> dict[tuple[str, str], int]:
    """A printing's cells keyed by (attacker, defender) unit type names.

    Printed headings are matched to unit types through their names and aliases.

    :raises UnknownNameError: when a heading names no unit type.
    """
    columns = [find_unit_type(rules, d).name for d in chart.defenders]
    grid = {}
    for row in chart.rows:
        attacker = find_unit_type(rules, row.attacker).name
        for defender, value in zip(columns, row.targets, strict=True):
            grid[(attacker, defender)] = value
    return grid


@cache
def _canonical_grid(rules: Hobgoblin) -> dict[tuple[str, str], int]:
    return chart_grid(rules, canonical_chart(rules))


@result
class TargetNumber:
    """A target number with how it was reached."""

    attacker: str
    defender: str
    attack: AttackKind
    chart_value: int
    modifiers: tuple[Modifier, ...]
    cite: Citation
    skipped: tuple[Skipped, ...] = ()
    conditional: tuple[Conditional, ...] = ()
    """Changes of the unit types' own keywords that apply only when their condition holds,
    each with the target number it then gives (not in :attr:`value`)."""

    @property
    def value(self) -> int:
        """The final target number."""
        return self.modifiers[-1].after if self.modifiers else self.chart_value

    @property
    def hit_chance(self) -> float:
        """Chance one die hits: natural 6 always hits, natural 1 always misses."""
        return min(5, max(1, 7 - self.value)) / 6


class CannotShoot(RulesError):
    """A shooting attack asked of a unit that the rules do not let shoot."""

    def __init__(self, message: str, rule: GameRule) -> None:
        self.rule = rule
        super().__init__(message)


@cache
def shooting_rules(rules: Hobgoblin) -> tuple[tuple[GameRule, Action], ...]:
    """The rules that say who may make a shooting attack: an allowed ``shoot`` action with a
    requirement on the shooter (Who shoots, p. 20)."""
    from rulesref.core.effects import Action

    return tuple((rule, eff) for rule in rules.game_rules for eff in rule.effects
                 if isinstance(eff, Action) and eff.action == "shoot" and eff.allowed
                 and eff.requires is not None)


def attack_facts(rules: Hobgoblin, unit: UnitType, texts: Iterable[str], at: str,
                 complete: bool = False, engaged: bool | None = None) -> UnitFacts:
    """What is known of a unit at the phase or step ``at`` of an attack: the keywords it
    holds with ``texts`` named for it, their traits and its unit type."""
    from rulesref.core.keywords import KeywordRef
    from rulesref.games.hobgoblin.profiles import unit_keywords
    from rulesref.games.hobgoblin.situation import UnitFacts

    refs, _ = unit_keywords(rules, unit, [KeywordRef.parse(t) for t in texts])
    defs = [k for r in refs if (k := _keyword_table(rules).get(names.fold(r.name)))]
    return UnitFacts(frozenset(names.fold(r.name) for r in refs),
                     frozenset(names.fold(t.value) for k in defs for t in k.traits),
                     complete=complete, unit_type=unit.name, engaged=engaged, at=at,
                     rules=rules)


def check_can_shoot(rules: Hobgoblin, unit: UnitType, keywords: Iterable[str] = ()) -> None:
    """Refuse a shooting attack by a unit that the rules on who shoots exclude: with only
    the keywords given (its own and ``keywords``), it cannot meet their requirement.

    :raises CannotShoot: naming the rule and its page.
    """
    from rulesref.core.conditions import can_hold
    from rulesref.core.effect_words import condition_words
    from rulesref.games.hobgoblin.situation import ATTACK_PHASES

    texts = list(keywords)
    facts = attack_facts(rules, unit, texts, ATTACK_PHASES["shooting"], complete=True)
    for rule, eff in shooting_rules(rules):
        if not can_hold(eff.requires, facts.decide):
            assert eff.requires is not None
            needed = [t.keyword for t in eff.requires.all if t.keyword]
            has = " with " + ", ".join(texts) if texts else ""
            raise CannotShoot(
                f"{unit.name}{has} cannot make a shooting attack: it has no Range and "
                f"{rule.name} ({rule.cite.short()}) lets only a unit with "
                f"{' and '.join(needed) or condition_words(eff.requires)} shoot", rule)


def shooter_engaged(rules: Hobgoblin) -> bool | None:
    """``False`` when the rules on who shoots require an unengaged shooter."""
    from rulesref.core.conditions import Predicate

    for _, eff in shooting_rules(rules):
        if eff.requires is not None and any(t.pred is Predicate.ENGAGED
                                            for t in eff.requires.none):
            return False
    return None


def target_number(
    rules: Hobgoblin,
    attacker: str,
    defender: str,
    *,
    shooting: bool = False,
    attacker_keywords: Iterable[str] = (),
    defender_keywords: Iterable[str] = (),
    own_keywords: bool = False,
) -> TargetNumber:
    """The target number one unit type needs against another, with keyword modifiers.

    A shooting attack needs a unit the rules let shoot. A named keyword's change applies only
    when its condition can hold for this attack (its phase, the units' types and keywords);
    the others are listed as skipped. A keyword named twice for a side counts once. Modifiers
    clamp as each rule says. Where the order of a decrease and an increase changes the result,
    the order giving the lowest number is taken (the Rule of Carnage).

    With ``own_keywords``, the keywords each unit type holds of its own count too: a change
    without a condition applies, one whose condition can hold is listed in
    :attr:`TargetNumber.conditional` with the number it gives (name the keyword to apply it).

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises CannotShoot: for a shooting attack by a unit that cannot shoot.
    """
    att = find_unit_type(rules, attacker)
    dfn = find_unit_type(rules, defender)
    chart = canonical_chart(rules)
    base = _canonical_grid(rules)[(att.name, dfn.name)]
    attack: AttackKind = "shooting" if shooting else "close_combat"
    att_texts, dfn_texts = list(attacker_keywords), list(defender_keywords)
    for text in (*att_texts, *dfn_texts):
        find_keyword(rules, text)  # unknown names fail loudly
    if shooting:
        check_can_shoot(rules, att, att_texts)
    if not (att_texts or dfn_texts or own_keywords):  # nothing to modify the chart's number
        return TargetNumber(att.name, dfn.name, attack, base, (), chart.cite, ())
    from rulesref.games.hobgoblin.target_changes import changes, conditional_values, lowest

    found = changes(rules, att, dfn, attack, att_texts, dfn_texts, own=own_keywords)
    return TargetNumber(att.name, dfn.name, attack, base, lowest(base, found.applied),
                        chart.cite, found.skipped, conditional_values(base, found))
