"""The Livestock Uprising vocabulary: the names the data uses (for the engine's term check),
the names it defines outside the glossary (citations are checked by the engine's
:func:`~rulesref_verify.citations.check_citations`, against :attr:`LivestockUprising.contents`).
"""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.citation import Citation
from rulesref.games.livestock_uprising.checks.support import _where
from rulesref.games.livestock_uprising.model import (
    LivestockUprising,
)
from rulesref_verify.terms import Use, terms_check

# --------------------------------------------------------------------------- terms


def term_uses(r: LivestockUprising) -> Iterator[Use]:
    """Every name the data refers to, for the engine's term check."""
    for used, file, key, cite in _used_terms(r):
        yield Use(used, key, _where(cite), file, key)


def defined_names(r: LivestockUprising) -> Iterator[str]:
    """The names the ruleset defines outside its glossary: components, troops, Special
    Forces, resources, factions, tile kinds and the headings of the table of contents."""
    yield from (c.name for c in r.components)
    for troop in r.troops:
        yield troop.name
        yield from troop.aliases
    yield from (sf.name for sf in r.special_forces)
    yield from (res.name for res in r.resources)
    for faction in r.factions:
        yield faction.name
        yield from faction.aliases
    yield from (t.name for t in r.board.tile_kinds)
    yield from (s.heading for s in r.sections)


def _used_terms(r: LivestockUprising) -> Iterator[tuple[str, str, str, Citation]]:
    """(name, file, key, citation) for every name the data refers to."""
    for i, seq in enumerate(r.sequences):
        for j, step in enumerate(seq.steps):
            for field, values in (("grants", step.grants), ("removes", step.removes)):
                for value in values:
                    yield value, "sequences.yaml", f"sequences[{i}].steps[{j}].{field}", seq.cite
        for j, step in enumerate(seq.steps):
            if step.substeps is not None and seq.id == r.structure.round:
                yield step.name, "sequences.yaml", f"sequences[{i}].steps[{j}].name", seq.cite
    for i, kit in enumerate(r.faction_kit):
        yield kit.component, "components.yaml", f"faction_kit[{i}].component", kit.cite
        yield kit.printed_as, "components.yaml", f"faction_kit[{i}].printed_as", kit.cite
    for i, rule in enumerate(r.structure.status_rules):
        yield rule.status, "turn_structure.yaml", f"structure.status_rules[{i}]", rule.cite
    for i, cas in enumerate(r.battle.casualty_rules):
        yield cas.card, "battle.yaml", f"battle.casualty_rules[{i}].card", cas.cite
    for i, troop in enumerate(r.troops):
        for res in troop.harvests or ():
            yield res, "troops.yaml", f"troops[{i}].harvests", troop.harvest_cite or troop.cite
        for amount in troop.cost:
            yield amount.resource, "troops.yaml", f"troops[{i}].cost", troop.cite
    for i, sf in enumerate(r.special_forces):
        yield sf.faction, "special_forces.yaml", f"special_forces[{i}].faction", sf.cite
    for i, card in enumerate(r.recruitment_cards):
        if card.faction:
            yield card.faction, "recruitment_cards.yaml", f"recruitment_cards[{i}]", card.cite
        for j, row in enumerate(card.rows):
            yield row.unit, "recruitment_cards.yaml", f"recruitment_cards[{i}].rows[{j}]", card.cite


check_terms = terms_check(term_uses, defined_names)
