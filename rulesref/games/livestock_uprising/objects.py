"""Livestock Uprising's named objects for search and the site's index: a pure function of
the model."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from rulesref.core.search import Kind, Maker, RulesObject, game_objects, step_objects
from rulesref.games.livestock_uprising.model import Amount, LivestockUprising

GAME = "livestock_uprising"
"""The game id the objects carry."""


def _cost(amounts: Sequence[Amount]) -> str:
    return " and ".join(f"{a.amount} {a.resource}" for a in amounts)


def objects(rules: LivestockUprising) -> tuple[RulesObject, ...]:
    """Every troop, Special Force, faction, card, rule, army rule, reading, term, component
    and phase of the ruleset, each with a one-line summary and its citation."""
    return game_objects(GAME, _objects(rules), rules.sequences, rules.player_words)


def _objects(rules: LivestockUprising) -> Iterator[RulesObject]:
    make = Maker(GAME)
    for troop in rules.troops:
        harvests = f"; harvests {', '.join(troop.harvests)}" if troop.harvests else ""
        yield make(troop.name, Kind.UNIT_TYPE,
                   f"Troop marshalled for {_cost(troop.cost)}{harvests}.", troop.cite,
                   troop.aliases)
    for force in rules.special_forces:
        yield make(force.name, Kind.UNIT_TYPE,
                   f"{force.faction} Special Force marshalled for {_cost(force.cost)}.",
                   force.cite)
    for faction in rules.factions:
        yield make(faction.name, Kind.FACTION, f"A faction, playing {faction.colour}.",
                   faction.cite, faction.aliases)
    for card in rules.recruitment_cards:
        units = ", ".join(row.unit for row in card.rows)
        whose = f"{card.faction} " if card.faction else ""
        yield make(card.name, Kind.CARD, f"{whose}recruitment card listing {units}.",
                   card.cite)
    for rule in rules.play_rules:
        yield make(rule.name, Kind.RULE, rule.summary, rule.cite)
    for army_rule in rules.army_rules:
        yield make(army_rule.name, Kind.ARMY_RULE, f"{army_rule.code}: {army_rule.summary}",
                   army_rule.cite, (army_rule.code,))
    for reading in rules.readings:
        yield make(reading.topic or reading.id, Kind.READING, reading.reading, reading.cite)
    for term in rules.terms:
        yield make(term.name, Kind.TERM, term.summary, term.cite, term.aliases)
    for resource in rules.resources:
        needs = "needs a troop to harvest" if resource.needs_troop else "harvested by any General"
        yield make(resource.name, Kind.TERM, f"A resource; {needs}.", resource.cite)
    for component in rules.components:
        yield make(component.name, Kind.COMPONENT, component.summary, component.cite)
    yield from step_objects(make, rules.sequences)
