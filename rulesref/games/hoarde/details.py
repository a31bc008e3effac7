"""What ``rulesref show`` says of a HOARDE object beyond its summary and citation (the
details hook named in :data:`rulesref.games.hoarde.RULESET`): an attribute's kind and
examples, a winning set's size and decks, a deck's make-up, a rule's number and reading,
and a phase's place in the turn."""

from __future__ import annotations

from rulesref.core import names
from rulesref.core.search import Kind, RulesObject
from rulesref.core.show import Details
from rulesref.games.hoarde.model import Hoarde


def details(rules: Hoarde, obj: RulesObject) -> Details | None:
    """The details of one of the game's search objects, or ``None`` when there are none
    beyond its summary."""
    wanted = names.fold(obj.name)
    if obj.kind is Kind.ATTRIBUTE:
        attribute = next((a for a in rules.attributes if names.fold(a.name) == wanted), None)
        if attribute is not None:
            facts = [("Kind", attribute.kind.value),
                     ("On every card", "yes" if attribute.on_every_card else "no")]
            if attribute.examples:
                facts.append(("Examples", ", ".join(attribute.examples)))
            return Details(facts=tuple(facts))
    if obj.kind is Kind.DECK:
        deck = next((d for d in rules.decks if names.fold(d.name) == wanted), None)
        if deck is not None:
            return Details(facts=(("Make-up", deck.composition.summary),
                                  ("Our reading", deck.composition.reading)))
    if obj.kind is Kind.RULE:
        winning = next((w for w in rules.winning_sets
                        if names.fold(f"{w.attribute} set") == wanted), None)
        if winning is not None:
            facts = [("Cards", str(winning.size)),
                     ("Decks", ", ".join(d.value for d in winning.decks))]
            if winning.grants:
                facts.append(("Grants", ", ".join(winning.grants)))
            return Details(facts=tuple(facts))
        rule = next((r for r in rules.game_rules if names.fold(r.name) == wanted), None)
        if rule is not None:
            facts = [("Value", str(rule.value))] if rule.value is not None else []
            if rule.reading:
                facts.append(("Our reading", rule.reading))
            return Details(facts=tuple(facts))
    return None
