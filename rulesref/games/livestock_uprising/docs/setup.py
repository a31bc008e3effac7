"""Livestock Uprising pages about what is on the table: components and factions, the board,
and the troops and Special Forces with their costs."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core import names
from rulesref.docs import builderpage, rst
from rulesref.docs.blocks import obj, yes_no
from rulesref.games.livestock_uprising import lookups
from rulesref.games.livestock_uprising.docs.common import Context, cost_text, ref_printed
from rulesref.games.livestock_uprising.model import LivestockUprising, SpecialForce, Troop

# --------------------------------------------------------------------------- components


def components_page(ctx: Context) -> Iterator[str]:
    """The component list, what each faction gets, the factions and the resources."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("components", "Components and factions")
    yield from rst.paragraph("The component list, with the numbers as printed:")
    yield from rst.list_table(
        ["Component", "Count", "What it is for", "Book section"],
        [[ref_printed(ctx, "term", c.name), str(c.count), sec.text(c.summary),
          sec.cite(c.cite)] for c in rules.components], widths=[3, 1, 6, 2])
    yield from rst.paragraph(
        "Some of these counts cannot be squared with the rest of the book; the "
        + sec.ref("verification", "component check") + " lists each one.")
    yield from rst.heading("What each faction gets", 1)
    yield from rst.list_table(
        ["Each faction has", "Count", "From the list's", "Book section"],
        [[rst.inline(k.printed_as), str(k.count), ref_printed(ctx, "term", k.component),
          sec.cite(k.cite)] for k in rules.faction_kit], widths=[3, 1, 3, 2])
    yield from rst.heading("Factions", 1)
    yield from rst.list_table(
        ["Faction", "Colour", "Also printed as", "Special Forces named in the book"],
        [[rst.inline(f.name), rst.inline(f.colour),
          ", ".join(rst.inline(a) for a in f.aliases) or "–",
          ", ".join(sec.links.ref("unittype", s.name) for s in forces_of(rules, f.name))
          or "none"] for f in rules.factions], widths=[2, 2, 2, 5])
    yield from rst.paragraph(f"Colours from {sec.cites(f.cite for f in rules.factions)}.")
    yield from rst.heading("Resources", 1)
    yield from rst.paragraph("The resources on the tiles, in the order the book lists them:")
    yield from rst.list_table(
        ["Resource", "Needs a troop with its icon to harvest", "Book section"],
        [[rst.inline(r.name), yes_no(r.needs_troop), sec.cite(r.cite)]
         for r in rules.resources], widths=[2, 4, 3])


def forces_of(rules: LivestockUprising, faction: str) -> list[SpecialForce]:
    """The Special Forces the book names for ``faction`` (by name or alias)."""
    found = lookups.find_faction(rules, faction)
    keys = {names.fold(n) for n in (found.name, *found.aliases)}
    return [s for s in rules.special_forces if names.fold(s.faction) in keys]


# --------------------------------------------------------------------------- board


def board_rows(rules: LivestockUprising) -> list[tuple[int, str, str, int, int]]:
    """For each player count: (players, starting grid, final grid, tiles on the final board,
    rings of tiles between the two)."""
    rows = []
    for players in rules.book.player_counts:
        size = lookups.board_for(rules, players)
        (sc, sr), (fc, fr) = size.starting, size.final
        rows.append((players, f"{sc}×{sr}", f"{fc}×{fr}", fc * fr, (fc - sc) // 2))
    return rows


def board_page(ctx: Context) -> Iterator[str]:
    """Board sizes by player count, the kinds of tile, and barn placement."""
    rules, sec = ctx.rules, ctx.section
    board = rules.board
    yield from sec.start("board", "The board")
    yield from rst.paragraph(
        "The board is laid out of square tiles, smaller at first and then filled out to its "
        "final size. The sizes depend on the number of players ("
        + sec.cites([board.starting_cite, board.final_cite]) + "):")
    yield from rst.list_table(
        ["Players", "Starting grid", "Final grid", "Tiles on the final grid",
         "Rings from start to final"],
        [[str(p), start, final, str(tiles), str(rings)]
         for p, start, final, tiles, rings in board_rows(rules)],
        widths=[1, 2, 2, 2, 2], stub_columns=1)
    yield from rst.paragraph(
        f"{sec.text(board.fill_rings.summary)} ({sec.cite(board.fill_rings.cite)}) The last "
        "column counts the rings each grid actually needs; where it differs from the "
        f"book's {board.fill_rings.value}, the " + sec.ref("verification", "board check")
        + " reports it.")
    if board.barn_orthogonal:
        yield from rst.paragraph(
            "Barns join the starting grid along a side, never only at a corner "
            f"({sec.cite(board.barn_cite)}).")
    yield from rst.heading("Kinds of tile", 1)
    for kind in board.tile_kinds:
        body = [*rst.paragraph(sec.text(kind.summary, skip=kind.name)),
                *rst.field_list([("A General may enter", yes_no(kind.enterable)),
                                 ("Book section", sec.cite(kind.cite))])]
        yield from obj("terrain", kind.name, kind.summary, body, kind="board tile",
                       annotation="board tile")


# --------------------------------------------------------------------------- units


def _harvests(ctx: Context, troop: Troop) -> str:
    if troop.harvests is None:
        return "not given in the text (the cards show it as an icon)"
    where = f" ({ctx.section.cite(troop.harvest_cite)})" if troop.harvest_cite else ""
    return ", ".join(rst.inline(h) for h in troop.harvests) + where


def troop_entry(ctx: Context, troop: Troop) -> Iterator[str]:
    """A troop type: its cost, what it lets its General harvest, its short names."""
    rules, sec = ctx.rules, ctx.section
    cost = cost_text(rules, troop.cost)
    summary = f"Troop; costs {cost}."
    fields = [("Costs", f"{rst.inline(cost)} ({sec.cite(troop.cite)})"),
              ("Lets its General harvest", _harvests(ctx, troop)),
              ("Also called", ", ".join(rst.inline(a) for a in troop.aliases))]
    yield from obj("unittype", troop.name, summary, rst.field_list(fields),
                   aliases=troop.aliases, annotation=f"troop · {cost}", kind="troop")


def force_entry(ctx: Context, force: SpecialForce) -> Iterator[str]:
    """A Special Force: its faction and cost."""
    rules, sec = ctx.rules, ctx.section
    cost = cost_text(rules, force.cost)
    faction = lookups.find_faction(rules, force.faction).name
    fields = [("Costs", f"{rst.inline(cost)} ({sec.cite(force.cite)})"),
              ("Faction", rst.inline(faction))]
    yield from obj("unittype", force.name, f"{faction} Special Force; costs {cost}.",
                   rst.field_list(fields), annotation=f"{faction} Special Force · {cost}",
                   kind=f"{faction} Special Force")


def units_page(ctx: Context) -> Iterator[str]:
    """Troops and Special Forces: costs, the recruitment cards, and the army limits."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("units", "Troops and Special Forces")
    yield from rst.paragraph(
        "Units are bought with resource tokens in the Marshaling Phase and go under a "
        "General. Troops come from one supply shared by every player; each faction has its "
        "own Special Forces. The rulebook text prints no attack or defense points for any "
        "unit, so the model holds none.")
    yield from rst.heading("Costs", 1)
    order = [r.name for r in rules.resources]
    rows = []
    for unit in lookups.all_units(rules):
        bill = lookups.marshal_cost(rules, [unit.name])
        by = {a.resource: a.amount for a in bill.totals}
        kind = "troop" if isinstance(unit, Troop) else f"{unit.faction} Special Force"
        rows.append([sec.links.ref("unittype", unit.name), rst.inline(kind),
                     *(str(by.get(r, "")) for r in order), str(bill.tokens)])
    yield from rst.list_table(["Unit", "Kind", *order, "Tokens in all"], rows,
                              stub_columns=1, classes=["rules-matrix"])
    yield from rst.heading("Troops", 1)
    for troop in rules.troops:
        yield from troop_entry(ctx, troop)
    yield from rst.heading("Special Forces", 1)
    missing = [f.name for f in rules.factions if not forces_of(rules, f.name)]
    if missing:
        yield from rst.paragraph(
            "The text prints only some factions' Special Forces; the others ("
            + ", ".join(rst.inline(m) for m in missing) + ") are not named anywhere in it.")
    for force in rules.special_forces:
        yield from force_entry(ctx, force)
    yield from rst.heading("The recruitment cards as printed", 1)
    for card in rules.recruitment_cards:
        title = card.name + (f" ({card.faction})" if card.faction else "")
        yield from rst.list_table(
            ["Unit", "Cost"],
            [[sec.links.ref("unittype", row.unit, row.unit), rst.inline(
                cost_text(rules, row.cost))] for row in card.rows],
            title=rst.inline(title) + f", {sec.cite(card.cite)}", widths=[3, 3])
    yield from rst.heading("Army limits", 1)
    yield from rst.paragraph("The limits ``rulesref livestock army`` checks, by code:")
    for rule in rules.army_rules:
        fields = [("Limit", "" if rule.limit is None else str(rule.limit)),
                  ("Reading", sec.reading_ref(rule.reading) if rule.reading else ""),
                  ("Book section", sec.cite(rule.cite))]
        body = [*rst.paragraph(sec.text(rule.summary)), *rst.field_list(fields)]
        yield from obj("rule", rule.code, rule.summary, body, aliases=[rule.name],
                       annotation=rule.name, kind="army rule")


def builder_page(ctx: Context) -> Iterator[str]:
    """The army builder page: Generals and their units, checked in the browser by the code
    of ``rulesref livestock army``; how a list travels; the limits it checks."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("builder", "Army builder")
    yield from rst.paragraph(
        "Put troops and Special Forces under your Generals (or into a Super Army) and see "
        "what marshalling them costs. Every change is checked by rulesref's own Python "
        "code, the same that ``rulesref livestock army`` runs, here in your browser; the "
        "list stays on your device. Costs and limits are on " + sec.ref("units") + ".")
    yield from builderpage.mount(ctx.section.game, "rulesref livestock army")
    yield from rst.heading("Lists that travel", 1)
    yield from rst.paragraph(
        "A list is a YAML or JSON file with ``faction``, ``super_army`` and ``generals`` "
        "(each with a ``name`` and its ``units``, ``2x Name`` allowed): *Export* saves one, "
        "*Import* opens one, and a list also travels in its own address:")
    yield from rst.bullets(builderpage.contract(
        "rulesref livestock army", " (for a list that cannot be checked, "
        '``{"error": ..., "exit_code": 2}``)'))
    yield from builderpage.rule_links((r.code, r.name) for r in rules.army_rules)
