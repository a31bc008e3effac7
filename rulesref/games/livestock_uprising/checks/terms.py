"""The Livestock Uprising vocabulary: the names the data uses (for the engine's term check),
the names it defines outside the glossary, and every citation's section against the table of
contents.
"""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.citation import Citation
from rulesref.games.livestock_uprising.checks.support import _finding, _rules, _slug, _where
from rulesref.games.livestock_uprising.model import (
    LivestockUprising,
)
from rulesref_verify.findings import Finding
from rulesref_verify.terms import Use, terms_check

# --------------------------------------------------------------------------- terms


def check_citations(rules: LivestockUprising | None = None) -> list[Finding]:
    """Every citation's section is a heading of the table of contents."""
    r = _rules(rules)
    out: list[Finding] = []
    paths = {s.path for s in r.sections}
    bad_sections: set[str] = set()
    for key, cite in _citations(r):
        if cite.section not in paths and cite.section not in bad_sections:
            bad_sections.add(cite.section)
            out.append(_finding("citations", f"section.{_slug(cite.section)}",
                                f"cited section {cite.section!r} is not in the table of "
                                "contents", cite, key.split(".")[0].split("[")[0] + ".yaml", key))
    return out


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


def _citations(r: LivestockUprising) -> Iterator[tuple[str, Citation]]:
    """Every citation in the model with a dotted key naming where it is."""
    import dataclasses

    def walk(obj: object, key: str) -> Iterator[tuple[str, Citation]]:
        if isinstance(obj, Citation):
            yield key, obj
        elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            for f in dataclasses.fields(obj):
                yield from walk(getattr(obj, f.name), f"{key}.{f.name}" if key else f.name)
        elif isinstance(obj, tuple):
            for i, item in enumerate(obj):
                yield from walk(item, f"{key}[{i}]")

    yield from walk(r, "")


check_terms = terms_check(term_uses, defined_names)
