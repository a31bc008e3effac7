"""The HOARDE section of the website: its pages and the generator behind each.

Every generator is a pure function from the model (through a :class:`~.common.Context`) to
reST lines; :func:`render` picks the generator for a :class:`~rulesref.docs.games.Page`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from rulesref.docs import rst
from rulesref.docs.blocks import Section
from rulesref.docs.sections import SectionPlan, section_docs
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
    ("errata", "Errata register"),
    ("text", "Text checks"),
)

#: Cards on the section's front page: (path, blurb).
CARDS = (
    ("cards", "The card attributes, the sets that win, and what each deck holds."),
    ("turn", "Set Up and the three steps of a turn, as a diagram."),
    ("odds", "The page's odds statements, and the exact chance of a dealt set."),
    ("readings", "Where the page is silent or unclear, and the reading the model takes."),
)


def intro(rules: Hoarde) -> list[str]:
    """The front page's introduction."""
    return [
        f"*{rst.inline(rules.title)}*: a card game played alongside a roleplaying game. Each "
        f"player holds {lookups.rule_value(rules, 'deal')} cards, picks one up and puts one "
        f"down every turn, and wins with a set of {lookups.rule_value(rules, 'set_size')} "
        "matching cards. Every page here is generated from the rules model, and every "
        "summary is in our own words.",
        rst.inline(rules.citation_scheme) + " On these pages a citation (§) names the "
        "section alone.",
    ]


def checks(sec: Section) -> str:
    """What ``rulesref verify`` checks in this game."""
    return (
        "``rulesref verify --game hoarde`` checks the rules page against itself: the sequences and "
        "the facts each step needs, a z3 proof that the odds statements force the deck "
        "compositions the model holds (and what each other reading would force), and a "
        "search of every state of play for dead ends, endless games and unreachable wins; "
        "every reading (see " + sec.ref("readings") + ") is reported too.")


def generators() -> dict[str, Callable[[Context], Iterator[str]]]:
    """The generator of each page but the front page."""
    return {
        "cards": hoarde_pages.cards_page,
        "turn": hoarde_pages.turn_lines,
        "rules-of-play": hoarde_pages.rules_of_play_page,
        "odds": hoarde_pages.odds_page,
        "readings": hoarde_pages.hoarde_readings_page,
    }


DOCS = section_docs(SectionPlan(
    game=GAME, title="HOARDE", pages=SECTION, cards=CARDS, context=context,
    book_title=lambda rules: rules.title, intro=intro, checks=checks,
    generators=generators))
