"""Hogs of War pages about the pieces: components and counts, cards and Hog classes,
Deployables, tokens and damage, the glossary and the readings."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.docs import rst
from rulesref.docs.blocks import ReadingView, obj, readings_page, term_entry
from rulesref.docs.schema import member_docs
from rulesref.games.hogs_of_war import lookups
from rulesref.games.hogs_of_war.docs.common import Context, readings_line, term_ref
from rulesref.games.hogs_of_war.model import ActionId, AddedRule, Counted, HogsOfWar, NamedCard

# --------------------------------------------------------------------------- components


def key_numbers(rules: HogsOfWar) -> list[tuple[str, int, Citation]]:
    """The game's numbers: (what, how many, where it is stated)."""
    board, team = rules.board, rules.four_player
    out = [("Lanes in front of each player", board.lanes_per_player, board.cite),
           ("Hog cards in each army", board.hogs_per_army, board.cite),
           ("Deployables a lane can hold", rules.deployables.lane_limit,
            rules.deployables.cite),
           ("Usual maximum hand size", rules.hand_sizes.default,
            rules.hand_sizes.default_cite)]
    out += [(f"Round 1 hand of the {r.seat.value.capitalize()} Player", r.size, r.cite)
            for r in rules.hand_sizes.rules if r.first_round == 1 and r.seat is not None]
    out += [(f"Health the {a.name} action restores", a.heals, a.cite)
            for a in rules.actions.actions if a.heals is not None]
    out += [(f"Damage of one {t.name}", t.damage, t.cite)
            for t in rules.tokens if t.damage is not None]
    out += [("Health at which a Hog is defeated (or less)", rules.damage.defeated_at,
             rules.damage.cite),
            ("Players in the team game", team.players, team.cite),
            ("Players in each team", team.players_per_team, team.cite)]
    return out


def components_page(ctx: Context) -> Iterator[str]:
    """The cards and tokens the rules use, the game's numbers, and the numbers in words."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("components", "Components and counts")
    yield from rst.paragraph("The cards and tokens the rules call for:")
    yield from rst.list_table(
        ["Component", "Kind", "What it is for", "Book section"],
        [[term_ref(ctx, c.name), rst.inline(c.kind), sec.text(c.summary, skip=c.name),
          sec.cite(c.cite)] for c in rules.components], widths=[3, 1, 6, 3])
    yield from rst.heading("The numbers of the game", 1)
    yield from rst.list_table(["", "Number", "Book section"],
                              [[rst.inline(what), str(n), sec.cite(where)]
                               for what, n, where in key_numbers(rules)], widths=[6, 1, 3])
    yield from rst.heading("Numbers the book writes out", 1)
    yield from rst.paragraph(
        "The book gives some numbers in words, some of them twice. The "
        + sec.ref("verification", "count check") + " compares each with the model.")
    docs = member_docs(Counted)
    yield from rst.list_table(
        ["What", "Number", "Printed as", "Book section"],
        [[rst.inline(docs.get(c.counted.name, c.counted.value)), str(c.stated),
          f"*{rst.inline(c.printed_as)}*", sec.cite(c.cite)] for c in rules.stated_counts],
        widths=[5, 1, 3, 3])


# --------------------------------------------------------------------------- cards


def card_entry(ctx: Context, card: NamedCard) -> Iterator[str]:
    """A card the book names: kind, what it does, its numbers and the terms it uses."""
    sec = ctx.section
    fields = [("Kind", term_ref(ctx, card.kind)),
              ("Hog classes", ", ".join(sec.links.ref("unittype", c) for c in card.classes)),
              ("Damage", "" if card.damage is None else str(card.damage)),
              ("Range", "" if card.range is None else str(card.range)),
              ("Also spelt", ", ".join(rst.inline(a) for a in card.aliases)),
              ("Terms it uses", ", ".join(term_ref(ctx, m) for m in card.mentions)),
              ("Book section", sec.cite(card.cite)),
              ("Readings", readings_line(ctx, card.readings, lead=""))]
    body = [*rst.paragraph(sec.text(card.summary, skip=card.name)), *rst.field_list(fields)]
    yield from obj("card", card.name, card.summary, body, aliases=card.aliases,
                   annotation=card.kind, kind=card.kind)


def cards_page(ctx: Context) -> Iterator[str]:
    """Kinds of card, the cards the book names, the Hog classes, the icons, the Supply."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("cards", "Cards and Hog classes")
    yield from rst.heading("Kinds of card", 1)
    played = {a.id: a.name for a in rules.actions.actions}
    yield from rst.list_table(
        ["Kind", "Played with", "What it does", "Book section", "Readings"],
        [[term_ref(ctx, k.name),
          sec.links.ref("rule", played[k.played_by]) if k.played_by else "–",
          sec.text(k.summary, skip=k.name), sec.cite(k.cite),
          readings_line(ctx, k.readings, lead="") or "–"] for k in rules.card_kinds],
        widths=[2, 3, 6, 2, 3])
    supply = rules.supply
    yield from rst.heading("The Supply deck", 1)
    yield from rst.paragraph(f"{sec.text(supply.summary)} ({sec.cite(supply.cite)})")
    yield from rst.paragraph(readings_line(ctx, supply.readings))
    yield from rst.heading("Cards the book names", 1)
    yield from rst.paragraph(
        f"The {len(rules.named_cards)} cards the book names in its examples and answers:")
    for card in rules.named_cards:
        yield from card_entry(ctx, card)
    yield from rst.heading("Hog classes", 1)
    for hog_class in rules.hog_classes:
        fields = [("Terms it uses", ", ".join(term_ref(ctx, m) for m in hog_class.mentions)),
                  ("Book section", sec.cite(hog_class.cite)),
                  ("Readings", readings_line(ctx, hog_class.readings, lead=""))]
        body = [*rst.paragraph("Class ability: " + sec.text(hog_class.ability,
                                                            skip=hog_class.name)),
                *rst.field_list(fields)]
        yield from obj("unittype", hog_class.name, hog_class.ability, body,
                       annotation="Hog class", kind="Hog class")
    yield from rst.heading("Icons", 1)
    yield from rst.list_table(
        ["Icon", "Looks like", "What it does", "Book section"],
        [[term_ref(ctx, i.name), rst.inline(i.looks_like), sec.text(i.summary, skip=i.name),
          sec.cite(i.cite)] for i in rules.icons], widths=[2, 3, 5, 2])


# --------------------------------------------------------------------------- deployables


def deployables_page(ctx: Context) -> Iterator[str]:
    """Where Deployables go, how many fit in a lane, and how long they last."""
    rules, sec = ctx.rules, ctx.section
    dep = rules.deployables
    yield from sec.start("deployables", "Deployables")
    place = next((a for a in rules.actions.actions if a.id is ActionId.PLACE_DEPLOYABLE), None)
    yield from rst.paragraph(
        f"{sec.text(dep.summary)} ({sec.cite(dep.cite)})"
        + (f" A Hog puts one down with the {sec.links.ref('rule', place.name)} action."
           if place is not None else ""))
    yield from rst.field_list([("Deployables per lane", f"at most {dep.lane_limit}"),
                               ("How long they stay", f"{sec.text(dep.lasting)} "
                                                      f"({sec.cite(dep.lasting_cite)})")])
    yield from rst.heading("Placing outside one's own lane", 1)
    rows = []
    for ex in dep.exceptions:
        if sec.links.has("card", ex.source):
            source = sec.links.ref("card", ex.source)
        else:
            source = sec.links.ref("unittype", ex.source)
        rows.append([source, sec.text(ex.summary, skip=ex.source),
                     "–" if ex.range is None else str(ex.range), sec.cite(ex.cite)])
    yield from rst.list_table(["Card or class", "Where it may place", "Range", "Book section"],
                              rows, widths=[2, 6, 1, 2])
    kinds = {names.fold(k.name) for k in rules.card_kinds
             if k.played_by is ActionId.PLACE_DEPLOYABLE}
    deployable_cards = [c for c in rules.named_cards if names.fold(c.kind) in kinds]
    if deployable_cards:
        yield from rst.paragraph("Deployables the book names: " + ", ".join(
            sec.links.ref("card", c.name) for c in deployable_cards) + ".")
    yield from rst.paragraph(readings_line(ctx, dep.readings))


# --------------------------------------------------------------------------- tokens


def tokens_page(ctx: Context) -> Iterator[str]:
    """The tokens, what each does and what removes it; then damage and defeat."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("tokens", "Tokens and damage")
    rows = [[term_ref(ctx, t.name), sec.text(t.summary, skip=t.name),
             "–" if t.damage is None else str(t.damage),
             sec.text(t.trigger) if t.trigger else "–",
             sec.text(t.removed_by) if t.removed_by else "nothing the book prints",
             sec.cite(t.cite), readings_line(ctx, t.readings, lead="") or "–"]
            for t in rules.tokens]
    yield from rst.list_table(
        ["Token", "What it does", "Damage", "When it deals damage", "What removes it",
         "Book section", "Readings"], rows, widths=[2, 5, 1, 3, 3, 2, 3])
    dmg = rules.damage
    yield from rst.heading("Damage and defeat", 1)
    yield from rst.paragraph(f"{sec.text(dmg.summary)} ({sec.cite(dmg.cite)})")
    yield from rst.field_list([
        ("Defeated at", f"{dmg.defeated_at} health or less"),
        ("Targets", f"{sec.text(dmg.targeting)} ({sec.cite(dmg.targeting_cite)})"),
        ("Terms it uses", ", ".join(term_ref(ctx, m) for m in dmg.mentions))])


# --------------------------------------------------------------------------- glossary


def glossary_page(ctx: Context) -> Iterator[str]:
    """Every game term, alphabetically, with the ones the book never explains marked."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("glossary", "Glossary")
    undefined = [t for t in rules.terms if not t.defined]
    yield from rst.paragraph(
        f"The {len(rules.terms)} terms the rules use. The book explains all but "
        f"{len(undefined)}; for those the meaning given is the one the model assumes, and the "
        + sec.ref("verification", "term check") + " reports each.")
    for term in sorted(rules.terms, key=lambda t: names.fold(t.name)):
        yield from term_entry(sec, term)


# --------------------------------------------------------------------------- readings


def _where(ctx: Context) -> dict[str, list[str]]:
    """For each reading id, links to the rules that carry it."""
    rules, sec = ctx.rules, ctx.section
    out: dict[str, list[str]] = {}

    def note(node: object, link: str) -> None:
        for reading in lookups.readings_in(node):
            out.setdefault(reading.id, []).append(link)

    for action in rules.actions.actions:
        note(action, sec.links.ref("rule", action.name))
    for card in rules.named_cards:
        note(card, sec.links.ref("card", card.name))
    for kind in rules.card_kinds:
        note(kind, term_ref(ctx, kind.name))
    for token in rules.tokens:
        note(token, term_ref(ctx, token.name))
    for hog_class in rules.hog_classes:
        note(hog_class, sec.links.ref("unittype", hog_class.name))
    pages = {"board": "range", "range_rule": "range", "deployables": "deployables",
             "actions": "actions", "round_rules": "round", "hand_sizes": "round",
             "supply": "cards", "game_end": "round", "four_player": "four-player"}
    for name, path in pages.items():
        for reading in lookups.readings_in(getattr(rules, name)):
            links = out.setdefault(reading.id, [])
            if not links:
                links.append(sec.ref(path))
    return out


def readings_views(ctx: Context) -> list[ReadingView]:
    """Every reading of the model, ready for the readings page."""
    where = _where(ctx)
    added = member_docs(AddedRule)
    views = []
    for r in lookups.all_readings(ctx.rules):
        notes = []
        if r.adds_rule is not None:
            notes.append(("Adds a rule", f"``{r.adds_rule.value}``: "
                          + rst.inline(added.get(r.adds_rule.name, ""))))
        if r.when:
            notes.append(("Shown by ``rulesref hogs can`` when",
                          ", ".join(f"``{c.value}``" for c in r.when)))
        title = r.id.replace("-", " ")
        views.append(ReadingView(
            id=r.id, title=title[:1].upper() + title[1:], kind=r.kind, question=r.question,
            reading=r.reading, cites=(r.cite, *(x.cite for x in r.see_also)),
            notes=tuple(notes), used_by=tuple(dict.fromkeys(where.get(r.id, ())))))
    return views


def hogs_readings_page(ctx: Context) -> Iterator[str]:
    """The readings page."""
    return readings_page(ctx.section, readings_views(ctx))

