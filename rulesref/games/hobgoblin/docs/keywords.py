"""The keywords page (one entry per keyword, with its backlinks) and the army-building page."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from rulesref.core.effect_words import describe
from rulesref.core.keywords import (
    AttackEffect,
    BreakEffect,
    Effect,
    FootprintEffect,
    KeywordDef,
    KeywordRef,
    StatEffect,
    TargetNumberEffect,
    Trait,
)
from rulesref.docs import rst
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.docs.common import (
    SCENARIO_SECTIONS,
    Context,
    cite,
    keyword_list,
    obj,
    page_ref,
    page_start,
)

_ATTACKS = {"close_combat": "close combat attacks", "shooting": "shooting attacks",
            "always": "all attacks"}
_ACTIONS = {
    "reroll_misses": "misses may be rolled again",
    "reroll_hits": "hits must be rolled again",
    "extra_hit_on_six": "each 6 scores an extra hit",
    "attacker_doom_on_one": "each 1 rolled puts a Doom token on the attacker",
    "ignore_first_doom": "the first Doom of each attack is ignored",
    "no_shooting_cap": "shooting Doom is not capped",
}
_STAT_OPS = {"add": "+{v}", "subtract": "−{v}", "set": "set to {v}", "halve": "halved"}


def effect_text(effect: Effect) -> str:
    """A structured keyword effect in a few plain words."""
    if not isinstance(effect, TargetNumberEffect | StatEffect | FootprintEffect | BreakEffect
                      | AttackEffect):
        return describe(effect)
    if isinstance(effect, TargetNumberEffect):
        whose = "its own" if effect.side == "attacker" else "enemy"
        bound = "below" if effect.delta < 0 else "above"
        text = (f"{whose} {_ATTACKS[effect.attack]}: target number {effect.delta:+d}, "
                f"never {bound} {effect.clamp}")
        if effect.optional:
            text += " (optional)"
        if effect.condition:
            text += f", if {effect.condition}"
        return text
    if isinstance(effect, StatEffect):
        amount = "x" if effect.amount is None else str(effect.amount)
        text = f"{effect.stat.capitalize()} {_STAT_OPS[effect.op].format(v=amount)}"
        return text + (f" ({_ATTACKS[effect.when]})" if effect.when != "always" else "")
    if isinstance(effect, FootprintEffect):
        return f"footprint becomes {effect.footprint}"
    if isinstance(effect, BreakEffect):
        return "Broken once its Doom reaches half its Courage, rounded up"
    assert isinstance(effect, AttackEffect)
    whose = "its" if effect.side == "attacker" else "attacks against it:"
    action = _ACTIONS.get(effect.action, effect.action.replace("_", " "))
    return f"{whose} {_ATTACKS[effect.attack]}: {action}".replace(
        "attacks against it: all attacks:", "attacks against it:")


def _source_targets(ctx: Context) -> dict[str, tuple[str, str, str]]:
    """``keyword_sources`` names of table results and section rules, to (group, objtype,
    object name)."""
    out: dict[str, tuple[str, str, str]] = {}
    for table in ctx.rules.dice_tables:
        for entry in table.entries:
            key = f"{table.name} {entry.rolls}: {entry.result}"
            if table.id == "scenario":
                out[key] = ("scenarios", "scenario", entry.result)
            else:
                out[key] = (table.name, "result", entry.result)
    return out


_KINDS = {"unit type": ("unit types", "unittype"), "keyword": ("keywords", "keyword"),
          "spell": ("spells", "spell"), "fortune card": ("Fortune cards", "card"),
          "artefact": ("cursed artefacts", "artefact"), "terrain": ("terrain", "terrain")}


def backlinks(ctx: Context, kw: KeywordDef) -> list[tuple[str, list[str]]]:
    """Everything that grants or names ``kw``, grouped: (group, links)."""
    tables = _source_targets(ctx)
    sections = {s.name: s.id for s in ctx.rules.sections}
    groups: dict[str, list[str]] = {}
    seen: set[tuple[str, str]] = set()
    for source in lookups.keyword_sources(ctx.rules, kw.name):
        if source.kind == "cost table":
            continue
        if source.kind in _KINDS:
            group, objtype = _KINDS[source.kind]
            name = source.name
        elif source.kind == "table result" and source.name in tables:
            group, objtype, name = tables[source.name]
        elif source.kind in sections:
            section_id = sections[source.kind]
            objtype = "scenario" if section_id in SCENARIO_SECTIONS else "rule"
            group = "scenarios" if objtype == "scenario" else source.kind
            name = source.name
        else:
            continue
        if (objtype, name) in seen:
            continue
        seen.add((objtype, name))
        link = ctx.links.ref(objtype, name)
        if "[" in source.detail:  # the numerical form it grants: Ranged [24]
            shown = source.detail.split(": ")[-1]
            for verb in ("starts with ", "grants ", "conveys "):
                shown = shown.removeprefix(verb)
            link += f" ({rst.inline(shown)})"
        groups.setdefault(group, []).append(link)
    return list(groups.items())


def cost_text(ctx: Context, kw: KeywordDef) -> str:
    """What the keyword costs in army building, from the canonical cost table."""
    entries = [e for e in lookups.canonical_costs(ctx.rules).entries
               if lookups.canonical_ref(ctx.rules, KeywordRef.parse(e.keyword)).name == kw.name]
    if not entries:
        if Trait.TERRAIN in kw.traits:
            return ""
        return "cannot be purchased" + (" (Reserved)" if kw.reserved else "")
    parts = []
    for e in entries:
        price = "no points, once per army" if e.once_per_army else f"{e.cost} points"
        parts.append(f"{rst.inline(e.keyword)}: {price}")
    return "; ".join(parts) + " (× the unit type's multiplier)"


def cheapest(ctx: Context, kw: KeywordDef) -> str:
    """The lowest listed price of a keyword, as a sortable number (``–`` when it cannot be
    bought, ``0`` for a free once-per-army purchase)."""
    prices = [0 if e.once_per_army else e.cost for e in lookups.keyword_costs(ctx.rules, kw)]
    return str(min(prices)) if prices else "–"


def keyword_catalogue(ctx: Context, defs: Iterable[KeywordDef]) -> Iterator[str]:
    """Every keyword in one table (traits, lowest listed price, where printed): sortable and
    filterable by trait where scripts run, a plain table where they do not."""
    rows = [[ctx.links.ref("keyword", kw.name), ", ".join(kw.trait_names()) or "–",
             cheapest(ctx, kw), cite(kw.cite)] for kw in defs]
    yield from rst.list_table(["Keyword", "Traits", "Lowest price (points)", "Printed"], rows,
                              title="Every keyword", classes=["rules-catalogue"])


def keyword_entry(ctx: Context, kw: KeywordDef) -> Iterator[str]:
    """One keyword's entry: traits, cost, summary, effects, citation and backlinks."""
    links = ctx.links
    body: list[str] = []
    notes = []
    if kw.numeric:
        notes.append(f"Takes a value: {rst.inline(kw.name)} \\[x\\].")
    if kw.status:
        notes.append("A status the game gives and takes away.")
    if not kw.traits:
        notes.append("No traits.")
    body += rst.paragraph(" ".join(notes))
    body += rst.paragraph(links.text(kw.summary, skip=kw.name))
    fields = [("Cost", cost_text(ctx, kw)),
              ("Gives", keyword_list(ctx, kw.grants)),
              ("Effects", "; ".join(rst.inline(effect_text(e)) for e in kw.effects)),
              ("Also printed as", ", ".join(rst.inline(a) for a in kw.aliases)),
              ("Printed", cite(kw.cite))]
    body += rst.field_list(fields)
    groups = backlinks(ctx, kw)
    if groups:
        body += rst.paragraph("**Granted or named by**")
        body += rst.bullets(f"{rst.inline(group.capitalize())}: {', '.join(items)}"
                            for group, items in groups)
    yield from obj("keyword", kw.name, kw.summary, body, aliases=kw.aliases,
                   annotation=", ".join(kw.trait_names()))


def keywords_page(ctx: Context) -> Iterator[str]:
    """Every keyword, grouped as the book prints them."""
    defs = lookups.all_keyword_defs(ctx.rules)
    unit_kws = [k for k in defs if not k.defined_inline and Trait.TERRAIN not in k.traits]
    terrain = [k for k in defs if not k.defined_inline and Trait.TERRAIN in k.traits]
    inline = [k for k in defs if k.defined_inline]
    yield from page_start(ctx, "keywords", "Keywords")
    yield from rst.paragraph(
        f"All {len(defs)} keywords: {len(unit_kws)} from the keyword index, {len(terrain)} "
        f"terrain keywords and {len(inline)} defined by the spell, card or artefact that "
        "gives them. Each entry has its traits, its cost, what it does in our words, where "
        "it is printed, and everything that grants or names it. The "
        + rst.role("ref", "rules-kwindex", "keyword index")
        + " lists them alphabetically with their traits; prices are on "
        + page_ref(ctx, "army-building") + ".")
    yield from rst.heading("Traits", 1)
    yield from rst.paragraph("Each trait, and every keyword that has it.")
    for trait in Trait:
        having = [k for k in defs if trait in k.traits]
        yield from rst.heading(trait.value, 2, label=f"{ctx.game}-trait-{rst.slug(trait.value)}")
        yield from rst.paragraph(rst.inline(_trait_doc(trait)[:1].upper() + _trait_doc(trait)[1:])
                                 + f" {len(having)} keyword{'s' if len(having) != 1 else ''}: "
                                 + (", ".join(ctx.links.ref("keyword", k.name) for k in having)
                                    or "none") + ".")
    yield from rst.heading("Catalogue", 1)
    yield from rst.paragraph("Prices are before the unit type's keyword cost multiplier.")
    yield from keyword_catalogue(ctx, defs)
    for title, group in (("Unit keywords", unit_kws), ("Terrain keywords", terrain),
                         ("Keywords defined by other rules", inline)):
        yield from rst.heading(title, 1)
        for kw in group:
            yield from keyword_entry(ctx, kw)


def _trait_doc(trait: Trait) -> str:
    docs = {
        Trait.STRENGTH: "beneficial; can be bought in army building unless also Reserved.",
        Trait.WEAKNESS: "harmful; buying one lowers a unit's cost.",
        Trait.FOOTPRINT: "sets the size limits of the unit's base.",
        Trait.CHARACTER: "the unit holds a leader or hero; other rules look for it.",
        Trait.RESERVED: "only other rules can grant it; it cannot be bought.",
        Trait.TERRAIN: "belongs to a piece of terrain, not to a unit.",
    }
    return docs[trait]


def army_building_page(ctx: Context) -> Iterator[str]:
    """Keyword prices, the multipliers, footprints and the army-building rules."""
    rules = ctx.rules
    links = ctx.links
    costs = lookups.canonical_costs(rules)
    yield from page_start(ctx, "army-building", "Army building")
    yield from rst.paragraph(
        "An army is a list of units, each a unit type with purchased keywords, within an "
        "agreed points limit. A purchased keyword costs its listed price times the unit "
        "type's keyword cost multiplier. The validator (" + rst.role("ref", "cli",
                                                                      "rulesref validate")
        + ") checks every rule below and names its code.")
    yield from rst.heading("Keyword costs", 1)
    yield from rst.paragraph(f"From {cite(costs.cite)}.")
    rows = []
    for e in costs.entries:
        price = "–" if e.once_per_army else str(e.cost)
        rows.append([links.ref("keyword", e.keyword), e.column, price,
                     "once per army, no points" if e.once_per_army else ""])
    yield from rst.list_table(["Keyword", "Column", "Listed cost", "Note"], rows,
                              classes=["rules-costs"])
    yield from rst.heading("Multipliers", 1)
    yield from rst.list_table(
        ["Unit type", "Points", "Keyword cost ×"],
        [[links.ref("unittype", u.name), str(u.points), f"×{u.cost_multiplier}"]
         for u in rules.unit_types])
    yield from rst.heading("Footprints", 1)
    fp_kw = {"Wide": "Wide Footprint", "Narrow": "Narrow Footprint", "Horde": "Horde"}
    yield from rst.list_table(
        ["Footprint", "Width (mm)", "Depth (mm)", "Printed"],
        [[links.ref("keyword", fp_kw.get(f.name, f.name), f.name),
          f"{f.min_width}–{f.max_width}", f"{f.min_depth}–{f.max_depth}", cite(f.cite)]
         for f in rules.footprints])
    yield from rst.heading("Army-building rules", 1)
    yield from rst.paragraph("Codes starting HGW are warnings: legal, but worth a look.")
    for rule in rules.army_rules:
        body = [*rst.paragraph(links.text(rule.summary)),
                *rst.field_list([("Printed", cite(rule.cite))])]
        yield from obj("rule", rule.code, f"{rule.name}: {rule.summary}", body,
                       annotation=rule.name)
