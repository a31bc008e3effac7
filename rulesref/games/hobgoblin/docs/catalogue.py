"""Pages of things a player picks or draws: allegiances and spells, the Fortune deck, cursed
artefacts, and terrain."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.effects import Forbid
from rulesref.docs import rst
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.docs.common import (
    Context,
    cite,
    effect_fields,
    keyword_list,
    obj,
    page_start,
)
from rulesref.games.hobgoblin.model import Allegiance, Artefact, Spell
from rulesref.games.hobgoblin.model.keywords import Trait
from rulesref.games.hobgoblin.situation import conveyed, standing


def spell_classes(ctx: Context) -> list[tuple[str, int]]:
    """Each spell class with its Mercury cost, in order of cost (from the spells)."""
    costs: dict[str, int] = {}
    for al in ctx.rules.allegiances:
        for spell in al.spells:
            costs.setdefault(spell.spell_class.value, spell.cost)
    return sorted(costs.items(), key=lambda item: item[1])


def spell_entry(ctx: Context, allegiance: Allegiance, spell: Spell) -> Iterator[str]:
    """One spell: class, cost, reach, and what it does (with the keywords it gives, takes,
    forbids or refers to)."""
    links = ctx.links
    reach = []
    if spell.range is not None:
        reach.append(f'range {spell.range}"')
    if spell.area is not None:
        reach.append(f'every unit within {spell.area}"')
    facts = [f"*{spell.spell_class.value}*", f"{spell.cost} Mercury",
             *reach, f"affects: {rst.inline(spell.target)}"]
    body = [*rst.paragraph(" · ".join(facts)),
            *rst.paragraph(links.text(spell.summary))]
    fields = [*effect_fields(ctx, spell.effects),
              ("Counts as", (links.ref("unittype", spell.lookup_as)
                             + " for target numbers") if spell.lookup_as else ""),
              ("Defines", keyword_list(ctx, [k.name for k in spell.keywords])),
              ("Allegiance", links.ref("allegiance", allegiance.name)),
              ("Printed", cite(spell.cite))]
    body += rst.field_list(fields)
    yield from obj("spell", spell.name, spell.summary, body,
                   annotation=f"{spell.spell_class.value}, {spell.cost} Mercury")


def allegiances_page(ctx: Context) -> Iterator[str]:
    """The abyssal allegiances, each with its spells."""
    rules = ctx.rules
    yield from page_start(ctx, "allegiances", "Allegiances and spells")
    wizard = ctx.links.ref("keyword", "Wizard", "Wizard")
    yield from rst.paragraph(
        f"A {wizard} unit serves one of the {len(rules.allegiances)} Abyssal Allegiances and "
        "casts its spells with Mercury in the Magic Phase. Spells come in three classes:")
    yield from rst.list_table(["Class", "Mercury cost"],
                              [[c, str(v)] for c, v in spell_classes(ctx)])
    yield from rst.list_table(
        ["Spell", "Allegiance", "Class", "Mercury", "Range", "Printed"],
        [[ctx.links.ref("spell", s.name), ctx.links.ref("allegiance", al.name),
          s.spell_class.value, str(s.cost), "–" if s.range is None else f'{s.range}"',
          cite(s.cite)] for al in rules.allegiances for s in al.spells],
        title="Every spell", classes=["rules-catalogue"])
    for al in rules.allegiances:
        yield from rst.heading(al.name, 1)
        summary = f"{al.spell_group}: " + ", ".join(s.name for s in al.spells)
        body = [*rst.paragraph(f"*{rst.inline(al.spell_group)}* · "
                               + ", ".join(ctx.links.ref("spell", s.name) for s in al.spells)),
                *rst.field_list([("Printed", cite(al.cite))])]
        yield from obj("allegiance", al.name, summary, body, annotation="allegiance")
        for spell in al.spells:
            yield from spell_entry(ctx, al, spell)


def fortune_page(ctx: Context) -> Iterator[str]:
    """The Fortune deck: its counts and every card."""
    deck = ctx.rules.fortune
    links = ctx.links
    yield from page_start(ctx, "fortune", "The Fortune deck")
    counted = len(deck.cards) * deck.copies_per_card
    agree = "as stated" if counted == deck.stated_size else f"the book states {deck.stated_size}"
    yield from rst.field_list([
        ("Cards", f"{len(deck.cards)} different cards, {deck.copies_per_card} copies of each: "
                  f"{counted} cards ({agree})"),
        ("Opening hand", f"{deck.opening_hand} cards each"),
        ("Each round", f"{deck.draw_per_round} card each, in the Initiative Phase"),
        ("Printed", cite(deck.cite)),
    ])
    for card in deck.cards:
        body = [*rst.paragraph(f"**When:** {links.text(card.timing)}"),
                *rst.paragraph(links.text(card.summary)),
                *rst.field_list([*effect_fields(ctx, card.effects),
                                 ("Printed", cite(card.cite))])]
        yield from obj("card", card.name, f"{card.timing} {card.summary}", body,
                       annotation=f"card {card.number}")


def artefacts_page(ctx: Context) -> Iterator[str]:
    """The cursed artefacts, with the keywords they convey and forbid."""
    links = ctx.links
    yield from page_start(ctx, "artefacts", "Cursed artefacts")
    general = links.ref("keyword", "General")
    yield from rst.paragraph(
        f"An army may take one cursed artefact; its {general} unit carries it and gains its "
        "keywords for free. Keywords an artefact defines are on the keywords page.")
    for art in ctx.rules.artefacts:
        body = [*rst.paragraph(links.text(art.summary)),
                *rst.field_list([
                    ("Carried by", "the unit with " + links.ref("keyword", art.carrier)),
                    ("Conveys", keyword_list(ctx, conveyed(art))),
                    ("Defines", keyword_list(ctx, [k.name for k in art.keywords])),
                    ("Cannot gain", keyword_list(ctx, _cannot_gain(art))),
                    ("Printed", cite(art.cite))])]
        yield from obj("artefact", art.name, art.summary, body, annotation="cursed artefact")


def _cannot_gain(art: Artefact) -> list[str]:
    """What the carrying unit can no longer gain: the forbids of the keywords it defines."""
    return [e.keyword for kw in art.keywords for e in kw.effects
            if isinstance(e, Forbid) and e.keyword and standing(e)]


def terrain_page(ctx: Context) -> Iterator[str]:
    """Terrain keywords and the book's terrain examples."""
    rules = ctx.rules
    links = ctx.links
    yield from page_start(ctx, "terrain", "Terrain")
    terrain_kws = [k for k in lookups.all_keyword_defs(rules) if Trait.TERRAIN in k.traits]
    yield from rst.paragraph(
        "Players agree each terrain piece's keywords before deployment. The terrain "
        "keywords:")
    yield from rst.list_table(
        ["Keyword", "What it does", "Printed"],
        [[links.ref("keyword", k.name), links.text(k.summary, skip=k.name), cite(k.cite)]
         for k in terrain_kws], widths=[2, 7, 3])
    yield from rst.heading("Terrain examples", 1)
    yield from rst.paragraph(f"The book's suggested keywords for common pieces "
                             f"({cite(rules.terrain_examples.cite)}).")
    for ex in rules.terrain_examples.examples:
        summary = ", ".join(ex.keywords)
        yield from obj("terrain", ex.name, summary,
                       rst.paragraph(keyword_list(ctx, ex.keywords)), annotation="terrain")
