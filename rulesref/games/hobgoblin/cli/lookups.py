"""Lookup commands: ``tn``, ``cost``, ``unit``, ``keyword``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import RulesrefCommand, emit, json_option, shown
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.core.citation import Citation
    from rulesref.games.hobgoblin.buying import Offer
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
    from rulesref.cli import BadInput, answer
    from rulesref.games.hobgoblin.answers.lookups import tn
    from rulesref.games.hobgoblin.lookups import CannotShoot

    try:
        found = tn(attacker, defender, shooting=shooting, attacker_keywords=with_,
                   defender_keywords=defender_with)
    except CannotShoot as exc:
        raise BadInput(f"{exc} (name a Ranged keyword with --with, e.g. 'Ranged [+12]')"
                       ) from None
    result = found.found

    def text() -> str:
        kind = "shooting" if result.attack == "shooting" else "close combat"
        lines = [f"{result.value}+  {result.attacker} attacking {result.defender} ({kind})",
                 f"  chart: {result.chart_value}+ ({result.cite})"]
        for m in result.modifiers:
            bound = "minimum" if m.delta < 0 else "maximum"
            cond = f"; if {m.condition}" if m.condition else ""
            lines.append(f"  {m.keyword} ({m.side}): {m.before}+ -> {m.after}+ "
                         f"({m.delta:+d}, {bound} {m.clamp}{cond}) [{m.cite.short()}]")
        for k in result.skipped:
            lines.append(f"  {k.keyword} ({k.side}): not applied, it cannot hold here "
                         f"({k.why}) [{k.cite.short()}]")
        lines.append(f"  hit chance {result.hit_chance:.0%} per die: "
                     "a natural 6 always hits, a natural 1 always misses")
        return "\n".join(lines)

    answer(found, as_json, text)


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
@click.option("--options", "show_options", is_flag=True,
              help="List everything the unit type may buy, with its price after the "
                   "multiplier, and why it may not buy the rest.")
@json_option
def unit_command(unit_type: str, keywords: tuple[str, ...], show_options: bool,
                 as_json: bool) -> None:
    """Print the profile of UNIT_TYPE with KEYWORDS, numerical keywords resolved.

    Keywords the unit gains only at some moment or under some condition are listed apart
    ("gains X when ..."); --options lists what the type may buy.
    """
    from rulesref.games.hobgoblin.buying import options
    from rulesref.games.hobgoblin.lookups import find_unit_type, profile, unit_cost

    rules = _rules()
    prof = profile(rules, unit_type, keywords)
    unit = find_unit_type(rules, unit_type)
    try:
        points: int | None = unit_cost(rules, unit_type, keywords).total
    except RulesError:  # a keyword the cost table does not price: no points to show
        points = None
    offers = options(rules, unit.name) if show_options else ()
    data: dict[str, Any] = {
        "unit_type": prof.unit_type,
        "speed": prof.speed,
        "range": prof.range,
        "strikes": prof.strikes,
        "courage": prof.courage,
        "keywords": list(prof.keywords),
        "conditional_keywords": [
            {"keyword": c.keyword, "from": c.source, "when": c.when, "citation": str(c.cite)}
            for c in prof.conditional],
        "footprint": prof.footprint,
        "breaks_at": prof.breaks_at,
        "close_combat_strikes": prof.close_combat_strikes,
        "points": points,
        "citation": str(unit.cite),
    }
    if show_options:
        data["options"] = [offer_json(o) for o in offers]

    def text() -> str:
        dash = "-"
        rng = f'{prof.range}"' if prof.range is not None else dash
        lines = [
            f"{prof.unit_type}" + (f" ({points} pts)" if points is not None else ""),
            f"  Speed {prof.speed if prof.speed is not None else dash}  Range {rng}  "
            f"Strikes {prof.strikes}  Courage {prof.courage}  Footprint {prof.footprint}",
            f"  Keywords: {', '.join(prof.keywords) or 'none'}",
        ]
        lines.extend(f"  Also {c.words()} [{c.cite.short()}]" for c in prof.conditional)
        if prof.breaks_at != prof.courage:
            lines.append(f"  Broken at {prof.breaks_at} Doom")
        if prof.close_combat_strikes != prof.strikes:
            lines.append(f"  Close combat strikes: {prof.close_combat_strikes}")
        lines.append(f"  [{unit.cite}]")
        if show_options:
            lines.append(f"  May buy (listed cost x{unit.cost_multiplier}):")
            lines.extend(f"    {o.entry}: {_price(o)}" + (f" ({o.reason})" if o.reason else "")
                         for o in offers if o.allowed)
            lines.append("  May not buy:")
            lines.extend(f"    {o.entry}: {o.reason} [{o.cite.short()}]"
                         for o in offers if not o.allowed)
        return "\n".join(lines)

    emit(as_json, data, text)


def _price(offer: Offer) -> str:
    return "0 pts, once per army" if offer.once_per_army else f"{offer.points:+d} pts"


def offer_json(offer: Offer) -> dict[str, object]:
    """One offer as JSON."""
    return {"unit_type": offer.unit_type, "keyword": offer.entry, "listed": offer.listed,
            "multiplier": offer.multiplier, "points": offer.points,
            "once_per_army": offer.once_per_army, "allowed": offer.allowed,
            "reason": offer.reason, "rule": offer.code, "citation": str(offer.cite)}


@click.command("keyword", cls=RulesrefCommand,
               short_help="A keyword's traits, cost, summary, sources and buyers.")
@click.argument("name")
@json_option
def keyword_command(name: str, as_json: bool) -> None:
    """Print what keyword NAME does, where units get it (granted by, removed or ignored by,
    forbidden by, mentioned by) and which unit types may buy it, at what price."""
    from rulesref.core.effect_words import describe
    from rulesref.games.hobgoblin.buying import buyers, not_for_sale
    from rulesref.games.hobgoblin.lookups import find_keyword, keyword_costs
    from rulesref.games.hobgoblin.sources import ROLES, by_role, keyword_sources

    rules = _rules()
    kw = find_keyword(rules, name)
    costs = keyword_costs(rules, kw)
    lists = by_role(keyword_sources(rules, kw.name))
    offers = buyers(rules, kw)
    closed = not_for_sale(rules, kw)
    data = {
        "name": kw.name,
        "traits": kw.trait_names(),
        "numeric": kw.numeric,
        "costs": [{"keyword": c.keyword, "cost": c.cost, "once_per_army": c.once_per_army}
                  for c in costs],
        "summary": kw.summary,
        "effects": [describe(e) for e in kw.effects],
        "aliases": list(kw.aliases),
        "citation": str(kw.cite),
        "sources": {role: [{"kind": s.kind, "name": s.name, "group": s.group,
                            "detail": s.detail, "when": s.when, "citation": str(s.cite)}
                           for s in found] for role, found in lists.items()},
        "buyers": [offer_json(o) for o in offers],
        "not_for_sale": None if closed is None else {"reason": closed[0],
                                                     "citation": str(closed[1])},
    }

    def text() -> str:
        title = kw.name + (" [x]" if kw.numeric else "")
        lines = [f"{title}  ({', '.join(kw.trait_names()) or 'no traits'})", f"  {kw.summary}"]
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
        for role, heading in ROLES.items():
            found = lists[role]
            lines.append(f"  {heading.capitalize()}:" + ("" if found else " nothing"))
            for s in found:
                when = f", {s.when}" if s.when else ""
                lines.append(f"    {s.where} ({s.detail}{when}) [{s.cite.short()}]")
        lines.extend(_buyer_lines(offers, closed))
        return "\n".join(lines)

    emit(as_json, data, text)


def _buyer_lines(offers: tuple[Offer, ...], closed: tuple[str, Citation] | None) -> list[str]:
    if closed is not None:
        return [f"  Who may buy it: nobody; {closed[0]} [{closed[1].short()}]"]
    lines = ["  Who may buy it (listed cost x the unit type's multiplier):"]
    for entry in dict.fromkeys(o.entry for o in offers):
        mine = [o for o in offers if o.entry == entry]
        prices: dict[str, list[str]] = {}
        for o in mine:
            if o.allowed:
                prices.setdefault(_price(o), []).append(o.unit_type)
        for price, types in prices.items():
            lines.append(f"    {entry}, {price}: {', '.join(types)}")
        notes = dict.fromkeys(o.reason for o in mine if o.allowed and o.reason)
        lines.extend(f"      note: {n}" for n in notes if n)
        for o in mine:
            if not o.allowed:
                lines.append(f"    {entry}, not {o.unit_type}: {o.reason} [{o.cite.short()}]")
    return lines
