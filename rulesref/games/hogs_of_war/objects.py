"""Hogs of War's named objects for search and the site's index: a pure function of the
model."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.search import Kind, Maker, RulesObject, game_objects, step_objects
from rulesref.games.hogs_of_war.model import HogsOfWar

GAME = "hogs_of_war"
"""The game id the objects carry."""
GOAL = "Goal"
"""The name of the object saying how the game is won: the book's section."""


def objects(rules: HogsOfWar) -> tuple[RulesObject, ...]:
    """Every term, card, kind of card, Hog class, token, icon, component, phase and action of
    the ruleset, and how the game is won, each with a one-line summary and its citation."""
    return game_objects(GAME, _objects(rules), rules.sequences, rules.player_words)


def _objects(rules: HogsOfWar) -> Iterator[RulesObject]:
    make = Maker(GAME)
    for card in rules.named_cards:
        yield make(card.name, Kind.CARD, f"{card.kind}: {card.summary}", card.cite,
                   card.aliases)
    for kind in rules.card_kinds:
        yield make(kind.name, Kind.CARD, kind.summary, kind.cite)
    for hog_class in rules.hog_classes:
        yield make(hog_class.name, Kind.CLASS, f"Hog class: {hog_class.ability}",
                   hog_class.cite)
    for token in rules.tokens:
        yield make(token.name, Kind.TOKEN, token.summary, token.cite)
    for icon in rules.icons:
        yield make(icon.name, Kind.TERM, f"Icon ({icon.looks_like}): {icon.summary}",
                   icon.cite)
    for component in rules.components:
        yield make(component.name, Kind.COMPONENT, component.summary, component.cite)
    for term in rules.terms:
        yield make(term.name, Kind.TERM, term.summary, term.cite, term.aliases)
    for action in rules.actions.actions:
        yield make(action.name, Kind.RULE, f"Action: {action.summary}", action.cite,
                   action.aliases)
    yield make(GOAL, Kind.RULE, rules.game_end.summary, rules.game_end.cite)
    team = rules.four_player
    yield make(team.cite.section or "Four Player Rules", Kind.RULE, team.summary, team.cite)
    yield from step_objects(make, rules.sequences)
