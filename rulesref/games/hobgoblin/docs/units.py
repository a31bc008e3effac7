"""Unit type pages: one per unit type, and the overview that lists them."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from rulesref.docs import rst
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.answers.lookups import unit_answer
from rulesref.games.hobgoblin.buying import Offer
from rulesref.games.hobgoblin.docs.common import (
    Context,
    cell_ref,
    cite,
    keyword_list,
    obj,
    page_start,
)
from rulesref.games.hobgoblin.docs.keywords import offer_cell
from rulesref.games.hobgoblin.model import UnitType


def unit_path(unit: UnitType) -> str:
    """The page of a unit type inside the game's folder."""
    return f"units/{rst.slug(unit.name)}"


def overview_page(ctx: Context) -> Iterator[str]:
    """The unit types overview: every profile in one table, and the pages below it."""
    rules = ctx.rules
    yield from page_start(ctx, "units/index", "Unit types")
    yield from rst.paragraph(
        f"Hobgoblin has {len(rules.unit_types)} unit types. Every unit in an army is one of "
        "them; purchased keywords then change its profile. Each page gives the printed "
        "profile, the starting keywords, the footprint and the target numbers against every "
        "other type.")
    yield from profile_table(ctx)
    yield from rst.directive("toctree", options=[("maxdepth", "1"), ("hidden", "")],
                             content=[rst.slug(u.name) for u in rules.unit_types])


def profile_table(ctx: Context, *, compact: bool = False) -> Iterator[str]:
    """Every unit type's printed profile as one table."""
    if compact:
        header = ["Unit type", "Sp", "Rg", "St", "Co", "Footprint", "Pts", "×", "Keywords"]
    else:
        header = ["Unit type", "Speed", "Range", "Strikes", "Courage", "Footprint", "Points",
                  "Keyword cost ×", "Starting keywords"]
    rows = []
    for u in ctx.rules.unit_types:
        rows.append([
            ctx.links.ref("unittype", u.name), rst.stat(u.speed), rst.stat(u.range, '"'),
            str(u.strikes), str(u.courage), ctx.links.ref("keyword", u.footprint_keyword,
                                                           u.footprint),
            str(u.points), f"×{u.cost_multiplier}", keyword_list(ctx, u.keywords) or "–",
        ])
    yield from rst.list_table(header, rows, classes=["rules-profiles"] if compact
                              else ["rules-profiles", "rules-catalogue"])


def unit_type_page(ctx: Context, unit: UnitType) -> Iterator[str]:
    """One unit type's page: profile, keywords (those gained only sometimes marked), points,
    footprint, what it may buy at what price, and target numbers."""
    rules = ctx.rules
    links = ctx.links
    yield from page_start(ctx, unit_path(unit), unit.name)
    footprint = next((f for f in rules.footprints if f.name == unit.footprint), None)
    hidden = next((s for s in rules.hidden_logic.stats if s.unit_type == unit.name), None)
    body: list[str] = []
    body += rst.paragraph(links.text(unit.summary, skip=unit.name))
    body += rst.list_table(
        ["Speed", "Range", "Strikes", "Courage", "Footprint", "Points", "Keyword cost ×"],
        [[rst.stat(unit.speed), rst.stat(unit.range, '"'), str(unit.strikes),
          str(unit.courage), links.ref("keyword", unit.footprint_keyword, unit.footprint),
          str(unit.points), f"×{unit.cost_multiplier}"]],
        classes=["rules-profile"])
    answer = unit_answer(rules, unit.name, options=True)  # ``rulesref unit NAME --options``
    starting = keyword_list(ctx, unit.keywords)
    sometimes = "; ".join(
        f"{links.ref('keyword', c.keyword)} from {links.ref('keyword', c.source)}, "
        f"{rst.inline(c.when)} ({cite(c.cite)})"
        for c in answer.profile.conditional)
    fields = [
        ("Starting keywords", (starting + ", " if starting else "")
         + links.ref("keyword", unit.footprint_keyword)),
        ("Gains only sometimes", sometimes),
        ("Points", f"{unit.points}; every purchased keyword costs its listed price "
                   f"×{unit.cost_multiplier}"),
    ]
    if footprint is not None:
        fields.append(("Footprint", f"{rst.inline(footprint.name)}: base "
                       f"{footprint.min_width}–{footprint.max_width} mm wide, "
                       f"{footprint.min_depth}–{footprint.max_depth} mm deep "
                       f"({cite(footprint.cite)})"))
    if hidden is not None:
        fields.append(("Hidden stats", f"Order {hidden.order.value}, attack modifier "
                       f"{hidden.attack_modifier:+d}, defence modifier "
                       f"{hidden.defence_modifier:+d} (see "
                       + rst.role("ref", f"{ctx.game}-hidden-logic") + ")"))
    counted = [s for a in rules.allegiances for s in a.spells if s.lookup_as == unit.name]
    if counted:
        fields.append(("Counted as by", ", ".join(links.ref("spell", s.name) for s in counted)
                       + " (for target numbers)"))
    if unit.aliases:
        fields.append(("Also printed as", ", ".join(rst.inline(a) for a in unit.aliases)))
    fields.append(("Printed", f"profile {cite(unit.cite)}; description "
                              f"{cite(unit.description_cite)}"))
    body += rst.field_list(fields)
    yield from obj("unittype", unit.name, unit.summary, body, aliases=unit.aliases,
                   annotation=f"unit type · {unit.points} points")
    yield from options_table(ctx, unit, answer.options or ())
    yield from target_numbers(ctx, unit)
    yield from expected_doom(ctx, unit)


def options_table(ctx: Context, unit: UnitType, offers: Iterable[Offer]) -> Iterator[str]:
    """Everything the unit type may buy (``offers``, its ``rulesref unit --options``
    answer's), with its price after the multiplier, and what it may not buy with the rule
    that bars it."""
    yield from rst.heading("Options", 1)
    yield from rst.paragraph(
        f"Every entry of the keyword cost table ({cite(lookups.canonical_costs(ctx.rules).cite)})"
        f" at its price for this unit type: the listed cost ×{unit.cost_multiplier}. Entries "
        "it may not buy name the rule that bars them.")
    rows = [[ctx.links.ref("keyword", o.entry), rst.inline(_column(ctx, o.entry)),
             str(o.listed) if not o.once_per_army else "–", offer_cell(ctx, o)]
            for o in offers]
    yield from rst.list_table(["Keyword", "Column", "Listed", "Price here"], rows,
                              classes=["rules-options"])


def _column(ctx: Context, entry: str) -> str:
    return next((e.column for e in lookups.canonical_costs(ctx.rules).entries
                 if e.keyword == entry), "")


def _percent(p: float) -> str:
    """A probability as a percentage, with tiny non-zero chances shown as such."""
    return "<0.1%" if 0 < p < 0.001 else f"{p:.1%}"


def _bar(value: float, top: float, width: int = 12) -> str:
    """A text bar of ``value`` against ``top`` (eighths of a block), for tables that print."""
    eighths = round(8 * width * value / top) if top > 0 else 0
    full, part = divmod(eighths, 8)
    return "█" * full + ("", "▏", "▎", "▍", "▌", "▋", "▊", "▉")[part]


def expected_doom(ctx: Context, unit: UnitType) -> Iterator[str]:
    """Exact expected Doom of the unit's attack against every unit type (its own starting
    keywords only), with the chance of breaking a fresh target."""
    from rulesref.games.hobgoblin.odds import attack_odds

    rules = ctx.rules
    modes = [("close combat", False)] + ([("shooting", True)] if unit.range else [])
    yield from rst.heading("Expected Doom", 1)
    yield from rst.paragraph(
        f"The exact average Doom one {unit.name} attack places on each unit type, from the "
        "target numbers above and both units' starting keywords (no purchases, no charge, "
        "no Fortune cards), and the chance that it breaks a target with no Doom yet. "
        "Worked out exactly, not simulated; ``rulesref odds`` gives the full distribution "
        "with any keywords.")
    for label, shooting in modes:
        results = [(other, attack_odds(rules, unit.name, other.name, shooting=shooting))
                   for other in rules.unit_types]
        top = max(float(r.defender_doom.mean) for _, r in results) or 1.0
        rows = []
        for other, result in results:
            mean = float(result.defender_doom.mean)
            rows.append([ctx.links.ref("unittype", other.name), f"{result.dice}",
                         f"{result.target_number}+", f"{mean:.2f}", _bar(mean, top),
                         _percent(float(result.defender_doom.broken_probability))])
        yield from rst.paragraph(f"**{label.capitalize()}**")
        yield from rst.list_table(
            ["Target", "Dice", "Needs", "Mean Doom", "", "Breaks it"], rows,
            classes=["rules-doom-table"])


def target_numbers(ctx: Context, unit: UnitType) -> Iterator[str]:
    """The target numbers the unit needs against every type, and that every type needs
    against it, each linked to its explanation."""
    rules = ctx.rules
    chart = lookups.canonical_chart(rules)
    grid = lookups.chart_grid(rules, chart)
    yield from rst.heading("Target numbers", 1)
    yield from rst.paragraph(
        "From the " + rst.role("ref", f"{ctx.game}-target-chart", "target number chart")
        + f" ({cite(chart.cite)}). Each number links to how the designer's hidden logic "
        "arrives at it. A natural 6 always hits and a natural 1 always misses.")
    rows = []
    for other in rules.unit_types:
        rows.append([
            ctx.links.ref("unittype", other.name),
            cell_ref(ctx, unit.name, other.name, grid[(unit.name, other.name)]),
            cell_ref(ctx, other.name, unit.name, grid[(other.name, unit.name)]),
        ])
    yield from rst.list_table(
        ["Other unit type", f"{unit.name} attacking it needs",
         f"It needs attacking {unit.name}"], rows, classes=["rules-tn-table"])
