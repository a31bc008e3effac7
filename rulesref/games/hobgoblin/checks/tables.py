"""The Hobgoblin table checks: dice tables cover every roll once, spells cost what their class
costs, stated counts match the lists, and every printing of a repeated table agrees.
"""

from __future__ import annotations

import itertools
from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


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
                                   f"of {roll}", str(table.cite), "dice_tables.yaml", table.id,
                                   kind=Kind.OVERLAP))
            elif len(rows) > 1:
                names = " and ".join(f"{r.rolls} {r.result}" for r in rows)
                out.append(Finding(f"dice:overlap:{table.id}:{roll}", "check_dice_tables",
                                   f"{table.name} ({table.dice.value}): a roll of {roll} "
                                   f"matches {names}", str(table.cite), "dice_tables.yaml",
                                   table.id, facts=facts(table=table.id, roll=roll,
                                                         rows=[f"{r.rolls} {r.result}"
                                                               for r in rows]), kind=Kind.OVERLAP))
        for entry in table.entries:
            if entry.low > entry.high or not (set(range(entry.low, entry.high + 1)) & possible):
                out.append(Finding(f"dice:impossible:{table.id}:{entry.rolls}",
                                   "check_dice_tables", f"{table.name}: the row {entry.rolls} "
                                   f"({entry.result}) cannot be rolled on {table.dice.value}",
                                   str(table.cite), "dice_tables.yaml", table.id,
                                   kind=Kind.CONFLICT))
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
                               "should have three", str(al.cite), "allegiances.yaml", al.name,
                               kind=Kind.MISCOUNT))
        for spell in al.spells:
            expected = costs.get(spell.spell_class.value.casefold())
            if expected is None:
                continue
            if spell.cost != expected[0]:
                out.append(Finding(
                    f"spells:cost:{spell.name}", "check_spells",
                    f"{spell.name} ({al.name}) is a {spell.spell_class.value} costing "
                    f"{spell.cost}, but {spell.spell_class.value}s cost {expected[0]} "
                    f"({expected[1].short()})", str(spell.cite), "allegiances.yaml", spell.name,
                    kind=Kind.CONFLICT))
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
                           str(deck.cite), "fortune_cards.yaml", "fortune", kind=Kind.MISCOUNT))
    numbers = [c.number for c in deck.cards]
    if numbers != list(range(1, len(numbers) + 1)):
        out.append(Finding("counts:fortune-numbering", "check_stated_counts",
                           "the Fortune cards are not numbered 1 to N without gaps",
                           str(deck.cite), "fortune_cards.yaml", "fortune", kind=Kind.MISCOUNT))
    types = len(rules.unit_types)
    for chart in rules.chart_printings:
        if len(chart.rows) != types or len(chart.defenders) != types:
            out.append(Finding(f"counts:chart:{chart.printing}", "check_stated_counts",
                               f"the target chart ({chart.printing}) is not {types} by {types}",
                               str(chart.cite), "target_chart.yaml", chart.printing,
                               kind=Kind.CONFLICT))
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
                        row.unit_type, kind=Kind.CONFLICT))
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
                    str(b.cite), "target_chart.yaml", cell[0], kind=Kind.CONFLICT))
    for chart in rules.chart_printings:
        for row in chart.rows:
            want = canon.get(row.attacker)
            if want and (row.speed, row.range) != want[:2]:
                out.append(Finding(
                    f"printings:chart-profile:{chart.printing}:{row.attacker}",
                    "check_printings_agree",
                    f"{row.attacker}: the {chart.printing} chart prints speed {row.speed} and "
                    f"range {row.range}, the unit types {want[0]} and {want[1]}",
                    str(chart.cite), "target_chart.yaml", row.attacker, kind=Kind.CONFLICT))
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
                    str(b.cite), "keyword_costs.yaml", name, kind=Kind.MISSING))
    return out
