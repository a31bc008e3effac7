"""The target number chart (colour-graded, each cell linked to its explanation) and the
hidden-logic page that explains every cell: Order match-up, modifiers, clamp."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rulesref.core.keywords import TargetNumberEffect
from rulesref.docs import rst
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.checks.target_table import Chart, ConfirmResult, Hidden
from rulesref.games.hobgoblin.docs.common import (
    Context,
    cell_label,
    cell_ref,
    cite,
    hit_chance,
    page_start,
)


@dataclass(frozen=True, slots=True)
class Explanation:
    """How the hidden logic arrives at one cell."""

    attacker: str
    defender: str
    attacker_order: str
    defender_order: str
    base: int
    attack: int
    defence: int
    raw: int
    value: int
    printed: int

    @property
    def clamped(self) -> bool:
        """Whether the clamp changed the raw number."""
        return self.raw != self.value

    @property
    def agrees(self) -> bool:
        """Whether the printed cell equals the logic's value."""
        return self.printed == self.value


def explain(chart: Chart, hidden: Hidden, attacker: str, defender: str) -> Explanation:
    """The hidden logic's arithmetic for one cell: base − attack + defence, then clamped."""
    oa, od = hidden.order[attacker], hidden.order[defender]
    base = hidden.base[(oa, od)]
    raw = base - hidden.attack[attacker] + hidden.defence[defender]
    lo, hi = hidden.clamp
    return Explanation(attacker, defender, oa, od, base, hidden.attack[attacker],
                       hidden.defence[defender], raw, min(hi, max(lo, raw)),
                       chart.cells[(attacker, defender)])


def grade(value: int) -> str:
    """A colour swatch for a target number (legend and quick reference)."""
    return rst.role("rules:grade", str(value), f"{value}+")


def _shade(value: int, values: range) -> str:
    """The legend's words for a grade's colour, easiest (green) to hardest (red)."""
    if value == values[0]:
        return "green: easiest"
    if value == values[-1]:
        return "red: hardest"
    return {values[0] + 1: "light green", values[-1] - 1: "orange"}.get(value, "yellow")


def chart_table(ctx: Context, *, short: bool = False) -> Iterator[str]:
    """The canonical chart printing as a colour-graded table, columns as printed."""
    rules = ctx.rules
    chart = lookups.canonical_chart(rules)
    grid = lookups.chart_grid(rules, chart)
    columns = [lookups.find_unit_type(rules, d).name for d in chart.defenders]
    header = ["Attacker ↓ / defender →"]
    for printed, name in zip(chart.defenders, columns, strict=True):
        shown = printed if not short else _abbreviation(printed)
        header.append(ctx.links.ref("unittype", name, shown))
    rows = []
    for row in chart.rows:
        attacker = lookups.find_unit_type(rules, row.attacker).name
        cells = [ctx.links.ref("unittype", attacker)]
        cells += [cell_ref(ctx, attacker, d, grid[(attacker, d)]) for d in columns]
        rows.append(cells)
    yield from rst.list_table(header, rows, classes=["rules-chart"], stub_columns=1)


def _abbreviation(name: str) -> str:
    words = name.replace(".", "").split()
    return "".join(w[0] for w in words) if len(words) > 1 else name[:4]


def modifiers_table(ctx: Context) -> Iterator[str]:
    """Keywords that change target numbers, each with its clamp."""
    rows = []
    for kw in lookups.all_keyword_defs(ctx.rules):
        for eff in kw.effects:
            if isinstance(eff, TargetNumberEffect):
                whose = "its own" if eff.side == "attacker" else "enemy"
                attacks = {"close_combat": "close combat", "shooting": "shooting",
                           "always": "all"}[eff.attack]
                bound = f"not below {eff.clamp}" if eff.delta < 0 else f"not above {eff.clamp}"
                note = ("optional" if eff.optional else "") + (
                    f"{'; ' if eff.optional else ''}if {eff.condition}" if eff.condition else "")
                rows.append([ctx.links.ref("keyword", kw.name),
                             f"{whose} {attacks} attacks", f"{eff.delta:+d}", bound,
                             rst.inline(note)])
    yield from rst.list_table(["Keyword", "Changes", "By", "Clamp", "Note"], rows)


def target_chart_page(ctx: Context) -> Iterator[str]:
    """The chart with a legend, and the keyword modifiers that change it."""
    rules = ctx.rules
    chart = lookups.canonical_chart(rules)
    logic = rules.hidden_logic
    yield from page_start(ctx, "target-chart", "Target number chart")
    yield from rst.paragraph(
        "An attack die hits on the target number or more: find the attacker's row and the "
        f"defender's column ({cite(chart.cite)}). Every cell links to how the designer's "
        + rst.role("ref", f"{ctx.game}-hidden-logic", "hidden logic")
        + " arrives at it. Colours run from easy (green) to hard (red).")
    values = range(logic.clamp_min, logic.clamp_max + 1)
    yield from rst.list_table(
        ["Target", "Colour", "Chance per die"],
        [[grade(v), _shade(v, values), f":rules:odds:`{hit_chance(v)}`"] for v in values],
        title="Colour key", classes=["rules-legend"])
    yield from chart_table(ctx)
    yield from rst.heading("Keyword modifiers", 1)
    yield from rst.paragraph(
        "Keywords then move the number, each up to a limit (its clamp). Where the order of "
        "two changes matters, the order that gives the lowest number is taken. Natural 6s "
        "always hit and natural 1s always miss, so every attack has a 1/6 to 5/6 chance.")
    yield from modifiers_table(ctx)
    others = [p for p in rules.chart_printings if not p.canonical]
    if others:
        yield from rst.paragraph(
            "Other printings of the chart: " + "; ".join(
                f"{rst.inline(p.printing)} ({cite(p.cite)})" for p in others)
            + ". The " + rst.role("ref", f"{ctx.game}-verification", "verification report")
            + " compares them cell by cell.")


def hidden_logic_page(
    ctx: Context, chart: Chart, hidden: Hidden, result: ConfirmResult,
) -> Iterator[str]:
    """The hidden stats, the base table, the clamp, and every cell explained."""
    rules = ctx.rules
    logic = rules.hidden_logic
    links = ctx.links
    orders = sorted({o for o, _ in hidden.base}, key=["Close", "Loose", "Free"].index)
    yield from page_start(ctx, "hidden-logic", "The hidden logic")
    yield from rst.paragraph(
        "The designer's notes explain the chart with three hidden stats per unit type "
        f"({cite(logic.cite)}): an Order, an attack modifier and a defence modifier. A "
        "target number is the base number for the two Orders, minus the attacker's attack "
        f"modifier, plus the defender's defence modifier, kept within {hidden.clamp[0]} to "
        f"{hidden.clamp[1]}.")
    total = len(chart.cells)
    if result.verdict.value == "confirmed":
        verdict = (f"Proved with z3: all {total} printed cells equal the hidden logic's "
                   f"value; the clamp decides {len(result.clamped)} of them.")
    elif result.verdict.value == "refuted":
        verdict = (f"{len(result.cells)} of {total} printed cells differ from the hidden "
                   "logic; they are marked below.")
    else:
        verdict = "z3 could not decide whether the chart follows the hidden logic."
    yield from directive_block("admonition", "Does the chart follow it?", [verdict])
    yield from rst.heading("Hidden stats", 1)
    yield from rst.list_table(
        ["Unit type", "Order", "Attack modifier", "Defence modifier"],
        [[links.ref("unittype", s.unit_type), s.order.value, f"{s.attack_modifier:+d}",
          f"{s.defence_modifier:+d}"] for s in logic.stats])
    yield from rst.heading("Base numbers", 1)
    yield from rst.paragraph(
        f"Attacker's Order down, defender's across ({cite(logic.matrix_cite)}):")
    yield from rst.list_table(
        ["Attacker ↓ / defender →", *orders],
        [[a, *(f"{hidden.base[(a, d)]}+" for d in orders)] for a in orders],
        stub_columns=1)
    yield from rst.heading("The clamp", 1)
    yield from rst.paragraph(
        f"No target number goes below {logic.clamp_min} or above {logic.clamp_max} "
        f"({cite(logic.clamp_cite)}).")
    if result.clamped:
        yield from rst.paragraph("Cells the clamp decides: " + "; ".join(
            f"{rst.inline(c.attacker)} → {rst.inline(c.defender)} "
            f"({c.raw} becomes {c.value})" for c in result.clamped) + ".")
    yield from rst.heading("Every cell explained", 1)
    for attacker in chart.types:
        # the heading stays in view while its rows scroll (a chart cell's link lands on one)
        yield from rst.directive("rst-class", "rules-cells")
        yield from rst.heading(f"{attacker} attacking", 2)
        rows = []
        for defender in chart.types:
            e = explain(chart, hidden, attacker, defender)
            label = cell_label(ctx, attacker, defender)
            first = f".. _{label}:\n\n{links.ref('unittype', defender)}"
            clamp = f"{e.raw} → {e.value}" if e.clamped else "–"
            printed = grade(e.printed) + ("" if e.agrees else f" (logic: {e.value}+)")
            rows.append([first, f"{e.attacker_order} → {e.defender_order}", f"{e.base}",
                         f"{-e.attack:+d}", f"{e.defence:+d}", str(e.raw), clamp, printed])
        yield from rst.list_table(
            ["Defender", "Orders", "Base", rst.inline("− attack"), rst.inline("+ defence"),
             "Raw", "Clamp", "Printed"], rows, classes=["rules-explain"])


def directive_block(name: str, argument: str, paragraphs: list[str]) -> Iterator[str]:
    """A directive whose content is escaped paragraphs."""
    body: list[str] = []
    for text in paragraphs:
        body += rst.paragraph(rst.inline(text))
    yield from rst.directive(name, argument, content=body)
