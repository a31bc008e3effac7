"""What ``rulesref show`` says of a Livestock Uprising object beyond its summary and
citation (the details hook named in :data:`rulesref.games.livestock_uprising.RULESET`): a
troop's or Special Force's cost and harvest, a recruitment card's rows, a rule's number,
reading and effects, a component's count, and a phase's place in the turn."""

from __future__ import annotations

from collections.abc import Sequence

from rulesref.core import names
from rulesref.core.search import Kind, RulesObject
from rulesref.core.show import Details
from rulesref.games.livestock_uprising.model import Amount, LivestockUprising


def _cost(amounts: Sequence[Amount]) -> str:
    return " and ".join(f"{a.amount} {a.resource}" for a in amounts) or "nothing"


def details(rules: LivestockUprising, obj: RulesObject) -> Details | None:
    """The details of one of the game's search objects, or ``None`` when there are none
    beyond its summary."""
    wanted = names.fold(obj.name)
    if obj.kind is Kind.UNIT_TYPE:
        troop = next((t for t in rules.troops if names.fold(t.name) == wanted), None)
        if troop is not None:
            facts = [("Cost", _cost(troop.cost))]
            if troop.harvests:
                facts.append(("Harvests", ", ".join(troop.harvests)))
            return Details(facts=tuple(facts))
        force = next((f for f in rules.special_forces if names.fold(f.name) == wanted), None)
        if force is not None:
            return Details(facts=(("Faction", force.faction), ("Cost", _cost(force.cost))))
    if obj.kind is Kind.CARD:
        card = next((c for c in rules.recruitment_cards if names.fold(c.name) == wanted),
                    None)
        if card is not None:
            return Details(facts=(("Faction", card.faction or "any"),),
                           parts=tuple((row.unit, _cost(row.cost), None) for row in card.rows))
    if obj.kind is Kind.RULE:
        rule = next((r for r in rules.play_rules if names.fold(r.name) == wanted), None)
        if rule is not None:
            facts = [("Value", str(rule.value))] if rule.value is not None else []
            if rule.reading:
                facts.append(("Our reading", rule.reading))
            return Details(facts=tuple(facts), effects=rule.effects)
    if obj.kind is Kind.COMPONENT:
        component = next((c for c in rules.components if names.fold(c.name) == wanted), None)
        if component is not None:
            facts = [("Count", str(component.count))]
            if component.reading:
                facts.append(("Our reading", component.reading))
            return Details(facts=tuple(facts))
    if obj.kind is Kind.FACTION:
        faction = next((f for f in rules.factions if names.fold(f.name) == wanted), None)
        if faction is not None:
            return Details(facts=(("Colour", faction.colour),))
    return None
