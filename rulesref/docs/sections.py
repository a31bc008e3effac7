"""A game's website section from its list of pages: what the smaller games' ``docs`` packages
share. A game names its pages and front-page cards, the generator of each page, the front
page's introduction and what its checks do; :func:`section_docs` makes the plug-in
(:class:`~rulesref.docs.games.GameDocs`) with the page list, the front page, the renderer and
the verification page."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulesref.docs.blocks import Section, front_page
from rulesref.docs.games import GameDocs, Page, ruleset_docs

Generator = Callable[[Any], Iterator[str]]
"""A page generator: the game's page context to reST lines."""


@dataclass(frozen=True)
class SectionPlan:
    """What one game's section holds."""

    game: str
    """The ruleset's name."""
    title: str
    """The section's title in the site's navigation."""
    pages: Sequence[tuple[str, str]]
    """The pages after the front page, in reading order: (path, title); the verification
    report's pages are ``verification`` and ``errata``."""
    cards: Sequence[tuple[str, str]]
    """The cards on the front page: (path, blurb)."""
    context: Callable[[Any], Any]
    """The page context of a loaded model (it has ``rules`` and ``section``)."""
    book_title: Callable[[Any], str]
    """The book's title, for the front page's heading."""
    intro: Callable[[Any], list[str]]
    """The front page's introduction: paragraphs of reST, from the model."""
    checks: Callable[[Section], str]
    """What ``rulesref verify`` checks in this game, for the verification page."""
    generators: Callable[[], Mapping[str, Generator]]
    """The generator of each page but the front page, by path (imported when first used)."""
    builder: str | None = None
    """The module of the game's army builder page, if it has one (see
    :func:`~rulesref.docs.games.ruleset_docs`)."""
    builder_script: Path | None = None
    """The builder page's drawing script."""


def section_docs(plan: SectionPlan) -> GameDocs:
    """The website plug-in of a game's section."""
    titles = dict(plan.pages)

    def pages(rules: Any) -> tuple[Page, ...]:
        return (Page("index", "index", plan.book_title(rules)),
                *(Page(path, path, title) for path, title in plan.pages))

    def index_page(ctx: Any) -> Iterator[str]:
        cards = [(path, titles[path], blurb) for path, blurb in plan.cards]
        yield from front_page(ctx.section, plan.intro(ctx.rules), cards,
                              [path for path, _ in plan.pages])

    def render(rules: Any, page: Page) -> Iterator[str]:
        generators = {"index": index_page, **plan.generators()}
        return generators[page.kind](plan.context(rules))

    def render_report(rules: Any, report: Any) -> Iterator[str]:
        from rulesref.docs.verification import verification_page

        sec = plan.context(rules).section
        return verification_page(report, label=sec.label("verification"), link=sec.text,
                                 intro=plan.checks(sec), errata=sec.label("errata"))

    def render_errata(rules: Any, report: Any) -> Iterator[str]:
        from rulesref.docs.verification import errata_page

        sec = plan.context(rules).section
        return errata_page(report, label=sec.label("errata"),
                           report_label=sec.label("verification"), link=sec.text)

    return ruleset_docs(plan.game, plan.title, pages, render, render_report,
                        builder=plan.builder, builder_script=plan.builder_script,
                        render_errata=render_errata)
