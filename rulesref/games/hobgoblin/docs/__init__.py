"""The Hobgoblin section of the website: its pages and the generator behind each.

Every generator is a pure function from the model (through a :class:`~.common.Context`) to
reST lines; :func:`render` picks the generator for a :class:`~rulesref.docs.games.Page`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from rulesref.docs import rst
from rulesref.docs.games import Page, ruleset_docs
from rulesref.games.hobgoblin.docs import (
    catalogue,
    chart,
    formats,
    keywords,
    play,
    traits,
    units,
)
from rulesref.games.hobgoblin.docs.common import GAME, Context, context, page_start
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.keywords import Trait

#: The section's pages after the unit types, in reading order: (path, kind, title).
SECTION = (
    ("keywords", "keywords", "Keywords"),
    ("army-building", "army-building", "Army building"),
    ("builder", "builder", "Army builder"),
    ("battle-round", "battle-round", "The battle round"),
    ("core-rules", "core-rules", "Rules of play"),
    ("target-chart", "target-chart", "Target number chart"),
    ("hidden-logic", "hidden-logic", "The hidden logic"),
    ("allegiances", "allegiances", "Allegiances and spells"),
    ("fortune", "fortune", "The Fortune deck"),
    ("artefacts", "artefacts", "Cursed artefacts"),
    ("terrain", "terrain", "Terrain"),
    ("scenarios", "scenarios", "Scenarios"),
    ("chaos-of-war", "chaos-of-war", "Chaos of War"),
    ("other-ways-to-play", "other-ways-to-play", "Other ways to play"),
    ("army-file", "army-file", "Army list files"),
    ("quick-reference", "quick-reference", "Quick reference"),
    ("verification", "verification", "Verification report"),
    ("errata", "errata", "Errata register"),
    ("text", "text", "Text checks"),
)

#: Cards on the section's front page: (path, blurb).
CARDS = (
    ("units/index", "Profiles, points and target numbers of every unit type."),
    ("keywords", "Every keyword with its cost, summary and what grants it."),
    ("builder", "Build and check a list on your phone, offline."),
    ("battle-round", "The phases and steps of a round, as a diagram."),
    ("target-chart", "Who needs what to hit whom, each cell explained."),
    ("allegiances", "The abyssal allegiances and their spells."),
    ("quick-reference", "One printable page for the table."),
)


def pages(rules: Hobgoblin) -> tuple[Page, ...]:
    """Every page of the Hobgoblin section: the index, the unit types, then the rest."""
    out = [Page("index", "index", "Hobgoblin"),
           Page("units/index", "unit-types", "Unit types")]
    out += [Page(units.unit_path(u), "unit-type", u.name, u.name) for u in rules.unit_types]
    out += [Page(path, kind, title) for path, kind, title in SECTION]
    at = next(i for i, p in enumerate(out) if p.kind == "keywords") + 1
    out[at:at] = [Page(traits.trait_path(t), "trait", f"{t.value} trait", t.value)
                  for t in Trait] + [Page(e.path, "keyword-entries", e.title, e.path)
                                     for e in keywords.entry_pages(rules)]
    return tuple(out)


def index_page(ctx: Context, all_pages: tuple[Page, ...]) -> Iterator[str]:
    """The section's front page: what the book is, cards to the main pages, the contents."""
    rules = ctx.rules
    titles = {p.path: p.title for p in all_pages}
    yield from page_start(ctx, "index", "Hobgoblin")
    yield from rst.paragraph(
        f"*{rst.inline(rules.title)}*, {rst.inline(rules.edition)}: a mass-battle game of "
        f"{len(rules.unit_types)} unit types, keywords that change them, and a target number "
        "chart with a hidden logic behind it. Every page here is generated from the rules "
        "model; every fact cites the page it is printed on, and every summary is in our own "
        "words.")
    cards: list[str] = []
    for path, blurb in CARDS:
        cards += rst.directive("grid-item-card", rst.inline(titles[path]),
                               [("link", f"{ctx.game}-{path.replace('/', '-')}"),
                                ("link-type", "ref")], rst.paragraph(rst.inline(blurb)))
    yield from rst.directive("grid", "1 2 3 3", [("gutter", "2")], cards)
    entries = [p.path for p in all_pages if p.path != "index"
               and p.kind not in ("unit-type", "trait", "keyword-entries")]
    yield from rst.directive("toctree", options=[("maxdepth", "1"), ("caption", "Hobgoblin")],
                             content=entries)


def _render_pages() -> dict[str, Callable[[Context, Page], Iterator[str]]]:
    return {
        "index": lambda ctx, page: index_page(ctx, pages(ctx.rules)),
        "unit-types": lambda ctx, page: units.overview_page(ctx),
        "unit-type": lambda ctx, page: units.unit_type_page(
            ctx, next(u for u in ctx.rules.unit_types if u.name == page.key)),
        "keywords": lambda ctx, page: keywords.keywords_page(ctx),
        "trait": lambda ctx, page: traits.trait_page(ctx, Trait(page.key)),
        "keyword-entries": lambda ctx, page: keywords.entries_page(ctx, page.key),
        "army-building": lambda ctx, page: keywords.army_building_page(ctx),
        "battle-round": lambda ctx, page: play.battle_round_page(ctx),
        "core-rules": lambda ctx, page: play.core_rules_page(ctx),
        "target-chart": lambda ctx, page: chart.target_chart_page(ctx),
        "hidden-logic": _hidden_logic,
        "allegiances": lambda ctx, page: catalogue.allegiances_page(ctx),
        "fortune": lambda ctx, page: catalogue.fortune_page(ctx),
        "artefacts": lambda ctx, page: catalogue.artefacts_page(ctx),
        "terrain": lambda ctx, page: catalogue.terrain_page(ctx),
        "scenarios": lambda ctx, page: play.scenarios_page(ctx),
        "chaos-of-war": lambda ctx, page: play.chaos_page(ctx),
        "other-ways-to-play": lambda ctx, page: play.other_ways_page(ctx),
        "army-file": _army_file,
        "builder": lambda ctx, page: formats.builder_page(
            ctx, ((r.code, r.name) for r in ctx.rules.army_rules)),
        "quick-reference": lambda ctx, page: formats.quick_reference_page(ctx),
    }


def _hidden_logic(ctx: Context, page: Page) -> Iterator[str]:
    from rulesref.games.hobgoblin.checks.target_table import (
        chart_from_rules,
        confirm,
        hidden_from_rules,
    )

    chart_ = chart_from_rules(ctx.rules)
    hidden = hidden_from_rules(ctx.rules)
    return chart.hidden_logic_page(ctx, chart_, hidden, confirm(chart_, hidden))


EXAMPLE_ARMY = Path(__file__).resolve().parents[4] / "examples" / "armies" / "copper-host.yaml"


def _army_file(ctx: Context, page: Page) -> Iterator[str]:
    from rulesref.games.hobgoblin.army import ArmyList, Base, UnitEntry, army_schema
    from rulesref.games.hobgoblin.battlescribe.catalogue import exported
    from rulesref.games.hobgoblin.battlescribe.coverage import not_expressed
    from rulesref.games.hobgoblin.docs.interop import battlescribe_lines

    classes = {"ArmyList": ArmyList, "UnitEntry": UnitEntry, "Base": Base}
    example = EXAMPLE_ARMY.read_text(encoding="utf-8") if EXAMPLE_ARMY.exists() else None
    missing = not_expressed(ctx.rules, exported(ctx.rules).expressed)
    interop = battlescribe_lines(ctx, [name for name, _ in _downloads(ctx.rules)], missing)
    return formats.army_file_page(ctx, army_schema(), classes, example, interop)


def _downloads(rules: Hobgoblin) -> list[tuple[str, bytes]]:
    """The exported BattleScribe game system and catalogue, plain and zipped."""
    from rulesref.games.hobgoblin.battlescribe.export import files

    return [(f.name, f.data) for f in files(rules) if f.name.startswith("Hobgoblin.")]


def render(rules: Any, page: Page) -> Iterator[str]:
    """The reST lines of one Hobgoblin page.

    :raises KeyError: for a page kind this section does not have.
    """
    return _render_pages()[page.kind](context(rules), page)


def render_report(rules: Any, report: Any) -> Iterator[str]:
    """The verification page of a ``rulesref_verify.runner.Report``."""
    from rulesref.docs.verification import verification_page

    ctx = context(rules)
    intro = (
        "``rulesref verify`` checks the Hobgoblin rulebook against itself: every table printed "
        "twice, every cross-reference, the phase graphs, and a z3 proof that the target number "
        "chart follows the designer's hidden logic.")
    return verification_page(report, label=f"{ctx.game}-verification", link=ctx.links.text,
                             intro=intro, errata=f"{ctx.game}-errata")


def render_errata(rules: Any, report: Any) -> Iterator[str]:
    """The errata register's page of a ``rulesref_verify.runner.Report``."""
    from rulesref.docs.verification import errata_page

    ctx = context(rules)
    return errata_page(report, label=f"{ctx.game}-errata",
                       report_label=f"{ctx.game}-verification", link=ctx.links.text)


DOCS = ruleset_docs(GAME, "Hobgoblin", pages, render, render_report, extra_sources=[EXAMPLE_ARMY],
                    downloads=_downloads, render_errata=render_errata,
                    builder="rulesref.games.hobgoblin.builder",
                    builder_script=Path(__file__).with_name("builder.js"))
