"""Lookup commands: ``tn``, ``cost``, ``unit``, ``keyword``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from rulesref.cli import RulesrefCommand, json_option

if TYPE_CHECKING:
    from rulesref.core.citation import Citation
    from rulesref.games.hobgoblin.answers.lookups import Purchases
    from rulesref.games.hobgoblin.buying import Offer


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
            cond = f"; if {m.condition}" if m.condition else ""
            lines.append(f"  {m.keyword} ({_whose(m.side, m.source)}): {m.before}+ -> "
                         f"{m.after}+ ({m.delta:+d}, {_bound(m.delta)} {m.clamp}{cond}) "
                         f"[{m.cite.short()}]")
        for c in result.conditional:
            lines.append(f"  {c.keyword} ({_whose(c.side, 'unit type')}): {c.value}+ if "
                         f"{c.condition} ({c.delta:+d}, {_bound(c.delta)} {c.clamp}) "
                         f"[{c.cite.short()}]")
        for k in result.skipped:
            lines.append(f"  {k.keyword} ({_whose(k.side, k.source)}): not applied, it "
                         f"cannot hold here ({k.why}) [{k.cite.short()}]")
        lines.append(f"  hit chance {result.hit_chance:.0%} per die: "
                     "a natural 6 always hits, a natural 1 always misses")
        return "\n".join(lines)

    answer(found, as_json, text)


def _bound(delta: int) -> str:
    return "minimum" if delta < 0 else "maximum"


def _whose(side: str, source: str) -> str:
    """``attacker`` for a named keyword, ``attacker's own`` for one of its unit type's."""
    return f"{side}'s own" if source == "unit type" else side


@click.command("cost", cls=RulesrefCommand,
               short_help="Points of a unit type with purchased keywords.")
@click.argument("unit_type")
@click.argument("keywords", nargs=-1)
@json_option
def cost_command(unit_type: str, keywords: tuple[str, ...], as_json: bool) -> None:
    """Print the points of UNIT_TYPE with KEYWORDS bought (cost x the type's multiplier).

    A keyword army building refuses (Reserved, not for this unit type) is named with the
    rule that refuses it (exit 1); its price still counts, as validate counts it.
    """
    from rulesref.cli import answer
    from rulesref.games.hobgoblin.answers.lookups import cost

    found = cost(unit_type, keywords)
    bill = found.bill

    def text() -> str:
        lines = [f"{bill.total} pts  {bill.unit_type}"
                 + (f" with {', '.join(found.purchases.bought)}" if found.purchases.bought
                    else "")]
        lines.extend(_refused_lines(found.purchases))
        lines.append(f"  base {bill.base} (keyword cost x{bill.multiplier})")
        for ln in bill.lines:
            lines.append(f"  {ln.keyword}: {ln.listed:+d} x{ln.multiplier} = {ln.points:+d}")
        lines.extend(_note_lines(found.purchases))
        lines.append(f"  [{bill.cite}]")
        return "\n".join(lines)

    answer(found, as_json, text)


def _refused_lines(found: Purchases) -> list[str]:
    return [f"  REFUSED {r.keyword}"
            + (f" ({r.points:+d} pts, counted)" if r.points is not None else "")
            + f": {r.reason}"
            + ("" if r.code in r.reason else f" ({r.code} {r.rule})")
            + f" [{r.cite.short()}]" for r in found.refused]


def _note_lines(found: Purchases) -> list[str]:
    return [f"  note on {n.keyword}: {n.note} [{n.cite.short()}]" for n in found.notes]


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
    ("gains X when ..."); --options lists what the type may buy. A keyword army building
    refuses is named with its rule and left out of the profile (exit 1).
    """
    from rulesref.cli import answer
    from rulesref.games.hobgoblin.answers.lookups import unit

    found = unit(unit_type, keywords, options=show_options)
    prof = found.profile

    def text() -> str:
        dash = "-"
        rng = f'{prof.range}"' if prof.range is not None else dash
        lines = [f"{prof.unit_type} ({found.points} pts)"]
        lines.extend(_refused_lines(found.purchases))
        lines += [
            f"  Speed {prof.speed if prof.speed is not None else dash}  Range {rng}  "
            f"Strikes {prof.strikes}  Courage {prof.courage}  Footprint {prof.footprint}",
            f"  Keywords: {', '.join(prof.keywords) or 'none'}",
        ]
        lines.extend(f"  Also {c.words()} [{c.cite.short()}]" for c in prof.conditional)
        if prof.breaks_at != prof.courage:
            lines.append(f"  Broken at {prof.breaks_at} Doom")
        if prof.close_combat_strikes != prof.strikes:
            lines.append(f"  Close combat strikes: {prof.close_combat_strikes}")
        lines.extend(_note_lines(found.purchases))
        lines.append(f"  [{found.cite}]")
        if found.options is not None:
            offers = found.options
            lines.append(f"  May buy (listed cost x{found.multiplier}):")
            lines.extend(f"    {o.entry}: {_price(o)}" + (f" ({o.reason})" if o.reason else "")
                         for o in offers if o.allowed)
            lines.append("  May not buy:")
            lines.extend(f"    {o.entry}: {o.reason} [{o.cite.short()}]"
                         for o in offers if not o.allowed)
        return "\n".join(lines)

    answer(found, as_json, text)


def _price(offer: Offer) -> str:
    return "0 pts, once per army" if offer.once_per_army else f"{offer.points:+d} pts"


@click.command("keyword", cls=RulesrefCommand,
               short_help="A keyword's traits, cost, summary, sources and buyers.")
@click.argument("name")
@json_option
def keyword_command(name: str, as_json: bool) -> None:
    """Print what keyword NAME does, where units get it (granted by, removed or ignored by,
    forbidden by, mentioned by) and which unit types may buy it, at what price."""
    from rulesref.cli import answer
    from rulesref.games.hobgoblin.answers.lookups import keyword
    from rulesref.games.hobgoblin.sources import ROLES

    found = keyword(name)
    kw = found.keyword
    lists = dict(found.sources)

    def text() -> str:
        title = kw.name + (" [x]" if kw.numeric else "")
        lines = [f"{title}  ({', '.join(kw.trait_names()) or 'no traits'})", f"  {kw.summary}"]
        if found.costs:
            lines.append("  Cost: " + ", ".join(
                f"{c.keyword} {'0 (once per army)' if c.once_per_army else c.cost}"
                for c in found.costs))
        elif kw.reserved:
            lines.append("  Cost: Reserved, cannot be purchased")
        else:
            lines.append("  Cost: not in the keyword cost table")
        if kw.aliases:
            lines.append(f"  Also printed as: {', '.join(kw.aliases)}")
        lines.append(f"  [{kw.cite}]")
        for role, heading in ROLES.items():
            sources = lists[role]
            lines.append(f"  {heading.capitalize()}:" + ("" if sources else " nothing"))
            for s in sources:
                when = f", {s.when}" if s.when else ""
                lines.append(f"    {s.where} ({s.detail}{when}) [{s.cite.short()}]")
        lines.extend(_buyer_lines(found.buyers, found.not_for_sale))
        return "\n".join(lines)

    answer(found, as_json, text)


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
