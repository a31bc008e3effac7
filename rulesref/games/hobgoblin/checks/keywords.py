"""The Hobgoblin keyword checks: every keyword named anywhere is defined under one spelling, the
cost table agrees with the index's traits, terrain uses Terrain keywords, and every printing
of a keyword definition outside the index states the index's facts.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rulesref.core.keywords import KeywordRef
from rulesref.core.names import fold
from rulesref.errors import KeywordSyntaxError
from rulesref.games.hobgoblin.model.keywords import Trait
from rulesref_verify.findings import Finding, Kind, facts


def _named_keywords(rules: Any) -> Iterator[tuple[str, str, str, str]]:
    """(keyword text, where, citation, data file) for every keyword the data names."""
    for unit in rules.unit_types:
        for k in unit.keywords:
            yield k, f"unit type {unit.name}", str(unit.description_cite), "unit_types.yaml"
    for printing in rules.cost_printings:
        for entry in printing.entries:
            yield (entry.keyword, f"keyword cost table ({printing.printing})",
                   str(printing.cite), "keyword_costs.yaml")
    for printing in rules.unit_stats_printings:
        for row in printing.rows:
            for k in row.keywords:
                yield (k, f"unit statistics ({printing.printing}), {row.unit_type}",
                       str(printing.cite), "unit_stats_printings.yaml")
    for ex in rules.terrain_examples.examples:
        for k in ex.keywords:
            yield (k, f"terrain example {ex.name}", str(rules.terrain_examples.cite),
                   "terrain_examples.yaml")


def _effect_keywords(rules: Any) -> Iterator[tuple[str, str, str, str]]:
    """The same, for every keyword an effect gives, takes, forbids, ignores, mentions or
    tests for (whether each is defined at all is the engine's reference check's finding,
    :mod:`rulesref_verify.references`)."""
    from rulesref.games.hobgoblin.checks.effects import named_keywords
    from rulesref.games.hobgoblin.effect_sources import holders

    labels = {"card": "Fortune card", "table": "", "section": ""}
    for holder in holders(rules):
        label = labels.get(holder.kind, holder.kind)
        where = f"{label} {holder.name}" if label else holder.name
        for effect in holder.effects:
            for name, _how in named_keywords(effect):
                yield name, where, str(holder.cite_of(effect)), holder.file


def check_keyword_names(rules: Any) -> list[Finding]:
    """Every keyword named anywhere (a unit type, a cost table, a terrain example, an effect)
    is a name the index defines (in any capitals: a difference of case alone is the same
    word, not a second name); outside the effects (where the engine's reference check,
    :mod:`rulesref_verify.references`, finds it), it is
    defined in the index or inline by the rule that gives it. A name the index records as
    another printing of a keyword is reported where the data first uses it."""
    index = {fold(k.name): k for k in rules.keywords}
    aliases = {fold(a): (a, k) for k in rules.keywords for a in k.aliases}
    inline = {fold(k.name) for a in rules.artefacts for k in a.keywords}
    inline |= {fold(k.name) for al in rules.allegiances for s in al.spells for k in s.keywords}
    out = []
    reported: set[str] = set()
    named = [(*n, False) for n in _named_keywords(rules)]
    named += [(*n, True) for n in _effect_keywords(rules)]
    for text, where, cite, file, in_effect in named:
        try:
            name = KeywordRef.parse(text).name
        except KeywordSyntaxError:
            out.append(Finding(f"keyword:syntax:{where}:{text}", "check_keyword_names",
                               f"{where} names {text!r}, which is not a keyword reference",
                               cite, file, where, kind=Kind.UNDEFINED))
            continue
        key = fold(name)
        if key in index:
            continue  # the index's name, perhaps in other capitals: the same word
        elif key in aliases:
            alias, kw = aliases[key]
            if f"variant:{alias}" not in reported:
                reported.add(f"variant:{alias}")
                out.append(Finding(
                    f"keyword:variant:{alias}", "check_keyword_names",
                    f"{where} writes '{name}', another printing of the keyword the index "
                    f"calls '{kw.name}' ({kw.cite.short()})", cite, file, where,
                    facts=facts(used=name, keyword=kw.name, first_use=where), kind=Kind.VARIANT,
                    citations=(cite, str(kw.cite))))
        elif key in inline or in_effect:
            continue
        elif f"undefined:{key}" not in reported:
            reported.add(f"undefined:{key}")
            out.append(Finding(f"keyword:undefined:{name}", "check_keyword_names",
                               f"{where} names the keyword '{name}', which the book never "
                               "defines", cite, file, where,
                               facts=facts(name=name, first_use=where), kind=Kind.UNDEFINED))
    return out


def check_cost_traits(rules: Any) -> list[Finding]:
    """The cost table and the index agree on each keyword's traits: the column it is printed
    in and whether it takes a value (whether a Reserved keyword can be bought at all is
    :func:`~rulesref.games.hobgoblin.checks.effects.check_reserved`'s question)."""
    index = {fold(k.name): k for k in rules.keywords}
    index.update({fold(a): k for k in rules.keywords for a in k.aliases})
    out = []
    for printing in rules.cost_printings:
        for entry in printing.entries:
            ref = KeywordRef.parse(entry.keyword)
            kw = index.get(fold(ref.name))
            if kw is None:
                continue  # reported by check_keyword_names
            trait = Trait(entry.column)
            cite = str(printing.cite)
            if trait not in kw.traits:
                out.append(Finding(
                    f"cost-traits:column:{printing.printing}:{entry.keyword}", "check_cost_traits",
                    f"{entry.keyword} is in the {entry.column} column of the cost table "
                    f"({printing.printing}) but the index gives it {', '.join(kw.trait_names())}",
                    cite, "keyword_costs.yaml", entry.keyword, kind=Kind.CONFLICT))
            if ref.numeric != kw.numeric:
                out.append(Finding(
                    f"cost-traits:numeric:{printing.printing}:{entry.keyword}",
                    "check_cost_traits",
                    f"{entry.keyword} is written {'with' if ref.numeric else 'without'} a value "
                    f"in the cost table but {'with' if kw.numeric else 'without'} one in the "
                    "index", cite, "keyword_costs.yaml", entry.keyword, kind=Kind.CONFLICT))
            expected = entry.cost < 0 if trait is Trait.WEAKNESS else entry.cost >= 0
            if not expected:
                out.append(Finding(
                    f"cost-traits:sign:{printing.printing}:{entry.keyword}", "check_cost_traits",
                    f"{entry.keyword} costs {entry.cost} but is in the {entry.column} column",
                    cite, "keyword_costs.yaml", entry.keyword, kind=Kind.CONFLICT))
    return out


def _fact_values(printing: Any) -> dict[str, str]:
    """A printing's facts by name (several values of one name are joined, sorted)."""
    values: dict[str, list[str]] = {}
    for fact in printing.facts:
        values.setdefault(fact.name, []).append(fact.value)
    return {name: " / ".join(sorted(v, key=fold)) for name, v in values.items()}


def _trait_words(traits: frozenset[Trait]) -> str:
    return ", ".join(t.value for t in Trait if t in traits)


def _printing_findings(name: str, printing: Any, ref: Any) -> Iterator[Finding]:
    """The differences between one printing of ``name`` and the index's facts ``ref``."""
    where = printing.cite.printing or printing.cite.section
    base = f"keyword-printing:{name}:{where}"
    here, there = printing.cite.short(), ref.cite.short()

    def found(suffix: str, message: str, **values: object) -> Finding:
        return Finding(f"{base}:{suffix}", "check_keyword_printings", f"{name}: {message}",
                       str(printing.cite), "keyword_printings.yaml", printing.keyword,
                       facts=facts(keyword=name, printing=where, fact=suffix, **values),
                       kind=Kind.CONFLICT, citations=(str(printing.cite), str(ref.cite)))

    # a printing with no trait line (prose, or a chapter's headings) says nothing about traits
    if printing.traits and ref.traits and printing.traits != ref.traits:
        yield found("traits", f"traits {_trait_words(printing.traits)} on {here} but "
                              f"{_trait_words(ref.traits)} on {there}")
    if printing.numeric != ref.numeric:
        yield found("numeric", f"printed {'with' if printing.numeric else 'without'} [x] on "
                               f"{here} but {'with' if ref.numeric else 'without'} it on {there}")
    mine, theirs = _fact_values(printing), _fact_values(ref)
    for fact in sorted(set(mine) | set(theirs)):
        got, want = mine.get(fact), theirs.get(fact)
        if got is None or want is None:
            continue  # stated once: a shorter printing or a clarifying note, not a conflict
        if fold(got) != fold(want):
            yield found(fact, f"{fact} is {got!r} on {here} but {want!r} on {there}",
                        printed=got, index=want)


def check_keyword_printings(rules: Any) -> list[Finding]:
    """Every keyword definition printed outside the index (unit types, terrain, quick
    reference...) states the same facts, traits and ``[x]`` as the index's own definition.

    Facts are compared by name in a fixed vocabulary with normalised values: a finding for each
    value the two printings both state and state differently. A fact only one printing states
    is not a conflict: a shorter restatement leaves details out, and a note adds one.
    """
    canonical = {fold(k.name): k.name for k in rules.keywords}
    for kw in rules.keywords:
        for alias in kw.aliases:
            canonical.setdefault(fold(alias), kw.name)
    out: list[Finding] = []
    seen: set[str] = set()
    index: dict[str, Any] = {}
    for group, is_index in ((rules.index_facts, True), (rules.keyword_printings, False)):
        for printing in group:
            name = canonical.get(fold(printing.keyword))
            where = printing.cite.printing or printing.cite.section
            base = f"keyword-printing:{name or printing.keyword}:{where}"
            if name is None:
                out.append(Finding(
                    f"{base}:unknown", "check_keyword_printings",
                    f"{printing.keyword} ({printing.cite.short()}) is not a keyword the index "
                    "defines", str(printing.cite), "keyword_printings.yaml", printing.keyword,
                    kind=Kind.DATA))
                continue
            if base in seen:
                out.append(Finding(
                    f"{base}:duplicate", "check_keyword_printings",
                    f"{name} has two entries for the {where} printing ({printing.cite.short()})",
                    str(printing.cite), "keyword_printings.yaml", printing.keyword, kind=Kind.DATA))
                continue
            seen.add(base)
            if is_index:
                index[fold(name)] = printing
                continue
            ref = index.get(fold(name))
            if ref is None:
                out.append(Finding(
                    f"{base}:no-index-facts", "check_keyword_printings",
                    f"{name} is printed on {printing.cite.short()} but index_facts has no entry "
                    "to compare it with", str(printing.cite), "keyword_printings.yaml",
                    printing.keyword, kind=Kind.DATA))
                continue
            out.extend(_printing_findings(name, printing, ref))
    return out
