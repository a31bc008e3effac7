"""Pages about playing a battle: the battle round, the rules of play, scenarios, the Chaos of
War tables and the other ways to play."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.dice import DiceTable
from rulesref.core.effects import Mention
from rulesref.core.sequences import Sequence
from rulesref.docs import rst
from rulesref.docs.flow import flow_figure
from rulesref.docs.turns import step_anchor, step_label
from rulesref.games.hobgoblin.docs.common import (
    SCENARIO_SECTIONS,
    Context,
    cite,
    effect_fields,
    obj,
    page_start,
    rule_objtype,
    section_objtype,
)
from rulesref.games.hobgoblin.effect_sources import Holder, holders
from rulesref.games.hobgoblin.model import GameRule, RulesSection

CHAOS_PREFIX = "chaos_"


def canonical_sequences(ctx: Context) -> dict[str, Sequence]:
    """The canonical printing of every sequence, by id."""
    return {s.id: s for s in ctx.rules.sequences if s.canonical}


def game_rule(ctx: Context, rule_id: str) -> GameRule | None:
    """A rule of play by id, if the model has it."""
    return next((g for g in ctx.rules.game_rules if g.id == rule_id), None)


def phase_label(ctx: Context, name: str) -> str:
    """The label of a phase's section on the battle round page."""
    return f"{ctx.game}-phase-{rst.slug(name)}"


def _steps(ctx: Context, sequence: Sequence) -> Iterator[str]:
    for i, step in enumerate(sequence.steps, start=1):
        yield (f"{i}. {step_anchor(ctx.game, sequence.id, step.name)} "
               f"**{rst.inline(step.name)}**: {ctx.links.text(step.summary)}")
    yield ""


#: What each kind of effect holder is called in a step's list, in list order.
ACTING_KINDS = {"rule": "Rules of play", "keyword": "Keywords", "spell": "Spells",
                "card": "Fortune cards", "artefact": "Cursed artefacts",
                "section": "Scenario and play rules", "table": "Table results"}


def holder_link(ctx: Context, holder: Holder) -> str:
    """A link to an effect holder: its object, or for a rule of play its row (the row's
    anchor is a label, so Sphinx resolves the link from any page and checks it exists)."""
    if holder.kind == "rule":
        return rst.role("ref", f"{ctx.game}-rule-{rst.slug(holder.key)}", holder.name)
    objtype = rule_objtype(holder.kind, holder.group_id)
    if objtype and ctx.links.has(objtype, holder.title):
        shown = f"{holder.group}: {holder.title}" if holder.group else None
        return ctx.links.ref(objtype, holder.title, shown)
    return rst.inline(holder.name)


def acting_in(ctx: Context, steps: set[str]) -> list[tuple[str, list[str]]]:
    """What acts in the named phases or steps: every holder with an effect timed there
    (``at``; a mere mention does not act), grouped by kind as (heading, links); empty groups
    are left out. A step name two phases share (Place Doom) counts for both, as it does in
    play."""
    found: dict[str, dict[str, None]] = {kind: {} for kind in ACTING_KINDS}
    for holder in holders(ctx.rules):
        if holder.kind in found and any(e.at in steps and not isinstance(e, Mention)
                                        for e in holder.effects):
            found[holder.kind][holder_link(ctx, holder)] = None
    return [(ACTING_KINDS[k], list(links)) for k, links in found.items() if links]


def battle_round_page(ctx: Context) -> Iterator[str]:
    """The battle round: a diagram drawn from the sequences, then each phase and its steps."""
    seqs = canonical_sequences(ctx)
    round_seq = seqs["battle_round"]
    setup = seqs.get("setup")
    length = game_rule(ctx, "game_length")
    rounds = length.value if length is not None and length.value else None
    yield from page_start(ctx, "battle-round", "The battle round")
    intro = "A battle is set up, then played in battle rounds"
    if rounds:
        intro += f" ({rounds} in a game)"
    intro += (". Every round runs through the same phases in order; the First Player acts "
              "first in each. Click a phase to jump to its steps.")
    yield from rst.paragraph(intro)
    setup_label = f"{ctx.game}-setup"
    svg = flow_figure(
        round_seq, seqs, anchor=lambda name: phase_label(ctx, name),
        step_anchor=lambda seq, name: step_label(ctx.game, seq, name),
        before=setup.name if setup else None, before_anchor=setup_label if setup else None,
        after=f"Game end after round {rounds}" if rounds else "Game end",
        loop_label="next battle round", ident=f"{ctx.game}-round-flow")
    yield from rst.directive("raw", "html", content=svg.split("\n"))
    yield from rst.paragraph(f"{rst.inline(round_seq.name)}: {cite(round_seq.cite)}.")
    for step in round_seq.steps:
        yield from rst.heading(step.name, 1, label=phase_label(ctx, step.name))
        yield from rst.paragraph(ctx.links.text(step.summary))
        detail = seqs.get(step.substeps) if step.substeps else None
        if detail is not None:
            yield from rst.paragraph(f"{rst.inline(detail.name)} ({cite(detail.cite)}):")
            yield from _steps(ctx, detail)
        names = {step.name, *(s.name for s in detail.steps)} if detail else {step.name}
        acting = acting_in(ctx, names)
        if acting:
            yield from rst.paragraph(f"**What acts in the {rst.inline(step.name)}** (every "
                                     "rule timed in it or its steps):")
            yield from rst.field_list([(heading, ", ".join(links)) for heading, links in acting])
    if setup is not None:
        yield from rst.heading(setup.name, 1, label=setup_label)
        yield from rst.paragraph(f"Before the first round ({cite(setup.cite)}):")
        yield from _steps(ctx, setup)
    others = [s for s in ctx.rules.sequences if not s.canonical]
    if others:
        yield from rst.heading("Other printings", 1)
        yield from rst.paragraph(
            "The book prints some sequences more than once, not always alike. The pages above "
            "follow the first printing; the others are listed here, and the "
            + rst.role("ref", f"{ctx.game}-verification", "verification report")
            + " lists where they disagree.")
        yield from rst.list_table(
            ["Sequence", "Printing", "Steps in order", "Printed"],
            [[rst.inline(s.name), rst.inline(s.printing),
              " → ".join(rst.inline(x.name) for x in s.steps), cite(s.cite)] for s in others],
            widths=[3, 3, 8, 3])


def core_rules_page(ctx: Context) -> Iterator[str]:
    """Every numbered or structural rule of play."""
    yield from page_start(ctx, "core-rules", "Rules of play")
    yield from rst.paragraph(
        "The numbers and conventions of play, each in our own words with where the book "
        "states it.")
    yield from rst.list_table(
        ["Rule", "Number", "In short", "Printed"],
        [[rst.role("rules:anchor", f"{ctx.game}-rule-{rst.slug(g.id)}", "rule of play")
          + " " + rst.inline(g.name), "" if g.value is None else str(g.value),
          ctx.links.text(g.summary), cite(g.cite)] for g in ctx.rules.game_rules],
        widths=[3, 1, 8, 3], classes=["rules-core"])


def _table_results(ctx: Context, table: DiceTable, objtype: str = "result") -> Iterator[str]:
    yield from rst.paragraph(f"Roll {table.dice.value} ({cite(table.cite)}).")
    for entry in table.entries:
        body = [*rst.paragraph(ctx.links.text(entry.summary or ""))]
        body += rst.field_list([*effect_fields(ctx, entry.effects),
                                ("Printed", cite(entry.cite) if entry.cite else "")])
        yield from obj(objtype, entry.result, entry.summary or entry.result, body,
                       annotation=f"{table.dice.value} {entry.rolls}")


def _section_rules(ctx: Context, section: RulesSection) -> Iterator[str]:
    objtype = section_objtype(section.id)
    for rule in section.rules:
        body = [*rst.paragraph(ctx.links.text(rule.summary)),
                *rst.field_list([*effect_fields(ctx, rule.effects),
                                 ("Printed", cite(rule.cite))])]
        yield from obj(objtype, rule.name, rule.summary, body, annotation=section.name)


def scenarios_page(ctx: Context) -> Iterator[str]:
    """The scenario table and every scenario, with the narrative scenarios."""
    rules = ctx.rules
    yield from page_start(ctx, "scenarios", "Scenarios")
    table = next((t for t in rules.dice_tables if t.id == "scenario"), None)
    if table is not None:
        yield from rst.paragraph(
            f"Pick a scenario or roll {table.dice.value} on the table ({cite(table.cite)}):")
        yield from rst.list_table(
            [f"{table.dice.value}", "Scenario"],
            [[e.rolls, ctx.links.ref("scenario", e.result)] for e in table.entries],
            widths=[1, 6])
    for section in rules.sections:
        if section.id in SCENARIO_SECTIONS:
            yield from rst.heading(section.name, 1)
            yield from rst.paragraph(f"From {cite(section.cite)}.")
            yield from _section_rules(ctx, section)


def chaos_page(ctx: Context) -> Iterator[str]:
    """The Chaos of War tables: deployment, battlefield and twists."""
    yield from page_start(ctx, "chaos-of-war", "Chaos of War")
    yield from rst.paragraph(
        "If both players agree, a battle can be made stranger with rolls on these tables "
        "before deployment. Each result says what it changes and which keywords it gives.")
    for table in ctx.rules.dice_tables:
        if table.id.startswith(CHAOS_PREFIX):
            yield from rst.heading(table.name, 1)
            yield from _table_results(ctx, table)


def other_ways_page(ctx: Context) -> Iterator[str]:
    """Team play and solo play: their rules and tables."""
    rules = ctx.rules
    yield from page_start(ctx, "other-ways-to-play", "Other ways to play")
    yield from rst.paragraph("Rules for games with more than two players, and for playing "
                             "alone against an automated opponent.")
    for section in rules.sections:
        if section.id not in SCENARIO_SECTIONS:
            yield from rst.heading(section.name, 1)
            yield from _section_rules(ctx, section)
    tables = [t for t in rules.dice_tables
              if t.id != "scenario" and not t.id.startswith(CHAOS_PREFIX)]
    for table in tables:
        yield from rst.heading(f"{table.name} table", 1)
        yield from _table_results(ctx, table)
