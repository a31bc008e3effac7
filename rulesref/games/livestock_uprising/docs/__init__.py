"""The Livestock Uprising section of the website: its pages and the generator behind each.

Every generator is a pure function from the model (through a :class:`~.common.Context`) to
reST lines; :func:`render` picks the generator for a :class:`~rulesref.docs.games.Page`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from rulesref.docs import rst
from rulesref.docs.blocks import Section
from rulesref.docs.sections import SectionPlan, section_docs
from rulesref.games.livestock_uprising.docs import play, setup, terms
from rulesref.games.livestock_uprising.docs.common import GAME, Context, context
from rulesref.games.livestock_uprising.model import LivestockUprising

#: The section's pages after the front page, in reading order: (path, title).
SECTION = (
    ("components", "Components and factions"),
    ("board", "The board"),
    ("turn", "The turn"),
    ("rules-of-play", "Rules of play"),
    ("units", "Troops and Special Forces"),
    ("battles", "Battles and the Super Army"),
    ("battle-odds", "Battle odds"),
    ("builder", "Army builder"),
    ("glossary", "Glossary"),
    ("readings", "Readings"),
    ("verification", "Verification report"),
    ("errata", "Errata register"),
    ("text", "Text checks"),
)

#: Cards on the section's front page: (path, blurb).
CARDS = (
    ("components", "The component list, each faction's kit, and the resources."),
    ("board", "Board sizes by player count, and the kinds of tile."),
    ("turn", "Set-up and the four steps of a turn, as a diagram."),
    ("units", "What every troop and Special Force costs."),
    ("builder", "Build and check an army on your phone, offline."),
    ("battle-odds", "Exact chances for a grid of attack and defense totals."),
    ("readings", "Where the book is silent or unclear, and the reading the model takes."),
)


def intro(rules: LivestockUprising) -> list[str]:
    """The front page's introduction."""
    counts = rules.book.player_counts
    return [
        f"*{rst.inline(rules.book.title)}*, for {min(counts)} to {max(counts)} players: "
        f"{len(rules.factions)} farmyard factions harvest resources on a board of tiles, "
        "buy troops with them, and battle until one player is left. Every page "
        "here is generated from the rules model, and every summary is in our own words.",
        rst.inline(rules.book.pagination_note) + " On these pages a citation (§) names the "
        "section alone.",
    ]


def checks(sec: Section) -> str:
    """What ``rulesref verify`` checks in this game."""
    return (
        "``rulesref verify --game livestock_uprising`` checks the rulebook against itself: the "
        "sequences and the facts each step needs, the component counts, the costs printed "
        "twice, the army limits, the board sizes, the terms and their spellings, whether "
        "every resource can be earned and spent, and whether every player state can be "
        "reached; every reading (see " + sec.ref("readings") + ") is reported too.")


def generators() -> dict[str, Callable[[Context], Iterator[str]]]:
    """The generator of each page but the front page."""
    return {
        "components": setup.components_page,
        "board": setup.board_page,
        "turn": play.turn_page_lines,
        "rules-of-play": play.rules_of_play_page,
        "units": setup.units_page,
        "battles": play.battles_page,
        "battle-odds": play.odds_page,
        "builder": setup.builder_page,
        "glossary": terms.glossary_page,
        "readings": terms.livestock_readings_page,
    }


DOCS = section_docs(SectionPlan(
    game=GAME, title="Livestock Uprising", pages=SECTION, cards=CARDS, context=context,
    book_title=lambda rules: rules.book.title, intro=intro, checks=checks,
    generators=generators,
    builder="rulesref.games.livestock_uprising.builder",
    builder_script=Path(__file__).with_name("builder.js")))
