"""The HOARDE pages: cards, sets and decks; the turn; the rules of play; the card odds with
the exact chance of being dealt a set; and the readings."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from rulesref.docs import rst
from rulesref.docs.blocks import ReadingView, obj, readings_page, yes_no
from rulesref.docs.schema import member_docs
from rulesref.docs.turns import turn_page
from rulesref.games.hoarde import lookups
from rulesref.games.hoarde.docs.common import Context, reading_links
from rulesref.games.hoarde.model import Attribute, AttributeKind, Deck, DeckId

# --------------------------------------------------------------------------- cards


def deck_ref(ctx: Context, deck: DeckId) -> str:
    """A link to a deck's entry."""
    return ctx.section.links.ref("term", lookups.find_deck(ctx.rules, deck).name)


def attribute_entry(ctx: Context, attribute: Attribute) -> Iterator[str]:
    """A card attribute: how it sits on the cards and the values the page prints."""
    sec = ctx.section
    kinds = member_docs(AttributeKind)
    fields = [("On every card", yes_no(attribute.on_every_card)),
              ("A set of it", rst.inline(kinds.get(attribute.kind.name, attribute.kind.value))),
              ("Printed examples", ", ".join(f"``{e}``" for e in attribute.examples)),
              ("Also called", ", ".join(rst.inline(a) for a in attribute.aliases)),
              ("Book section", sec.cite(attribute.cite))]
    body = [*rst.paragraph(sec.text(attribute.summary, skip=attribute.name)),
            *rst.field_list(fields)]
    yield from obj("term", attribute.name, attribute.summary, body,
                   aliases=attribute.aliases, annotation="card attribute",
                   kind="card attribute")


def deck_entry(ctx: Context, deck: Deck) -> Iterator[str]:
    """A deck: how it is formed, and what it holds by our reading of the odds."""
    rules, sec = ctx.rules, ctx.section
    comp = deck.composition
    rows = [[sec.links.ref("term", g.attribute), str(g.values), str(g.copies),
             str(g.values * g.copies)] for g in comp.groups]
    body = [*rst.paragraph(f"{sec.text(deck.summary, skip=deck.name)} "
                           f"({sec.cite(deck.cite)})"),
            *rst.paragraph(
                f"What it holds, by our reading ({reading_links(ctx, [comp.reading])}): "
                f"{comp.cards} cards. {sec.text(comp.summary)} ({sec.cite(comp.cite)})"),
            *rst.list_table(["Attribute", "Values", "Cards each", "Cards with it"], rows,
                            widths=[3, 1, 1, 1]),
            *rst.field_list([
                ("Winning sets", ", ".join(sec.links.ref("term", s.attribute)
                                           for s in lookups.winning_sets(rules, deck.id))),
                ("Players it can deal to", f"up to {lookups.max_players(rules, deck)}"),
                ("Also called", ", ".join(rst.inline(a) for a in deck.aliases))])]
    yield from obj("term", deck.name, deck.summary, body, aliases=deck.aliases,
                   annotation="deck", kind="deck")


def cards_page(ctx: Context) -> Iterator[str]:
    """The card attributes, the sets that win, and the two decks."""
    rules, sec = ctx.rules, ctx.section
    size = lookups.rule_value(rules, "set_size")
    basic = [a for a in rules.attributes if a.on_every_card and a.in_sets]
    yield from sec.start("cards", "Cards, sets and decks")
    yield from rst.paragraph(
        "Every card shows " + ", ".join(sec.links.ref("term", a.name) for a in basic)
        + f"; a hand of {size} cards that match on one of them wins. The enchanted deck adds "
        "two more ways to win. The page never lists the cards themselves.")
    yield from rst.heading("Card attributes", 1)
    for attribute in rules.attributes:
        yield from attribute_entry(ctx, attribute)
    yield from rst.heading("Winning sets", 1)
    yield from rst.list_table(
        ["Set of", "Cards", "Wins with", "The winner also gets", "What counts",
         "Book section"],
        [[sec.links.ref("term", s.attribute), str(s.size),
          ", ".join(deck_ref(ctx, d) for d in s.decks),
          ", ".join(rst.inline(g) for g in s.grants) or "–", sec.text(s.summary),
          sec.cite(s.cite)] for s in rules.winning_sets], widths=[2, 1, 3, 2, 5, 3])
    yield from rst.heading("Decks", 1)
    for deck in rules.decks:
        yield from deck_entry(ctx, deck)


# --------------------------------------------------------------------------- play

#: Rules of play the turn page repeats, by id.
TURN_RULES = frozenset({"no_discarding_new_card", "win_at_end_of_turn"})


def turn_lines(ctx: Context) -> Iterator[str]:
    """Set Up and the turn, with the diagram, the reshuffle and how the game ends."""
    rules, sec = ctx.rules, ctx.section
    deal = lookups.rule_value(rules, "deal")
    intro = (f"After the Set Up each player holds {deal} cards, and turns pass around the "
             "table until someone ends their own turn holding a set.")
    rows = [[sec.links.ref("rule", r.name), sec.text(r.summary)] for r in rules.game_rules
            if r.id in TURN_RULES]
    ending = [*rst.paragraph("See also, among the " + sec.ref("rules-of-play") + ":"),
              *rst.list_table(["Rule", "In short"], rows, widths=[2, 5])] if rows else []
    yield from turn_page(sec, rules.sequences, rules.structure, path="turn",
                         title="Set Up and the turn", intro=intro,
                         loop_label="next player's turn", ending=ending)


def rules_of_play_page(ctx: Context) -> Iterator[str]:
    """Every rule of play that is not a step: the deal, the turn order, what may be seen."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("rules-of-play", "Rules of play")
    yield from rst.paragraph("The rules beside the steps of the turn, in our own words:")
    for rule in rules.game_rules:
        fields = [("Number", "" if rule.value is None else str(rule.value)),
                  ("Reading", reading_links(ctx, [rule.reading])),
                  ("Book section", sec.cite(rule.cite))]
        body = [*rst.paragraph(sec.text(rule.summary)), *rst.field_list(fields)]
        yield from obj("rule", rule.name, rule.summary, body, kind="rule of play",
                       annotation="" if rule.value is None else str(rule.value))


# --------------------------------------------------------------------------- odds


def fraction(value: Fraction) -> str:
    """An exact probability as a percentage with its fraction behind it (``0.83%``, with
    9/1081 on hover or tap)."""
    if value.denominator == 1:
        return f"{value.numerator * 100}%"
    return f":rules:odds:`{value.numerator}/{value.denominator}`"


def deal_rows(ctx: Context, deck: DeckId) -> tuple[lookups.DealOdds, list[list[str]]]:
    """The exact odds of a dealt set from ``deck``, one row per kind of set, then any set."""
    found = lookups.deal_odds(ctx.rules, deck)
    links = ctx.section.links
    rows = [[links.ref("term", s.attribute), f"{s.values} × {s.copies}",
             str(s.winning_hands), fraction(s.probability)] for s in found.sets]
    if found.any_set is not None:
        total = sum(s.winning_hands for s in found.sets)
        rows.append(["**any set**", "", str(total), fraction(found.any_set)])
    else:
        rows.append(["**any set**", "", "", f"between {fraction(found.any_low)} and "
                                            f"{fraction(found.any_high)}"])
    return found, rows


def odds_page(ctx: Context) -> Iterator[str]:
    """The page's odds statements, and the exact chance of being dealt each set."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("odds", "Card odds")
    yield from rst.paragraph(
        "The rules close with statements about the odds. They are the only source for what "
        "the decks hold: the " + sec.ref("cards", "deck entries") + " show the composition "
        "they force, and the " + sec.ref("verification", "odds checks") + " prove with z3 "
        "that no other composition fits them.")
    yield from rst.heading("What the page states", 1)
    yield from rst.list_table(
        ["Statement", "Number", "Decks", "Reading", "Book section"],
        [[sec.text(o.summary), "–" if o.value is None else str(o.value),
          ", ".join(deck_ref(ctx, d) for d in o.decks), reading_links(ctx, [o.reading]) or "–",
          sec.cite(o.cite)] for o in rules.odds], widths=[6, 1, 3, 3, 2])
    yield from rst.heading("The chance of being dealt a set", 1)
    deal = lookups.rule_value(rules, "deal")
    yield from rst.paragraph(
        f"A set dealt in the {deal}-card starting hand must still be played through the "
        "first turn, but it shows how rare a set is. The chances are exact, counted over "
        "every possible hand, by the same function as ``rulesref hoarde deal-odds``.")
    for deck in rules.decks:
        found, rows = deal_rows(ctx, deck.id)
        yield from rst.heading(deck.name, 2)
        yield from rst.list_table(
            ["Set of", "Values × cards each", f"Winning {deal}-card hands", "Chance"], rows,
            title=f"{found.hands} possible hands of {found.hand} from {found.cards} cards",
            widths=[3, 2, 2, 4])


# --------------------------------------------------------------------------- readings


def readings_views(ctx: Context) -> list[ReadingView]:
    """Every reading of the model, ready for the readings page."""
    rules, sec = ctx.rules, ctx.section
    used: dict[str, list[str]] = {}
    for rule in rules.game_rules:
        if rule.reading:
            used.setdefault(rule.reading, []).append(sec.links.ref("rule", rule.name))
    for deck in rules.decks:
        used.setdefault(deck.composition.reading, []).append(sec.links.ref("term", deck.name))
    for statement in rules.odds:
        if statement.reading:
            used.setdefault(statement.reading, []).append(sec.ref("odds", "the odds"))
    views = []
    for r in rules.readings:
        topic = r.topic or r.id
        title = topic[:1].upper() + topic[1:]
        views.append(ReadingView(
            id=r.id, title=title, kind=r.kind, question=r.question, reading=r.reading,
            cites=(r.cite,), alternatives=tuple(f"``{a}``" for a in r.alternatives),
            notes=(("Code", f"``{r.choice}``"),) if r.choice else (),
            used_by=tuple(dict.fromkeys(used.get(r.id, ())))))
    return views


def hoarde_readings_page(ctx: Context) -> Iterator[str]:
    """The readings page."""
    return readings_page(ctx.section, readings_views(ctx))
