"""Hobgoblin's references by kind, and what it defines, for the engine's reference check
(:mod:`rulesref.core.references`): every keyword an effect gives, takes, forbids, ignores,
mentions or tests for, as the effect writes it (``Courage [+2]``, ``Infantry``), and each
keyword of a terrain example (which must be a terrain keyword), with the
references to kinds of thing transcribed in ``references.yaml``; and the book's keywords,
statistics, unit types, allegiances, spells, cards and artefacts, each with its kind.

Both are derived from the records each time they are asked for; the effects keep the
printed form, and where the model reads a reference as something else (``Courage [+2]`` as
two more Courage) the reading is recorded in ``readings.yaml`` (``courage-in-keyword-form``).
"""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.conditions import PARAMETERS, Predicate
from rulesref.core.effects import Effect, conditions_of, keyword_of
from rulesref.core.references import DefinedName, PrintedReference
from rulesref.games.hobgoblin.effect_sources import holders
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.keywords import KeywordDef, Trait

#: Predicates whose keyword parameter names a keyword (not a deck or a score).
KEYWORD_PREDICATES = frozenset(p for p, needs in PARAMETERS.items() if "keyword" in needs) - {
    Predicate.DECK_EMPTY, Predicate.DISCARD_EMPTY, Predicate.SCORES_TIED, Predicate.MOST_OF,
    Predicate.LEAST_OF}


def written_keywords(effect: Effect) -> Iterator[tuple[str, str]]:
    """(keyword as written, how it is named) for every keyword an effect gives, takes,
    forbids, ignores, mentions or tests for."""
    written = keyword_of(effect)
    if written:
        yield written, effect.kind
    for spared in getattr(effect, "except_", ()):
        yield spared, "exception"
    for cond in conditions_of(effect):
        for test in cond.tests():
            if test.pred in KEYWORD_PREDICATES and test.keyword:
                yield test.keyword, "condition"


def printed_references(rules: Hobgoblin) -> tuple[PrintedReference, ...]:
    """Every keyword the effects name, as written, with the rule that names it; every
    keyword a terrain example has, as a terrain keyword; and the transcribed references to
    kinds of thing (``kind_references``)."""
    out = [PrintedReference(name=written, kind="keyword", by=holder.name,
                            cite=holder.cite_of(effect))
           for holder in holders(rules) for effect in holder.effects
           for written, _how in written_keywords(effect)]
    examples = rules.terrain_examples
    out += [PrintedReference(name=kw, kind="terrain keyword", by=ex.name, cite=examples.cite)
            for ex in examples.examples for kw in ex.keywords]
    return (*out, *rules.kind_references)


def _keyword(kw: KeywordDef) -> DefinedName:
    kind = "terrain keyword" if Trait.TERRAIN in kw.traits else "unit keyword"
    return DefinedName(name=kw.name, kind=kind, cite=kw.cite, aliases=kw.aliases)


def _definitions(rules: Hobgoblin) -> Iterator[DefinedName]:
    for kw in rules.keywords:
        yield _keyword(kw)
    for al in rules.allegiances:
        for spell in al.spells:
            yield from (_keyword(kw) for kw in spell.keywords)
    for art in rules.artefacts:
        yield from (_keyword(kw) for kw in art.keywords)
    from rulesref.games.hobgoblin.model.vocabulary import VOCABULARY

    profile = rules.unit_types[0].cite if rules.unit_types else None
    if profile is not None:
        yield from (DefinedName(name=stat, kind="statistic", cite=profile)
                    for stat in sorted(VOCABULARY.stats))
    for unit in rules.unit_types:
        yield DefinedName(name=unit.name, kind="unit type", cite=unit.cite,
                          aliases=unit.aliases)
    for al in rules.allegiances:
        yield DefinedName(name=al.name, kind="abyssal allegiance", cite=al.cite)
        yield from (DefinedName(name=s.name, kind="spell", cite=s.cite) for s in al.spells)
    for card in rules.fortune.cards:
        yield DefinedName(name=card.name, kind="fortune card", cite=card.cite)
    for art in rules.artefacts:
        yield DefinedName(name=art.name, kind="cursed artefact", cite=art.cite)


def defined_names(rules: Hobgoblin) -> tuple[DefinedName, ...]:
    """The keywords (unit or terrain), unit statistics, unit types, abyssal allegiances,
    spells, Fortune cards and cursed artefacts the book defines."""
    return tuple(_definitions(rules))
