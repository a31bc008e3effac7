"""The HOARDE section of the website: its pages and the generator behind each.

Every generator is a pure function from the model (through a :class:`~.common.Context`) to
reST lines; :func:`render` picks the generator for a :class:`~rulesref.docs.games.Page`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from rulesref.docs import rst
from rulesref.docs.blocks import front_page
from rulesref.docs.games import Page, ruleset_docs
from rulesref.games.hoarde import lookups
from rulesref.games.hoarde.docs import pages as hoarde_pages
from rulesref.games.hoarde.docs.common import GAME, Context, context
from rulesref.games.hoarde.model import Hoarde

#: The section's pages after the front page, in reading order: (path, title).
SECTION = (
    ("cards", "Cards, sets and decks"),
    ("turn", "Set Up and the turn"),
    ("rules-of-play", "Rules of play"),
    ("odds", "Card odds"),
    ("readings", "Readings"),
    ("verification", "Verification report"),
)

#: Cards on the section's front page: (path, blurb).
CARDS = (
    ("cards", "The card attributes, the sets that win, and what each deck holds."),
    ("turn", "Set Up and the three steps of a turn, as a diagram."),
    ("odds", "The page's odds statements, and the exact chance of a dealt set."),
    ("readings", "Where the page is silent or unclear, and the reading the model takes."),
)


def pages(rules: Hoarde) -> tuple[Page, ...]:
    """Every page of the section: the front page, then the rest in reading order."""
    return (Page("index", "index", rules.title),
            *(Page(path, path, title) for path, title in SECTION))


def index_page(ctx: Context) -> Iterator[str]:
    """The section's front page."""
    rules, sec = ctx.rules, ctx.section
    titles = dict(SECTION)
    intro = [
        f"*{rst.inline(rules.title)}*: a card game played alongside a roleplaying game. Each "
        f"player holds {lookups.rule_value(rules, 'deal')} cards, picks one up and puts one "
        f"down every turn, and wins with a set of {lookups.rule_value(rules, 'set_size')} "
        "matching cards. Every page here is generated from the rules model, and every "
        "summary is in our own words.",
        rst.inline(rules.citation_scheme) + " On these pages a citation (§) names the "
        "section alone.",
    ]
    cards = [(path, titles[path], blurb) for path, blurb in CARDS]
    yield from front_page(sec, intro, cards, [path for path, _ in SECTION])


def _render_pages() -> dict[str, Callable[[Context], Iterator[str]]]:
    return {
        "index": index_page,
        "cards": hoarde_pages.cards_page,
        "turn": hoarde_pages.turn_lines,
        "rules-of-play": hoarde_pages.rules_of_play_page,
        "odds": hoarde_pages.odds_page,
        "readings": hoarde_pages.hoarde_readings_page,
    }


def render(rules: Any, page: Page) -> Iterator[str]:
    """The reST lines of one page.

    :raises KeyError: for a page kind this section does not have.
    """
    return _render_pages()[page.kind](context(rules))


def render_report(rules: Any, report: Any) -> Iterator[str]:
    """The verification page of a ``rulesref_verify.runner.Report``."""
    from rulesref.docs.verification import verification_page

    sec = context(rules).section
    intro = (
        "``rulesref verify --game hoarde`` checks the rules page against itself: the sequences and "
        "the facts each step needs, a z3 proof that the odds statements force the deck "
        "compositions the model holds (and what each other reading would force), and a "
        "search of every state of play for dead ends, endless games and unreachable wins; "
        "every reading (see " + sec.ref("readings") + ") is reported too.")
    return verification_page(report, label=sec.label("verification"), link=sec.text,
                             intro=intro)


DOCS = ruleset_docs(GAME, "HOARDE", pages, render, render_report)
