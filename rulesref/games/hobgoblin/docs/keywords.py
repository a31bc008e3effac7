"""The keywords pages (an overview with the traits and the catalogue, then the entries, one
per keyword with its backlinks, on pages small enough for a phone on a poor connection) and
the army-building page."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from rulesref.core.effect_words import describe, when_words
from rulesref.core.keywords import (
    AttackEffect,
    BreakEffect,
    Effect,
    FootprintEffect,
    KeywordRef,
    StatEffect,
    TargetNumberEffect,
)
from rulesref.docs import rst
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.answers.lookups import KeywordAnswer, keyword_answer
from rulesref.games.hobgoblin.buying import Offer
from rulesref.games.hobgoblin.docs.common import (
    Context,
    cite,
    keyword_list,
    obj,
    page_ref,
    page_start,
    rule_objtype,
)
from rulesref.games.hobgoblin.docs.traits import MEANINGS, trait_link, trait_path
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.keywords import KeywordDef, Trait
from rulesref.games.hobgoblin.situation import conditional_grants, footprint_of, standing_grants
from rulesref.games.hobgoblin.sources import ROLES, Source

_ATTACKS = {"close_combat": "close combat attacks", "shooting": "shooting attacks",
            "always": "all attacks"}
_ACTIONS = {
    "reroll_misses": "misses may be rolled again",
    "reroll_hits": "hits must be rolled again",
    "extra_hit_on_six": "each 6 scores an extra hit",
    "attacker_token_on_one": "each 1 rolled puts a Doom token on the attacker",
    "ignore_first_tokens": "the first Doom of each attack is ignored",
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


def source_link(ctx: Context, source: Source) -> str:
    """A link to the rule a source is, by its kind (a plain name for a rule of play, with a
    link to the rules-of-play page)."""
    objtype = rule_objtype(source.kind, source.group_id)
    if objtype and ctx.links.has(objtype, source.name):
        return ctx.links.ref(objtype, source.name)
    if source.kind == "rule":
        return f"{rst.inline(source.name)} ({page_ref(ctx, 'core-rules', 'rules of play')})"
    return rst.inline(source.name)


def source_lists(ctx: Context, found: KeywordAnswer) -> list[tuple[str, list[str]]]:
    """The four lists of what does something with a keyword (granted by, removed or ignored
    by, forbidden by, mentioned by), each item linked with what it does, when, and its page,
    from its ``rulesref keyword`` answer; empty lists are left out."""
    lists = dict(found.sources)
    out = []
    for role, heading in ROLES.items():
        items = []
        for source in lists[role]:
            where = f"{rst.inline(source.group)}: " if source.group else ""
            when = f", {source.when}" if source.when else ""
            items.append(f"{where}{source_link(ctx, source)}: "
                         f"{rst.inline(source.detail + when)} ({cite(source.cite)})")
        if items:
            out.append((heading, list(dict.fromkeys(items))))
    return out


def buyer_rows(ctx: Context, found: KeywordAnswer) -> tuple[list[str], list[list[str]]]:
    """A table of who may buy a keyword (its ``rulesref keyword`` answer's buyers): one row
    per unit type, one column per cost-table entry, each cell the price after the multiplier
    or the rule that bars it (header, rows)."""
    offers = found.buyers
    entries = list(dict.fromkeys(o.entry for o in offers))
    header = ["Unit type", *(rst.inline(e) for e in entries)]
    rows = []
    for unit in ctx.rules.unit_types:
        cells = [ctx.links.ref("unittype", unit.name)]
        for entry in entries:
            offer = next(o for o in offers if o.unit_type == unit.name and o.entry == entry)
            cells.append(offer_cell(ctx, offer))
        rows.append(cells)
    return header, rows


def offer_cell(ctx: Context, offer: Offer) -> str:
    """An offer as a table cell: ``+50`` or ``not allowed: ... (HG010)``."""
    if offer.allowed:
        price = "0, once per army" if offer.once_per_army else f"{offer.points:+d}"
        if offer.code == "HGW01":
            price += " (adds nothing: it has it)"
        return price
    rule = ctx.links.ref("rule", offer.code) if offer.code else ""
    return f"not allowed: {rst.inline(offer.reason or '')} {rule}".strip()


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
    rows = [[ctx.links.ref("keyword", kw.name),
             ", ".join(trait_link(ctx, t) for t in Trait if t in kw.traits) or "–",
             cheapest(ctx, kw), cite(kw.cite)] for kw in defs]
    yield from rst.list_table(["Keyword", "Traits", "Lowest price (points)", "Printed"], rows,
                              title="Every keyword", classes=["rules-catalogue"])


def keyword_entry(ctx: Context, kw: KeywordDef) -> Iterator[str]:
    """One keyword's entry: traits, cost, summary, effects, citation and backlinks; where it
    comes from and who may buy it are the ``rulesref keyword`` answer's."""
    links = ctx.links
    found = keyword_answer(ctx.rules, kw)
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
    only = [f"{ctx.links.ref('keyword', g.keyword)} {rst.inline(when_words(g))}"
            if g.keyword else rst.inline(f"a {g.trait} keyword {when_words(g)}")
            for g in conditional_grants(kw)]
    fields = [("Cost", cost_text(ctx, kw)),
              ("Gives", keyword_list(ctx, standing_grants(kw))),
              ("Gives only", "; ".join(only)),
              ("Effects", "; ".join(rst.inline(effect_text(e)) for e in kw.effects)),
              ("Also printed as", ", ".join(rst.inline(a) for a in kw.aliases)),
              ("Printed", cite(kw.cite))]
    body += rst.field_list(fields)
    for heading, items in source_lists(ctx, found):
        body += rst.paragraph(f"**{heading.capitalize()}**")
        body += rst.bullets(items)
    closed = found.not_for_sale
    if closed is None:
        header, rows = buyer_rows(ctx, found)
        body += rst.paragraph("**Who may buy it** (listed cost × the unit type's multiplier, "
                              f"{cite(lookups.canonical_costs(ctx.rules).cite)})")
        body += rst.list_table(header, rows, classes=["rules-buyers"])
    elif Trait.TERRAIN not in kw.traits:
        body += rst.paragraph(f"**Who may buy it:** nobody; {rst.inline(closed[0])} "
                              f"({cite(closed[1])}).")
    yield from obj("keyword", kw.name, kw.summary, body, aliases=kw.aliases,
                   annotation=", ".join(kw.trait_names()))


#: The most keyword entries on one page: an entry with its table of buyers is about 6 KB of
#: HTML, so a page of entries stays well under 300 KB.
ENTRIES_PER_PAGE = 40


@dataclass(frozen=True)
class EntryPage:
    """One page of keyword entries."""

    path: str
    """The page's path in the section (``keywords/unit-a-h``)."""
    title: str
    """Its title (``Unit keywords A–H``)."""
    keywords: tuple[KeywordDef, ...]
    """Its keywords, in the book's order."""


def _groups(defs: Iterable[KeywordDef]) -> list[tuple[str, str, list[KeywordDef]]]:
    """The keywords as the book groups them: (slug, title, keywords)."""
    defs = list(defs)
    return [
        ("unit", "Unit keywords",
         [k for k in defs if not k.defined_inline and Trait.TERRAIN not in k.traits]),
        ("terrain", "Terrain keywords",
         [k for k in defs if not k.defined_inline and Trait.TERRAIN in k.traits]),
        ("other", "Keywords defined by other rules", [k for k in defs if k.defined_inline]),
    ]


def entry_pages(rules: Hobgoblin) -> tuple[EntryPage, ...]:
    """The pages of keyword entries: each group the book prints, cut into even runs of at
    most :data:`ENTRIES_PER_PAGE`, named by the first letters they run from and to."""
    out = []
    for slug, title, group in _groups(lookups.all_keyword_defs(rules)):
        if not group:
            continue
        count = math.ceil(len(group) / ENTRIES_PER_PAGE)
        size = math.ceil(len(group) / count)
        for start in range(0, len(group), size):
            part = tuple(group[start:start + size])
            if count == 1:
                out.append(EntryPage(f"keywords/{slug}", title, part))
                continue
            first, last = part[0].name[:1].upper(), part[-1].name[:1].upper()
            out.append(EntryPage(f"keywords/{slug}-{first.lower()}-{last.lower()}",
                                 f"{title} {first}–{last}", part))
    return tuple(out)


def entries_page(ctx: Context, path: str) -> Iterator[str]:
    """One page of keyword entries.

    :raises KeyError: when no page of entries has that path.
    """
    pages = {page.path: page for page in entry_pages(ctx.rules)}
    page = pages[path]
    yield from page_start(ctx, page.path, page.title)
    yield from rst.paragraph(
        f"{len(page.keywords)} keyword entries. All keywords, with their traits and prices, "
        "are on " + page_ref(ctx, "keywords", "the keywords page") + ".")
    for kw in page.keywords:
        yield from keyword_entry(ctx, kw)


def keywords_page(ctx: Context) -> Iterator[str]:
    """Every keyword: the traits, the catalogue, and the pages of entries."""
    defs = lookups.all_keyword_defs(ctx.rules)
    (_, _, unit_kws), (_, _, terrain), (_, _, inline) = _groups(defs)
    pages = entry_pages(ctx.rules)
    yield from page_start(ctx, "keywords", "Keywords")
    yield from rst.paragraph(
        f"All {len(defs)} keywords: {len(unit_kws)} from the keyword index, {len(terrain)} "
        f"terrain keywords and {len(inline)} defined by the spell, card or artefact that "
        "gives them. Each entry has its traits, its cost, what it does in our words, where "
        "it is printed, what grants, removes or ignores, forbids and mentions it, and "
        "which unit types may buy it at what price. The "
        + rst.role("ref", "rules-kwindex", "keyword index")
        + " lists them alphabetically with their traits; prices are on "
        + page_ref(ctx, "army-building") + ".")
    yield from rst.heading("Traits", 1)
    yield from rst.paragraph("Each trait, and every keyword that has it. A trait's own page "
                             "adds the unit types that start with one and the rules that name "
                             "the trait.")
    for trait in Trait:
        having = [k for k in defs if trait in k.traits]
        meaning = MEANINGS[trait]
        yield from rst.heading(trait.value, 2, label=f"{ctx.game}-trait-{rst.slug(trait.value)}")
        yield from rst.paragraph(rst.inline(meaning[:1].upper() + meaning[1:])
                                 + f" {len(having)} keyword{'s' if len(having) != 1 else ''}: "
                                 + (", ".join(ctx.links.ref("keyword", k.name) for k in having)
                                    or "none") + ". All of it: "
                                 + trait_link(ctx, trait) + ".")
    yield from rst.directive("toctree", options=[("maxdepth", "1"), ("hidden", "")],
                             content=[trait_path(t) for t in Trait])
    yield from rst.heading("Entries", 1)
    yield from rst.paragraph("Each keyword's entry, on pages of their own:")
    yield from rst.directive("toctree", options=[("maxdepth", "1")],
                             content=[page.path for page in pages])
    yield from rst.heading("Catalogue", 1)
    yield from rst.paragraph("Prices are before the unit type's keyword cost multiplier.")
    yield from keyword_catalogue(ctx, defs)


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
    # each footprint links to the keyword that gives it
    fp_kw = {footprint_of(k): k.name for k in lookups.all_keyword_defs(rules)
             if footprint_of(k) is not None}
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
