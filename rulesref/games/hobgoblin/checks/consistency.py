"""Consistency checks over the Hobgoblin rules data: each a small ``check_*`` function that
returns findings with stable ids."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from rulesref.core.keywords import KeywordRef, Trait
from rulesref.core.names import fold
from rulesref.errors import KeywordSyntaxError
from rulesref_verify.findings import Finding, facts


def check_dice_tables(rules: Any) -> list[Finding]:
    """Every dice table covers each possible roll exactly once."""
    out = []
    for table in rules.dice_tables:
        outcomes = table.dice.outcomes()
        possible = set(outcomes)
        for roll in outcomes:
            rows = table.lookup(roll)
            if not rows:
                out.append(Finding(f"dice:gap:{table.id}:{roll}", "check_dice_tables",
                                   f"{table.name} ({table.dice.value}): no result for a roll "
                                   f"of {roll}", str(table.cite), "dice_tables.yaml", table.id))
            elif len(rows) > 1:
                names = " and ".join(f"{r.rolls} {r.result}" for r in rows)
                out.append(Finding(f"dice:overlap:{table.id}:{roll}", "check_dice_tables",
                                   f"{table.name} ({table.dice.value}): a roll of {roll} "
                                   f"matches {names}", str(table.cite), "dice_tables.yaml",
                                   table.id, facts=facts(table=table.id, roll=roll,
                                                         rows=[f"{r.rolls} {r.result}"
                                                               for r in rows])))
        for entry in table.entries:
            if entry.low > entry.high or not (set(range(entry.low, entry.high + 1)) & possible):
                out.append(Finding(f"dice:impossible:{table.id}:{entry.rolls}",
                                   "check_dice_tables", f"{table.name}: the row {entry.rolls} "
                                   f"({entry.result}) cannot be rolled on {table.dice.value}",
                                   str(table.cite), "dice_tables.yaml", table.id))
    return out


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
    for kw in rules.keywords:
        for k in kw.grants:
            yield k, f"keyword {kw.name}", str(kw.cite), "keywords.yaml"
    for al in rules.allegiances:
        for spell in al.spells:
            for k in spell.grants:
                yield k, f"spell {spell.name}", str(spell.cite), "allegiances.yaml"
    for card in rules.fortune.cards:
        for k in card.grants:
            yield k, f"Fortune card {card.name}", str(card.cite), "fortune_cards.yaml"
    for art in rules.artefacts:
        for k in art.conveys:
            yield k, f"artefact {art.name}", str(art.cite), "artefacts.yaml"
    for ex in rules.terrain_examples.examples:
        for k in ex.keywords:
            yield (k, f"terrain example {ex.name}", str(rules.terrain_examples.cite),
                   "terrain_examples.yaml")
    for table in rules.dice_tables:
        for entry in table.entries:
            for k in entry.grants:
                yield (k, f"{table.name} {entry.rolls} {entry.result}",
                       str(entry.cite or table.cite), "dice_tables.yaml")
    for section in rules.sections:
        for rule in section.rules:
            for k in rule.grants:
                yield k, f"{section.name}: {rule.name}", str(rule.cite), "sections.yaml"


def check_keyword_names(rules: Any) -> list[Finding]:
    """Every keyword named anywhere is defined in the index under the same name and spelling,
    or is declared as defined inline by the rule that grants it; a name the index records as
    another printing of a keyword is reported where the data uses it."""
    index = {fold(k.name): k for k in rules.keywords}
    aliases = {fold(a): (a, k) for k in rules.keywords for a in k.aliases}
    inline = {fold(k.name) for a in rules.artefacts for k in a.keywords}
    inline |= {fold(k.name) for al in rules.allegiances for s in al.spells for k in s.keywords}
    out = []
    reported: set[str] = set()
    for text, where, cite, file in _named_keywords(rules):
        try:
            name = KeywordRef.parse(text).name
        except KeywordSyntaxError:
            out.append(Finding(f"keyword:syntax:{where}:{text}", "check_keyword_names",
                               f"{where} names {text!r}, which is not a keyword reference",
                               cite, file, where))
            continue
        key = fold(name)
        if key in index:
            defined = index[key].name
            if name != defined and f"spelling:{name}" not in reported:
                reported.add(f"spelling:{name}")
                out.append(Finding(f"keyword:spelling:{name}", "check_keyword_names",
                                   f"{where} writes '{name}'; the index writes '{defined}'",
                                   cite, file, where,
                                   facts=facts(used=name, index=defined, first_use=where)))
        elif key in aliases:
            alias, kw = aliases[key]
            if f"variant:{alias}" not in reported:
                reported.add(f"variant:{alias}")
                out.append(Finding(
                    f"keyword:variant:{alias}", "check_keyword_names",
                    f"{where} writes '{name}', another printing of the keyword the index "
                    f"calls '{kw.name}' ({kw.cite.short()})", cite, file, where,
                    facts=facts(used=name, keyword=kw.name, first_use=where)))
        elif key in inline:
            continue
        elif f"undefined:{key}" not in reported:
            reported.add(f"undefined:{key}")
            out.append(Finding(f"keyword:undefined:{name}", "check_keyword_names",
                               f"{where} names the keyword '{name}', which the book never "
                               "defines", cite, file, where,
                               facts=facts(name=name, first_use=where)))
    return out


def check_cost_traits(rules: Any) -> list[Finding]:
    """The cost table and the index agree on each keyword's traits: the column it is printed
    in, whether it can be bought at all (Reserved), and whether it takes a value."""
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
                    cite, "keyword_costs.yaml", entry.keyword))
            if kw.reserved and not entry.once_per_army:
                out.append(Finding(
                    f"cost-traits:reserved:{printing.printing}:{entry.keyword}",
                    "check_cost_traits",
                    f"{entry.keyword} is priced ({entry.cost}) in the cost table "
                    f"({printing.printing}) but the index marks it Reserved, which cannot be "
                    f"bought ({kw.cite.short()})", cite, "keyword_costs.yaml", entry.keyword,
                    facts=facts(keyword=entry.keyword, printing=printing.printing,
                                cost=entry.cost, traits=kw.trait_names())))
            if ref.numeric != kw.numeric:
                out.append(Finding(
                    f"cost-traits:numeric:{printing.printing}:{entry.keyword}",
                    "check_cost_traits",
                    f"{entry.keyword} is written {'with' if ref.numeric else 'without'} a value "
                    f"in the cost table but {'with' if kw.numeric else 'without'} one in the "
                    "index", cite, "keyword_costs.yaml", entry.keyword))
            expected = entry.cost < 0 if trait is Trait.WEAKNESS else entry.cost >= 0
            if not expected:
                out.append(Finding(
                    f"cost-traits:sign:{printing.printing}:{entry.keyword}", "check_cost_traits",
                    f"{entry.keyword} costs {entry.cost} but is in the {entry.column} column",
                    cite, "keyword_costs.yaml", entry.keyword))
    return out


def check_spells(rules: Any) -> list[Finding]:
    """Each spell's printed cost matches its class (from the Spell Costs rules), and each
    allegiance has three spells."""
    costs = {r.id.removeprefix("spell_cost_"): (r.value, r.cite) for r in rules.game_rules
             if r.id.startswith("spell_cost_")}
    out = []
    for al in rules.allegiances:
        if len(al.spells) != 3:
            out.append(Finding(f"spells:count:{al.name}", "check_spells",
                               f"{al.name} has {len(al.spells)} spells; each allegiance "
                               "should have three", str(al.cite), "allegiances.yaml", al.name))
        for spell in al.spells:
            expected = costs.get(spell.spell_class.value.casefold())
            if expected is None:
                continue
            if spell.cost != expected[0]:
                out.append(Finding(
                    f"spells:cost:{spell.name}", "check_spells",
                    f"{spell.name} ({al.name}) is a {spell.spell_class.value} costing "
                    f"{spell.cost}, but {spell.spell_class.value}s cost {expected[0]} "
                    f"({expected[1].short()})", str(spell.cite), "allegiances.yaml", spell.name))
    return out


def check_stated_counts(rules: Any) -> list[Finding]:
    """Counts the book states match the listed items."""
    out = []
    deck = rules.fortune
    listed = len(deck.cards) * deck.copies_per_card
    if listed != deck.stated_size:
        out.append(Finding("counts:fortune-deck", "check_stated_counts",
                           f"the Fortune deck is said to hold {deck.stated_size} cards, but "
                           f"{len(deck.cards)} cards x {deck.copies_per_card} copies is {listed}",
                           str(deck.cite), "fortune_cards.yaml", "fortune"))
    numbers = [c.number for c in deck.cards]
    if numbers != list(range(1, len(numbers) + 1)):
        out.append(Finding("counts:fortune-numbering", "check_stated_counts",
                           "the Fortune cards are not numbered 1 to N without gaps",
                           str(deck.cite), "fortune_cards.yaml", "fortune"))
    types = len(rules.unit_types)
    for chart in rules.chart_printings:
        if len(chart.rows) != types or len(chart.defenders) != types:
            out.append(Finding(f"counts:chart:{chart.printing}", "check_stated_counts",
                               f"the target chart ({chart.printing}) is not {types} by {types}",
                               str(chart.cite), "target_chart.yaml", chart.printing))
    return out


def _unit_rows(rules: Any) -> dict[str, tuple[Any, ...]]:
    return {u.name: (u.speed, u.range, u.strikes, u.courage,
                     tuple(sorted(fold(k) for k in u.keywords)), u.footprint,
                     u.cost_multiplier, u.points) for u in rules.unit_types}


FIELDS = ("speed", "range", "strikes", "courage", "keywords", "footprint", "keyword cost "
          "multiplier", "points")


def check_printings_agree(rules: Any) -> list[Finding]:
    """Every printing of a repeated table agrees with the canonical transcription (each
    printing is transcribed on its own, so this compares real transcriptions)."""
    out = []
    canon = _unit_rows(rules)
    for printing in rules.unit_stats_printings:
        for row in printing.rows:
            values = (row.speed, row.range, row.strikes, row.courage,
                      tuple(sorted(fold(k) for k in row.keywords)), row.footprint,
                      row.cost_multiplier, row.points)
            expected = canon.get(row.unit_type)
            if expected is None:
                continue
            for name, got, want in zip(FIELDS, values, expected, strict=True):
                if got != want:
                    out.append(Finding(
                        f"printings:unit-stats:{printing.printing}:{row.unit_type}:{name}",
                        "check_printings_agree",
                        f"{row.unit_type} {name}: {got} in the unit statistics "
                        f"({printing.printing}, {printing.cite.short()}) but {want} in the "
                        "unit types", str(printing.cite), "unit_stats_printings.yaml",
                        row.unit_type))
    from rulesref.games.hobgoblin.lookups import chart_grid

    charts = [(c, chart_grid(rules, c)) for c in rules.chart_printings]
    for (a, grid_a), (b, grid_b) in itertools.combinations(charts, 2):
        for cell in sorted(grid_a):
            if grid_a[cell] != grid_b.get(cell):
                out.append(Finding(
                    f"printings:chart:{a.printing}:{b.printing}:{cell[0]}->{cell[1]}",
                    "check_printings_agree",
                    f"{cell[0]} attacking {cell[1]}: {grid_a[cell]}+ in the {a.printing} "
                    f"chart but {grid_b.get(cell)}+ in the {b.printing} chart",
                    str(b.cite), "target_chart.yaml", cell[0]))
    for chart in rules.chart_printings:
        for row in chart.rows:
            want = canon.get(row.attacker)
            if want and (row.speed, row.range) != want[:2]:
                out.append(Finding(
                    f"printings:chart-profile:{chart.printing}:{row.attacker}",
                    "check_printings_agree",
                    f"{row.attacker}: the {chart.printing} chart prints speed {row.speed} and "
                    f"range {row.range}, the unit types {want[0]} and {want[1]}",
                    str(chart.cite), "target_chart.yaml", row.attacker))
    costs = [(p, {fold(e.keyword): e for e in p.entries}) for p in rules.cost_printings]
    for (a, ea), (b, eb) in itertools.combinations(costs, 2):
        for key in sorted(set(ea) | set(eb)):
            x, y = ea.get(key), eb.get(key)
            if x is None or y is None or (x.cost, x.column) != (y.cost, y.column):
                name = (x or y).keyword  # type: ignore[union-attr]
                out.append(Finding(
                    f"printings:costs:{a.printing}:{b.printing}:{name}", "check_printings_agree",
                    f"{name}: {'missing' if x is None else x.cost} in the {a.printing} cost "
                    f"table, {'missing' if y is None else y.cost} in the {b.printing}",
                    str(b.cite), "keyword_costs.yaml", name))
    return out


def check_terrain_keywords(rules: Any) -> list[Finding]:
    """The terrain examples use keywords that have the Terrain trait."""
    index = {fold(k.name): k for k in rules.keywords}
    index.update({fold(a): k for k in rules.keywords for a in k.aliases})
    misused: dict[str, list[str]] = {}
    for ex in rules.terrain_examples.examples:
        for name in ex.keywords:
            kw = index.get(fold(name))
            if kw is not None and Trait.TERRAIN not in kw.traits:
                misused.setdefault(kw.name, []).append(ex.name)
    return [Finding(f"terrain:not-terrain:{name}", "check_terrain_keywords",
                    f"the terrain examples {', '.join(examples)} have {name}, which is a unit "
                    f"keyword ({', '.join(index[fold(name)].trait_names())}), not a Terrain "
                    "keyword", str(rules.terrain_examples.cite), "terrain_examples.yaml", name,
                    facts=facts(keyword=name, examples=examples,
                                traits=index[fold(name)].trait_names()))
            for name, examples in sorted(misused.items())]


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
                       facts=facts(keyword=name, printing=where, fact=suffix, **values))

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
        if got is None:
            yield found(fact, f"{fact} is {want!r} on {there}; {here} does not state it",
                        index=want)
        elif want is None:
            yield found(fact, f"{fact} is {got!r} on {here}; {there} does not state it",
                        printed=got)
        elif fold(got) != fold(want):
            yield found(fact, f"{fact} is {got!r} on {here} but {want!r} on {there}",
                        printed=got, index=want)


def check_keyword_printings(rules: Any) -> list[Finding]:
    """Every keyword definition printed outside the index (unit types, terrain, quick
    reference...) states the same facts, traits and ``[x]`` as the index's own definition.

    Facts are compared by name in a fixed vocabulary with normalised values: a finding for each
    value that differs and for each fact only one of the two printings states.
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
                    "defines", str(printing.cite), "keyword_printings.yaml", printing.keyword))
                continue
            if base in seen:
                out.append(Finding(
                    f"{base}:duplicate", "check_keyword_printings",
                    f"{name} has two entries for the {where} printing ({printing.cite.short()})",
                    str(printing.cite), "keyword_printings.yaml", printing.keyword))
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
                    printing.keyword))
                continue
            out.extend(_printing_findings(name, printing, ref))
    return out


CHECKS = (check_dice_tables, check_keyword_names, check_cost_traits, check_spells,
          check_stated_counts, check_printings_agree, check_terrain_keywords,
          check_keyword_printings)
