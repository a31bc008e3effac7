"""The rulesets the website documents, each as a :class:`GameDocs` plug-in.

A game plugs in by giving its pages (docnames with a kind and a key), a pure function that
renders one page to reST lines, and the files its pages depend on. The Sphinx extension
writes one stub per page and renders it at build time; it knows nothing else about the game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulesref.core import names


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
    """Identifier used in docnames, labels and object names: ``hobgoblin``."""
    title: str
    """Display name."""
    load: Callable[[], Any]
    """Loads the (cached) rules model."""
    sources: Callable[[], Sequence[Path]]
    """Files the generated pages depend on (a change re-renders them)."""
    pages: Callable[[Any], tuple[Page, ...]]
    """Every page of the game's section, the section index first."""
    render: Callable[[Any, Page], Iterator[str]]
    """The reST lines of a page (not the verification page)."""
    report: Callable[[], Any] | None = None
    """Runs the rulebook checks and returns a ``verify.runner.Report``."""
    render_report: Callable[[Any, Any], Iterator[str]] | None = None
    """The reST lines of the verification page, from the model and the report."""


def ruleset_docs(
    name: str,
    title: str,
    pages: Callable[[Any], tuple[Page, ...]],
    render: Callable[[Any, Page], Iterator[str]],
    render_report: Callable[[Any, Any], Iterator[str]],
    extra_sources: Sequence[Path] = (),
) -> GameDocs:
    """A :class:`GameDocs` for the ruleset package ``rulesref.games.<name>``: it loads the
    shipped model, depends on its data files and errata register, and reports
    ``verify.runner.run(name)``."""
    import importlib

    def load() -> Any:
        return importlib.import_module(f"rulesref.games.{name}").load()

    def sources() -> list[Path]:
        from verify.errata import ERRATA_DIR

        loading = importlib.import_module(f"rulesref.games.{name}.loading")
        candidates = [*extra_sources, ERRATA_DIR / f"{name}.yaml"]
        return [*loading.data_files(), *(p for p in candidates if p.exists())]

    def report() -> Any:
        from verify.runner import run

        return run(name)

    return GameDocs(name=name, title=title, load=load, sources=sources, pages=pages,
                    render=render, report=report, render_report=render_report)


def _hobgoblin() -> GameDocs:
    from rulesref.docs.hobgoblin import DOCS

    return DOCS


def _hogs_of_war() -> GameDocs:
    from rulesref.docs.hogs_of_war import DOCS

    return DOCS


def _livestock_uprising() -> GameDocs:
    from rulesref.docs.livestock_uprising import DOCS

    return DOCS


def _hoarde() -> GameDocs:
    from rulesref.docs.hoarde import DOCS

    return DOCS


#: Every documented game, by name (loaded on demand so the registry stays cheap).
GAMES: Mapping[str, Callable[[], GameDocs]] = {
    "hobgoblin": _hobgoblin,
    "hogs_of_war": _hogs_of_war,
    "livestock_uprising": _livestock_uprising,
    "hoarde": _hoarde,
}


def find_game(name: str) -> GameDocs:
    """The website plug-in of game ``name``.

    :raises UnknownNameError: with close matches.
    """
    factory = names.find("game", name, names.index(GAMES.items()), GAMES)
    return factory()
