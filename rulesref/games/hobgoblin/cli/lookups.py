"""Lookup commands: ``tn``, ``cost``, ``unit``, ``keyword``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from rulesref.cli import RulesrefCommand, emit, json_option, shown
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.model import Hobgoblin


def _rules() -> Hobgoblin:
    from rulesref.games import hobgoblin

    return hobgoblin.load()


@click.command("tn", cls=RulesrefCommand,
               short_help="Target number one unit type needs against another.")
@click.argument("attacker")
@click.argument("defender")
@click.option("--shooting", is_flag=True, help="A shooting attack (default: close combat).")
@click.option("--with", "with_", multiple=True, metavar="KEYWORD",
              help="A keyword of the attacker (repeatable): Elite, Deadly Shots...")
@click.option("--defender-with", multiple=True, metavar="KEYWORD",
              help="A keyword of the defender (repeatable): Cover...")
@json_option
def tn_command(attacker: str, defender: str, shooting: bool, with_: tuple[str, ...],
               defender_with: tuple[str, ...], as_json: bool) -> None:
    """Print the target number ATTACKER needs to hit DEFENDER, with keyword modifiers."""
    from rulesref.games.hobgoblin.lookups import target_number

    result = target_number(_rules(), attacker, defender, shooting=shooting,
                           attacker_keywords=with_, defender_keywords=defender_with)
    data = {
        "attacker": result.attacker,
        "defender": result.defender,
        "attack": result.attack,
        "chart_value": result.chart_value,
        "target_number": result.value,
        "hit_chance": round(result.hit_chance, 6),
        "modifiers": [
            {"keyword": m.keyword, "side": m.side, "delta": m.delta, "clamp": m.clamp,
             "before": m.before, "after": m.after, "condition": m.condition,
             "citation": str(m.cite)}
            for m in result.modifiers
        ],
        "citation": str(result.cite),
        "note": "a natural 6 always hits and a natural 1 always misses",
    }

    def text() -> str:
        kind = "shooting" if result.attack == "shooting" else "close combat"
        lines = [f"{result.value}+  {result.attacker} attacking {result.defender} ({kind})",
                 f"  chart: {result.chart_value}+ ({result.cite})"]
        for m in result.modifiers:
            bound = "minimum" if m.delta < 0 else "maximum"
            cond = f"; if {m.condition}" if m.condition else ""
            lines.append(f"  {m.keyword} ({m.side}): {m.before}+ -> {m.after}+ "
                         f"({m.delta:+d}, {bound} {m.clamp}{cond}) [{m.cite.short()}]")
        lines.append(f"  hit chance {result.hit_chance:.0%} per die: "
                     "a natural 6 always hits, a natural 1 always misses")
        return "\n".join(lines)

    emit(as_json, data, text)


@click.command("cost", cls=RulesrefCommand,
               short_help="Points of a unit type with purchased keywords.")
@click.argument("unit_type")
@click.argument("keywords", nargs=-1)
@json_option
def cost_command(unit_type: str, keywords: tuple[str, ...], as_json: bool) -> None:
    """Print the points of UNIT_TYPE with KEYWORDS bought (cost x the type's multiplier)."""
    from rulesref.games.hobgoblin.lookups import unit_cost

    bill = unit_cost(_rules(), unit_type, keywords)
    data = {
        "unit_type": bill.unit_type,
        "base": bill.base,
        "multiplier": bill.multiplier,
        "keywords": [{"keyword": ln.keyword, "listed": ln.listed, "points": ln.points}
                     for ln in bill.lines],
        "total": bill.total,
        "citation": str(bill.cite),
    }

    def text() -> str:
        lines = [f"{bill.total} pts  {bill.unit_type}"
                 + (f" with {shown(', '.join(keywords))}" if keywords else ""),
                 f"  base {bill.base} (keyword cost x{bill.multiplier})"]
        for ln in bill.lines:
            lines.append(f"  {ln.keyword}: {ln.listed:+d} x{ln.multiplier} = {ln.points:+d}")
        lines.append(f"  [{bill.cite}]")
        return "\n".join(lines)

    emit(as_json, data, text)


@click.command("unit", cls=RulesrefCommand,
               short_help="Derived profile of a unit type with keywords.")
@click.argument("unit_type")
@click.argument("keywords", nargs=-1)
@json_option
def unit_command(unit_type: str, keywords: tuple[str, ...], as_json: bool) -> None:
    """Print the profile of UNIT_TYPE with KEYWORDS, numerical keywords resolved."""
    from rulesref.games.hobgoblin.lookups import find_unit_type, profile, unit_cost

    rules = _rules()
    prof = profile(rules, unit_type, keywords)
    unit = find_unit_type(rules, unit_type)
    try:
        points: int | None = unit_cost(rules, unit_type, keywords).total
    except RulesError:  # a keyword the cost table does not price: no points to show
        points = None
    data = {
        "unit_type": prof.unit_type,
        "speed": prof.speed,
        "range": prof.range,
        "strikes": prof.strikes,
        "courage": prof.courage,
        "keywords": list(prof.keywords),
        "footprint": prof.footprint,
        "breaks_at": prof.breaks_at,
        "close_combat_strikes": prof.close_combat_strikes,
        "points": points,
        "citation": str(unit.cite),
    }

    def text() -> str:
        dash = "-"
        rng = f'{prof.range}"' if prof.range is not None else dash
        lines = [
            f"{prof.unit_type}" + (f" ({points} pts)" if points is not None else ""),
            f"  Speed {prof.speed if prof.speed is not None else dash}  Range {rng}  "
            f"Strikes {prof.strikes}  Courage {prof.courage}  Footprint {prof.footprint}",
            f"  Keywords: {', '.join(prof.keywords) or 'none'}",
        ]
        if prof.breaks_at != prof.courage:
            lines.append(f"  Broken at {prof.breaks_at} Doom")
        if prof.close_combat_strikes != prof.strikes:
            lines.append(f"  Close combat strikes: {prof.close_combat_strikes}")
        lines.append(f"  [{unit.cite}]")
        return "\n".join(lines)

    emit(as_json, data, text)


@click.command("keyword", cls=RulesrefCommand,
               short_help="A keyword's traits, cost, summary and sources.")
@click.argument("name")
@json_option
def keyword_command(name: str, as_json: bool) -> None:
    """Print what keyword NAME does, what it costs and where units get it."""
    from rulesref.games.hobgoblin.lookups import find_keyword, keyword_costs, keyword_sources

    rules = _rules()
    kw = find_keyword(rules, name)
    costs = keyword_costs(rules, kw)
    sources = keyword_sources(rules, kw.name)
    data = {
        "name": kw.name,
        "traits": kw.trait_names(),
        "numeric": kw.numeric,
        "costs": [{"keyword": c.keyword, "cost": c.cost, "once_per_army": c.once_per_army}
                  for c in costs],
        "summary": kw.summary,
        "grants": list(kw.grants),
        "aliases": list(kw.aliases),
        "citation": str(kw.cite),
        "sources": [{"kind": s.kind, "name": s.name, "detail": s.detail,
                     "citation": str(s.cite)} for s in sources],
    }

    def text() -> str:
        title = kw.name + (" [x]" if kw.numeric else "")
        lines = [f"{title}  ({', '.join(kw.trait_names()) or 'no traits'})", f"  {kw.summary}"]
        if kw.grants:
            lines.append(f"  Grants: {', '.join(kw.grants)}")
        if costs:
            lines.append("  Cost: " + ", ".join(
                f"{c.keyword} {'0 (once per army)' if c.once_per_army else c.cost}"
                for c in costs))
        elif kw.reserved:
            lines.append("  Cost: Reserved, cannot be purchased")
        else:
            lines.append("  Cost: not in the keyword cost table")
        if kw.aliases:
            lines.append(f"  Also printed as: {', '.join(kw.aliases)}")
        lines.append(f"  [{kw.cite}]")
        if sources:
            lines.append("  From:")
            lines.extend(f"    {s.kind}: {s.name} ({s.detail}) [{s.cite.short()}]"
                         for s in sources)
        return "\n".join(lines)

    emit(as_json, data, text)
