"""HOARDE's named objects for search and the site's index: a pure function of the model."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.search import Kind, Maker, RulesObject, game_objects, step_objects
from rulesref.games.hoarde.model import Hoarde

GAME = "hoarde"
"""The game id the objects carry."""


def objects(rules: Hoarde) -> tuple[RulesObject, ...]:
    """Every attribute, winning set, deck, rule, reading and phase of the ruleset, each with a
    one-line summary and its citation."""
    return game_objects(GAME, _objects(rules), rules.sequences, rules.player_words)


def _objects(rules: Hoarde) -> Iterator[RulesObject]:
    make = Maker(GAME)
    for attribute in rules.attributes:
        yield make(attribute.name, Kind.ATTRIBUTE, attribute.summary, attribute.cite,
                   attribute.aliases)
    for winning in rules.winning_sets:
        decks = " and ".join(d.value for d in winning.decks)
        yield make(f"{winning.attribute} set", Kind.RULE,
                   f"Winning set ({decks} deck): {winning.summary}", winning.cite)
    for deck in rules.decks:
        yield make(deck.name, Kind.DECK, deck.summary, deck.cite, deck.aliases)
    for rule in rules.game_rules:
        yield make(rule.name, Kind.RULE, rule.summary, rule.cite)
    for reading in rules.readings:
        yield make(reading.topic or reading.id, Kind.READING, reading.reading, reading.cite)
    yield from step_objects(make, rules.sequences)
