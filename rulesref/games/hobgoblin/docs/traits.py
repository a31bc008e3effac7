"""One page per keyword trait (Strength, Weakness, Reserved, ...): what the trait means, every
keyword with it and its price, the unit types that start with one, and every rule that names
the trait itself (a spell ignoring every Weakness keyword)."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.effect_words import describe
from rulesref.core.effects import trait_of
from rulesref.docs import rst
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.docs.common import Context, cite, page_ref, page_start
from rulesref.games.hobgoblin.docs.play import holder_link
from rulesref.games.hobgoblin.effect_sources import holders
from rulesref.games.hobgoblin.model.keywords import Trait

#: What each trait means, in our words.
MEANINGS = {
    Trait.STRENGTH: "beneficial; can be bought in army building unless also Reserved.",
    Trait.WEAKNESS: "harmful; buying one lowers a unit's cost.",
    Trait.FOOTPRINT: "sets the size limits of the unit's base.",
    Trait.CHARACTER: "the unit holds a leader or hero; other rules look for it.",
    Trait.RESERVED: "only other rules can grant it; it cannot be bought.",
    Trait.TERRAIN: "belongs to a piece of terrain, not to a unit.",
}


def trait_path(trait: Trait) -> str:
    """The page of a trait: ``traits/strength``."""
    return f"traits/{rst.slug(trait.value)}"


def trait_link(ctx: Context, trait: Trait) -> str:
    """A link to a trait's page, shown as its name."""
    return page_ref(ctx, trait_path(trait), trait.value)


def trait_page(ctx: Context, trait: Trait) -> Iterator[str]:
    """Everything with one trait."""
    from rulesref.games.hobgoblin.docs.keywords import cheapest

    rules = ctx.rules
    having = [k for k in lookups.all_keyword_defs(rules) if trait in k.traits]
    yield from page_start(ctx, trait_path(trait), f"{trait.value} trait")
    meaning = MEANINGS[trait]
    yield from rst.paragraph(
        f"A {rst.inline(trait.value)} keyword is {rst.inline(meaning)} Traits do nothing by "
        "themselves; the rules below look for them. All traits are on "
        + page_ref(ctx, "keywords", "the keywords page") + ".")
    yield from rst.heading(f"Keywords ({len(having)})", 1)
    if having:
        rows = [[ctx.links.ref("keyword", kw.name),
                 ", ".join(trait_link(ctx, t) for t in sorted(kw.traits, key=_order)
                           if t is not trait) or "–",
                 cheapest(ctx, kw), cite(kw.cite)] for kw in having]
        yield from rst.list_table(["Keyword", "Other traits", "Lowest price (points)",
                                   "Printed"], rows, classes=["rules-catalogue"])
    else:
        yield from rst.paragraph("No keyword has this trait.")
    names = {k.name for k in having}
    starting = []
    for unit in rules.unit_types:
        held = [k for k in lookups.profile(rules, unit.name).keywords
                if lookups.find_keyword(rules, k).name in names]
        if held:
            starting.append(f"{ctx.links.ref('unittype', unit.name)}: "
                            + ", ".join(ctx.links.ref("keyword", k) for k in held))
    if starting:
        yield from rst.heading("Unit types that start with one", 1)
        yield from rst.bullets(starting)
    naming = []
    for holder in holders(rules):
        for effect in holder.effects:
            if trait_of(effect) == trait.value:
                link = holder_link(ctx, holder)
                naming.append(f"{link}: {rst.inline(describe(effect))} "
                              f"({cite(holder.cite_of(effect))})")
    if naming:
        yield from rst.heading("Rules that name the trait", 1)
        yield from rst.bullets(list(dict.fromkeys(naming)))


def _order(trait: Trait) -> int:
    return list(Trait).index(trait)
