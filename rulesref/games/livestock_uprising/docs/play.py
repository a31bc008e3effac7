"""Livestock Uprising pages about play: the turn, the rules of play, battles and the Super
Army, and the exact battle odds (from :mod:`rulesref.games.livestock_uprising.odds`)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from rulesref.docs import rst
from rulesref.docs.blocks import obj, yes_no
from rulesref.docs.schema import member_docs
from rulesref.docs.turns import sequence_label, turn_page
from rulesref.games.livestock_uprising import odds
from rulesref.games.livestock_uprising.docs.common import Context, reading_links
from rulesref.games.livestock_uprising.model import (
    BattleResult,
    ClashReading,
    Count,
    LivestockUprising,
    Needs,
    PlayerState,
    Rule,
)

RESULT_TEXT = {
    BattleResult.ATTACKER_WINS: "attacker wins",
    BattleResult.TIE: "tie",
    BattleResult.DEFENDER_WINS: "defender wins",
}

# --------------------------------------------------------------------------- the turn


def turn_page_lines(ctx: Context) -> Iterator[str]:
    """The turn: the diagram, set-up, each phase, and how players leave the game."""
    rules, sec = ctx.rules, ctx.section
    intro = ("After the set-up, players take turns in order to the left until one player "
             "is left. A turn is the player's own: their Generals act, harvest, and take on "
             "new units.")
    states = member_docs(PlayerState)
    needs = member_docs(Needs)
    ending = [*rst.paragraph("How a player's standing changes on the way:"),
              *rst.list_table(
                  ["Change", "From", "To", "Needs", "How", "Reading", "Book section"],
                  [[rst.inline(c.name), rst.inline(states.get(c.source.name, c.source.value)),
                    rst.inline(states.get(c.target.name, c.target.value)),
                    rst.inline(needs.get(c.needs.name, c.needs.value)), sec.text(c.summary),
                    reading_links(ctx, [c.reading]) or "–", sec.cite(c.cite)]
                   for c in rules.state_changes], widths=[2, 2, 2, 2, 4, 2, 2])]
    yield from turn_page(sec, rules.sequences, rules.structure, path="turn", title="The turn",
                         intro=intro, loop_label="next player's turn", ending=ending)


def rule_entry(ctx: Context, rule: Rule, kind: str) -> Iterator[str]:
    """A rule of play: what it says, its number, the reading it relies on."""
    sec = ctx.section
    fields = [("Number", "" if rule.value is None else str(rule.value)),
              ("Reading", reading_links(ctx, [rule.reading])),
              ("Book section", sec.cite(rule.cite))]
    body = [*rst.paragraph(sec.text(rule.summary)), *rst.field_list(fields)]
    yield from obj("rule", rule.name, rule.summary, body, kind=kind,
                   annotation="" if rule.value is None else str(rule.value))


def rules_of_play_page(ctx: Context) -> Iterator[str]:
    """Movement, harvesting, marshalling and the other rules of play."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("rules-of-play", "Rules of play")
    yield from rst.paragraph(
        "The rules of play outside the battle rules, each in our words with its number where "
        "it has one. The battle and Super Army rules are on "
        + sec.ref("battles") + "; the army limits on " + sec.ref("units") + ".")
    for rule in rules.play_rules:
        yield from rule_entry(ctx, rule, "rule of play")


# --------------------------------------------------------------------------- battles


def _count(ctx: Context, label: str, count: Count) -> tuple[str, str]:
    sec = ctx.section
    return label, f"**{count.value}**. {sec.text(count.summary)} ({sec.cite(count.cite)})"


def battles_page(ctx: Context) -> Iterator[str]:
    """An ordinary battle step by step, its results, the book's example, the Super Army."""
    rules, sec = ctx.rules, ctx.section
    battle = rules.battle
    yield from sec.start("battles", "Battles and the Super Army")
    yield from rst.paragraph(
        "A General attacks by moving onto a tile an enemy General holds. Each side adds up "
        "the points of its units and rolls; the higher strength wins. The exact chances for "
        "many totals are on " + sec.ref("battle-odds") + ".")
    yield from rst.field_list([
        _count(ctx, "Attack points needed", battle.min_attack_points),
        _count(ctx, "Attacker's dice", battle.attack_dice),
        _count(ctx, "Defender's dice", battle.defense_dice),
        _count(ctx, "Further moves by the attacker", battle.attacker_done)])
    yield from rst.heading("Results", 1)
    rows = []
    for o in battle.outcomes:
        loser = f"{o.casualty_side.value}, {o.casualties}" if o.casualty_side else "none"
        rows.append([RESULT_TEXT[o.result], rst.inline(loser), yes_no(o.attacker_advances),
                     yes_no(o.defender_retreats), sec.text(o.summary), sec.cite(o.cite)])
    yield from rst.list_table(
        ["Result", "Casualties (side, units)", "Attacker moves in", "Defender retreats",
         "What happens", "Book section"], rows, widths=[2, 2, 1, 1, 5, 3])
    nd = battle.no_defense
    yield from rst.heading("No defense", 1)
    yield from rst.paragraph(
        f"{sec.text(nd.summary)} ({sec.cite(nd.cite)}) A defense total of {nd.threshold} "
        f"gives: {RESULT_TEXT[nd.result]}, {'with' if nd.rolls else 'without'} a roll. How "
        f"this meets the Super Army's rolls: reading {sec.reading_ref(nd.reading)}.")
    yield from rst.heading("Casualties", 1)
    yield from rst.list_table(
        ["Card", "Back to the supply", "What becomes of it", "Book section"],
        [[ctx.section.links.ref("term", c.card), yes_no(c.returns_to_supply),
          sec.text(c.summary), sec.cite(c.cite)] for c in battle.casualty_rules],
        widths=[2, 1, 5, 3])
    ex = battle.example
    ex_odds = odds.battle_odds(rules, ex.attack_points, ex.defense_points)
    yield from rst.heading("The book's example", 1)
    yield from rst.paragraph(
        f"{rst.inline(ex.attacker)} attacks with {ex.attack_points} attack points; "
        f"{rst.inline(ex.defender)} defends with {ex.defense_points} ({sec.cite(ex.cite)}). "
        f"With one die each, the attacker wins with probability "
        f"{fraction(ex_odds.attacker_wins)}, they tie with {fraction(ex_odds.tie)}, and the "
        f"defender wins with {fraction(ex_odds.defender_wins)}.")
    yield from super_army_section(ctx)


def super_army_section(ctx: Context) -> Iterator[str]:
    """The Super Army: forming it, its dice and automatic results, its other rules."""
    rules, sec = ctx.rules, ctx.section
    sup = rules.super_army
    yield from rst.heading("The Super Army", 1)
    yield from rst.paragraph(
        "A player may merge all their Generals' units into one Super Army: "
        + rst.role("ref", sequence_label(sec, "super_army"), "the steps of forming it")
        + " are on the turn page.")
    yield from rst.field_list([
        _count(ctx, "Dice", sup.dice),
        _count(ctx, "Wins outright on", sup.automatic_win),
        _count(ctx, "Loses outright on", sup.automatic_loss),
        ("What counts as the roll", "reading " + sec.reading_ref(sup.roll_reading)),
        ("Both sides roll an automatic result",
         rst.inline(member_docs(ClashReading).get(sup.clash.name, sup.clash.value))
         + f" (reading {sec.reading_ref(sup.clash_reading)})"),
        _count(ctx, "Casualties it causes", sup.casualties),
        ("When it causes them", "reading " + sec.reading_ref(sup.casualties_reading)),
        _count(ctx, "Tiles it moves", sup.movement)])
    for rule in sup.rules:
        yield from rule_entry(ctx, rule, "Super Army rule")


# --------------------------------------------------------------------------- odds


def fraction(value: Fraction) -> str:
    """An exact probability: ``5/12``, ``0`` or ``1``."""
    return str(value.numerator) if value.denominator == 1 else \
        f"{value.numerator}/{value.denominator}"


@dataclass(frozen=True, slots=True)
class Cell:
    """One battle of the odds grid, as ways out of every equally likely roll."""

    wins: int
    ties: int
    losses: int
    rolls: int
    readings: tuple[str, ...]

    def text(self) -> str:
        """The chances as percentages with their fractions, ``42% · 17% · 42%`` for
        ``15 · 6 · 15`` out of 36 (thin spaces, so that a grid of them fits the page)."""
        return "\u2009·\u2009".join(f":rules:odds:`{n}/{self.rolls}`"
                                      for n in (self.wins, self.ties, self.losses))


def rolls(rules: LivestockUprising, attacker_super: bool, defender_super: bool) -> int:
    """How many equally likely rolls a battle has (36 for one die a side)."""
    battle, sup = rules.battle, rules.super_army
    dice = (sup.dice.value if attacker_super else battle.attack_dice.value) + \
        (sup.dice.value if defender_super else battle.defense_dice.value)
    return int(battle.die_faces.value ** dice)


def cell(rules: LivestockUprising, attack: int, defense: int, attacker_super: bool = False,
         defender_super: bool = False) -> Cell:
    """The exact odds of one battle, as ways out of all rolls.

    :raises RulesError: for a negative total.
    """
    found = odds.battle_odds(rules, attack, defense, attacker_super=attacker_super,
                             defender_super=defender_super)
    total = rolls(rules, attacker_super, defender_super)
    ways = [p * total for p in (found.attacker_wins, found.tie, found.defender_wins)]
    assert all(w.denominator == 1 for w in ways), ways
    wins, ties, losses = (int(w) for w in ways)
    return Cell(wins, ties, losses, total, found.readings)


#: The battles the odds page tabulates: (title, attacker is a Super Army, defender is).
MATCHUPS = (
    ("A General attacks a General", False, False),
    ("A Super Army attacks a General", True, False),
    ("A General attacks a Super Army", False, True),
    ("A Super Army attacks a Super Army", True, True),
)

#: How many attack totals and defense totals each grid shows (seven fit the page).
GRID = 7


def grid(rules: LivestockUprising, attacker_super: bool, defender_super: bool,
         ) -> tuple[range, range, list[list[Cell]]]:
    """Attack totals (rows), defense totals (columns) and the cells between them."""
    low = rules.battle.min_attack_points.value
    attacks = range(low, low + GRID)
    first = rules.battle.no_defense.threshold + 1
    defenses = range(first, first + GRID)
    cells = [[cell(rules, a, d, attacker_super, defender_super) for d in defenses]
             for a in attacks]
    return attacks, defenses, cells


def odds_page(ctx: Context) -> Iterator[str]:
    """Exact battle odds for a grid of attack and defense totals, for each kind of battle."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("battle-odds", "Battle odds")
    yield from rst.paragraph(
        "Every cell gives the chances that the attacker wins · ties · loses, worked out "
        "exactly from every equally likely roll: 42% · 17% · 42% means the attacker wins 15 "
        "times in 36 (tap or hover a chance for its fraction). Rows are the attacker's total "
        "of attack points, columns the "
        "defender's total of defense points, both before dice. A defender with no defense "
        "points loses without a roll (see " + sec.ref("battles") + "), so the grids start "
        "at 1. The numbers come from the "
        "same function as ``rulesref livestock odds``.")
    for title, attacker_super, defender_super in MATCHUPS:
        attacks, defenses, cells = grid(rules, attacker_super, defender_super)
        total = rolls(rules, attacker_super, defender_super)
        yield from rst.heading(title, 1)
        rows = [[str(a), *(c.text() for c in row)] for a, row in zip(attacks, cells,
                                                                     strict=True)]
        yield from rst.list_table(["", *(str(d) for d in defenses)], rows,
                                  title=f"Attack down, defense across; out of {total} rolls",
                                  stub_columns=1,
                                  classes=["rules-matrix", "rules-odds"])
        sample = odds.battle_odds(rules, attacks[0], defenses[0],
                                  attacker_super=attacker_super,
                                  defender_super=defender_super)
        losses = "; ".join(
            f"when the {RESULT_TEXT[res]}, the {c.side.value} discards {c.count}"
            for res, c in sample.casualties.items())
        used = sorted({r for row in cells for c in row for r in c.readings})
        notes = [f"Casualties: {rst.inline(losses)}."]
        if used:
            notes.append("Readings these numbers depend on: " + reading_links(ctx, used) + ".")
        yield from rst.paragraph(" ".join(notes))
