"""What the website needs from a ruleset: its :class:`GameDocs` plug-in (the ruleset's
``pages``, see :mod:`rulesref.core.registry`).

A game plugs in by giving its pages (docnames with a kind and a key), a pure function that
renders one page to reST lines, and the files its pages depend on. The Sphinx extension
writes one stub per page and renders it at build time; it knows nothing else about the game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulesref.docs import rst
from rulesref.errors import RulesError

#: The page kinds rendered from ``rulesref verify``'s report rather than from the model alone,
#: with what each is called in an error.
REPORT_PAGES = {"verification": "verification report", "errata": "errata register"}
#: The page kind of ``rulesref lint``'s report on the ruleset's real book, which
#: :func:`ruleset_docs` renders for any game that lists a page of this kind.
TEXT_PAGE = "text"


@dataclass(frozen=True, slots=True)
class Page:
    """One generated page of a game's section of the site."""

    path: str
    """The docname inside the game's folder, with ``/``: ``units/light-infantry``."""
    kind: str
    """What the page shows: ``unit-type``, ``keywords``, ``verification``..."""
    title: str
    """The page title (the rendered page starts with it)."""
    key: str = ""
    """Which object, for kinds with one page per object (the unit type's name)."""


@dataclass(frozen=True, slots=True)
class GameDocs:
    """What the website needs from one ruleset."""

    name: str
    """The ruleset's name, used in docnames, labels and object names: ``toy``."""
    title: str
    """Display name."""
    load: Callable[[], Any]
    """Loads the (cached) rules model."""
    sources: Callable[[], Sequence[Path]]
    """Files the generated pages depend on (a change re-renders them)."""
    pages: Callable[[Any], tuple[Page, ...]]
    """Every page of the game's section, the section index first."""
    render: Callable[[Any, Page], Iterator[str]]
    """The reST lines of a page (not one of the :data:`REPORT_PAGES`)."""
    report: Callable[[], Any] | None = None
    """Runs the rulebook checks and returns a ``rulesref_verify.runner.Report``."""
    render_report: Callable[[Any, Any], Iterator[str]] | None = None
    """The reST lines of the verification page, from the model and the report."""
    render_errata: Callable[[Any, Any], Iterator[str]] | None = None
    """The reST lines of the errata register's page (kind ``errata``), from the model and the
    report."""
    builder: str | None = None
    """The game's army builder module (``rulesref.games.<game>.builder``), when its section
    has an army builder page: the site build bundles it for the browser
    (:mod:`rulesref.docs.bundle`)."""
    builder_script: Path | None = None
    """The builder page's drawing of the game's lists (an ES module exporting ``setup``,
    ``renderList`` and ``renderBar``), with :attr:`builder`."""
    downloads: Callable[[Any], Sequence[tuple[str, bytes]]] | None = None
    """Files the pages offer for download, as (name, contents) from the model: written at
    build time into the section's ``downloads/`` folder, for ``:download:`` links."""


def ruleset_docs(
    name: str,
    title: str,
    pages: Callable[[Any], tuple[Page, ...]],
    render: Callable[[Any, Page], Iterator[str]],
    render_report: Callable[[Any, Any], Iterator[str]],
    extra_sources: Sequence[Path] = (),
    builder: str | None = None,
    builder_script: Path | None = None,
    downloads: Callable[[Any], Sequence[tuple[str, bytes]]] | None = None,
    render_errata: Callable[[Any, Any], Iterator[str]] | None = None,
) -> GameDocs:
    """A :class:`GameDocs` for the installed ruleset ``name``: it loads the shipped model,
    depends on its data files and errata register, and reports ``rulesref verify``'s run."""

    def ruleset() -> Any:
        from rulesref.core.registry import find_ruleset

        return find_ruleset(name)

    def load() -> Any:
        return ruleset().load()

    def sources() -> list[Path]:
        found = ruleset()
        candidates = [*extra_sources, found.errata, *_lint_sources(name)]
        return [*found.load_loader().data_files(), *(p for p in candidates if p.exists())]

    def report() -> Any:
        from rulesref_verify.runner import run

        return run(name)

    def render_page(rules: Any, page: Page) -> Iterator[str]:
        if page.kind == TEXT_PAGE:
            return _text_page(name, title, page)
        return render(rules, page)

    def report_and_text(rules: Any, report: Any) -> Iterator[str]:
        from rulesref.docs.blocks import page_label

        yield from render_report(rules, report)
        text = next((p for p in pages(rules) if p.kind == TEXT_PAGE), None)
        if text is not None:
            yield from rst.heading("Text", 1)
            yield from rst.paragraph(
                "``rulesref lint`` reads the book's own text, and its findings are on a page "
                "of their own: " + rst.role("ref", page_label(name, text.path), text.title) + ".")

    return GameDocs(name=name, title=title, load=load, sources=sources, pages=pages,
                    render=render_page, report=report, render_report=report_and_text,
                    render_errata=render_errata, builder=builder,
                    builder_script=builder_script, downloads=downloads)


def _lint_sources(name: str) -> list[Path]:
    """The real book and the lint register a ruleset's text page is made from."""
    from rulesref.lint.books import book_path
    from rulesref.lint.rulesets import rulesets

    lint = rulesets().get(name)
    if lint is None:
        return []
    book = book_path(lint.book)
    return [lint.register, *([book] if book is not None else [])]


def _text_page(name: str, title: str, page: Page) -> Iterator[str]:
    """The "Text checks" page: ``rulesref lint`` on the ruleset's real book (or why it
    could not run)."""
    from rulesref.docs.blocks import page_label
    from rulesref.docs.lint_text import book_report, text_section
    from rulesref.lint.rulesets import rulesets

    report = book_report(name) if name in rulesets() else None
    return text_section(report, book=title, level=0, title=page.title,
                        label=page_label(name, page.path), lintable=name in rulesets())


def documented() -> tuple[str, ...]:
    """The names of the installed rulesets that have website pages, the default game first."""
    from rulesref.core.registry import rulesets

    return tuple(r.name for r in rulesets() if r.pages)


def find_game(name: str) -> GameDocs:
    """The website plug-in of the installed ruleset ``name`` (or an alias of it).

    :raises UnknownNameError: with close matches.
    :raises RulesError: when the ruleset has no website pages.
    """
    from rulesref.core.registry import find_ruleset

    ruleset = find_ruleset(name)
    docs = ruleset.load_pages()
    if not isinstance(docs, GameDocs):
        raise RulesError(f"the ruleset {ruleset.name!r} has no website pages")
    return docs
