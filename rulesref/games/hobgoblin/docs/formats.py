"""The army file format page and the one-page printable quick reference."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from rulesref.docs import builderpage, rst
from rulesref.docs.schema import schema_lines
from rulesref.games.hobgoblin.docs.catalogue import spell_classes
from rulesref.games.hobgoblin.docs.chart import chart_table, grade
from rulesref.games.hobgoblin.docs.common import Context, hit_chance, page_ref, page_start
from rulesref.games.hobgoblin.docs.play import canonical_sequences, game_rule
from rulesref.games.hobgoblin.docs.units import profile_table

#: Rules of play the quick reference lists, by id (the numbers come from the model).
QUICK_RULES = (
    "game_length", "initiative_roll", "mercury_per_1000_points", "mercury_per_wizard",
    "fortune_opening_hand", "fortune_draw_per_round", "force_of_will", "close_combat_attack_dice",
    "shooting_attack_dice", "natural_six_hits", "natural_one_misses", "shooting_doom_cap",
    "min_dice_per_engaged_enemy", "flank_dice_limit", "rear_dice_limit", "broken_threshold",
    "panic_radius", "deaths_harvest_reward", "reform_cost",
)


def army_file_page(
    ctx: Context,
    schema: Mapping[str, Any],
    classes: Mapping[str, type],
    example: str | None,
    interop: Iterable[str] = (),
) -> Iterator[str]:
    """The army list file format: an example, every field, the JSON Schema, and then the
    ``interop`` lines (the BattleScribe and New Recruit workflow)."""
    yield from page_start(ctx, "army-file", "Army list files")
    yield from rst.paragraph(
        "Army lists are YAML or JSON files. ``rulesref validate`` checks them against every "
        "rule on " + page_ref(ctx, "army-building") + ", ``rulesref roster`` prints them, and "
        "``rulesref schema army`` prints the schema below for editors that autocomplete "
        "(see " + rst.role("ref", "cli", "the command line") + ").")
    if example is not None:
        yield from rst.heading("Example", 1)
        yield from rst.directive("code-block", "yaml", content=example.rstrip().split("\n"))
    yield from rst.heading("Fields", 1)
    yield from schema_lines(schema, classes, root_name="ArmyList")
    yield from interop
    yield from builder_contract(ctx)


def builder_contract(ctx: Context) -> Iterator[str]:
    """How the army builder page opens a list from its address, and where it keeps the
    report: for tests and tools."""
    yield from rst.heading("Lists in the army builder", 1, label=f"{ctx.game}-builder-links")
    yield from rst.paragraph(
        "The " + page_ref(ctx, "builder") + " page reads and writes these same files: "
        "*Export* saves the list as JSON or YAML for ``rulesref validate``, and *Import* "
        "opens either, worded as the command line words any problem. A list also travels "
        "in its own address:")
    yield from rst.bullets(builderpage.contract(
        "rulesref validate", ', without its ``"file"`` key (for an unreadable list, '
        f'``{{"valid": false, "error": "{builderpage.FILE}: ...", "line": ..., '
        '"column": ..., "path": ...}``, where the last three point to the problem or are '
        "``null``)"))
    yield from rst.paragraph(
        "YAML files are read by PyYAML's own Python code in the page, so a YAML syntax "
        "error may be worded differently there from a command line that has libyaml; every "
        "other message is the same.")


def builder_page(ctx: Context, rule_codes: Iterable[tuple[str, str]]) -> Iterator[str]:
    """The army builder page: a mount point for the page's script, and the rules it
    checks (the page's links to them, read by the script)."""
    yield from page_start(ctx, "builder", "Army builder")
    yield from rst.paragraph(
        "Build a list here: pick unit types, buy keywords, choose allegiances, an artefact "
        "and base sizes. Every change is checked by rulesref's own Python code, the same "
        "that ``rulesref validate`` runs, here in your browser; the list stays on your "
        "device. Lists open from a link, save in this browser, and export as the files "
        "described on " + page_ref(ctx, "army-file") + ".")
    yield from builderpage.mount(ctx.game, "rulesref validate")
    yield from builderpage.rule_links(rule_codes)


def quick_reference_page(ctx: Context) -> Iterator[str]:
    """One printable page: the round, the profiles, the chart and the key numbers."""
    rules = ctx.rules
    seqs = canonical_sequences(ctx)
    yield from page_start(ctx, "quick-reference", "Quick reference")
    yield from rst.paragraph(f"{rst.inline(rules.title)}, {rst.inline(rules.edition)}. "
                             "Prints on one landscape sheet (A4 or Letter).")
    left: list[str] = []
    left += _rubric("Battle round")
    rows = []
    for step in seqs["battle_round"].steps:
        detail = seqs.get(step.substeps) if step.substeps else None
        steps = " → ".join(rst.inline(s.name) for s in detail.steps) if detail else ""
        rows.append([rst.inline(step.name), steps or ctx.links.text(step.summary)])
    left += rst.list_table(["Phase", "Steps"], rows, widths=[2, 7])
    left += _rubric("Unit profiles")
    left += profile_table(ctx, compact=True)
    right: list[str] = []
    right += _rubric("Target numbers (attacker row, defender column)")
    right += chart_table(ctx, short=True)
    logic = rules.hidden_logic
    right += rst.paragraph("Chance per die: " + ", ".join(
        f"{grade(v)} {hit_chance(v)}" for v in range(logic.clamp_min, logic.clamp_max + 1)))
    right += _rubric("Numbers")
    items = []
    for rule_id in QUICK_RULES:
        rule = game_rule(ctx, rule_id)
        if rule is not None:
            items.append(f"**{rst.inline(rule.name)}**: {ctx.links.text(rule.summary)}")
    costs = ", ".join(f"{name} {cost}" for name, cost in spell_classes(ctx))
    items.append(f"**Spells** (Mercury): {rst.inline(costs)}")
    right += rst.bullets(items)
    body = [*rst.directive("container", "rules-qr-column", content=left),
            *rst.directive("container", "rules-qr-column", content=right)]
    yield from rst.directive("container", "rules-quickref", content=body)


def _rubric(title: str) -> list[str]:
    return list(rst.directive("rubric", rst.inline(title)))
