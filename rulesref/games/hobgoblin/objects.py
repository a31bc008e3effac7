"""Hobgoblin's named objects for search and the site's index: a pure function of the model."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.search import Kind, Maker, RulesObject, game_objects, step_objects
from rulesref.games.hobgoblin.model import Hobgoblin

GAME = "hobgoblin"
"""The game id the objects carry."""


def objects(rules: Hobgoblin) -> tuple[RulesObject, ...]:
    """Every unit type, keyword, spell, allegiance, Fortune card, artefact, rule, army rule,
    phase, dice table, table result and term of the ruleset, each with a one-line summary,
    its citation and the words players use for it."""
    return game_objects(GAME, _objects(rules), rules.sequences, rules.player_words)


def _objects(rules: Hobgoblin) -> Iterator[RulesObject]:
    make = Maker(GAME)
    for unit in rules.unit_types:
        yield make(unit.name, Kind.UNIT_TYPE, unit.summary, unit.cite, unit.aliases)
    for kw in rules.keywords:
        yield make(kw.name, Kind.KEYWORD, kw.summary, kw.cite, kw.aliases)
    for allegiance in rules.allegiances:
        spells = ", ".join(s.name for s in allegiance.spells)
        yield make(allegiance.name, Kind.ALLEGIANCE,
                   f"Abyssal Allegiance ({allegiance.spell_group}); its spells: {spells}.",
                   allegiance.cite, (allegiance.spell_group,))
        for spell in allegiance.spells:
            yield make(spell.name, Kind.SPELL,
                       f"{spell.spell_class.value} of {allegiance.name}, {spell.cost} Mercury: "
                       f"{spell.summary}", spell.cite)
            for kw in spell.keywords:
                yield make(kw.name, Kind.KEYWORD, kw.summary, kw.cite, kw.aliases)
    for card in rules.fortune.cards:
        yield make(card.name, Kind.CARD, f"Fortune card {card.number}: {card.summary}",
                   card.cite)
    for artefact in rules.artefacts:
        yield make(artefact.name, Kind.ARTEFACT, artefact.summary, artefact.cite)
        for kw in artefact.keywords:
            yield make(kw.name, Kind.KEYWORD, kw.summary, kw.cite, kw.aliases)
    for rule in rules.game_rules:
        yield make(rule.name, Kind.RULE, rule.summary, rule.cite)
    for section in rules.sections:
        for named in section.rules:
            yield make(named.name, Kind.RULE, f"{section.name}: {named.summary}", named.cite)
    for variant in rules.play_variants:
        yield make(variant.name, Kind.RULE,
                   f"A way to play for {variant.players}: it changes "
                   f"{len(variant.changes)} steps of setting up and playing.", variant.cite)
    for army_rule in rules.army_rules:
        yield make(army_rule.name, Kind.ARMY_RULE, f"{army_rule.code}: {army_rule.summary}",
                   army_rule.cite, (army_rule.code,))
    yield from step_objects(make, rules.sequences)
    for table in rules.dice_tables:
        yield make(table.name, Kind.TABLE,
                   f"A {table.dice.value} table of {len(table.entries)} results.", table.cite)
        for entry in table.entries:
            yield make(entry.result, Kind.TABLE_RESULT,
                       f"{table.name}, {entry.rolls}" + (f": {entry.summary}"
                                                        if entry.summary else "."),
                       entry.cite or table.cite)
    examples = rules.terrain_examples
    for example in examples.examples:
        yield make(example.name, Kind.TERM,
                   f"A terrain example from the book: {', '.join(example.keywords)}.",
                   examples.cite)
    for term in rules.terms:
        yield make(term.name, Kind.TERM, term.summary, term.cite, term.aliases)
