"""The Hogs of War: The Card Game section of the website: its pages and the generator
behind each.

Every generator is a pure function from the model (through a :class:`~.common.Context`) to
reST lines; :func:`render` picks the generator for a :class:`~rulesref.docs.games.Page`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from rulesref.docs import rst
from rulesref.docs.blocks import Section
from rulesref.docs.sections import SectionPlan, section_docs
from rulesref.games.hogs_of_war.docs import catalogue, play
from rulesref.games.hogs_of_war.docs.common import GAME, Context, context
from rulesref.games.hogs_of_war.model import HogsOfWar

#: The section's pages after the front page, in reading order: (path, title).
SECTION = (
    ("components", "Components and counts"),
    ("round", "The round"),
    ("actions", "Actions"),
    ("range", "Lanes and range"),
    ("cards", "Cards and Hog classes"),
    ("deployables", "Deployables"),
    ("tokens", "Tokens and damage"),
    ("four-player", "The four-player game"),
    ("glossary", "Glossary"),
    ("readings", "Readings"),
    ("verification", "Verification report"),
    ("errata", "Errata register"),
    ("text", "Text checks"),
)

#: Cards on the section's front page: (path, blurb).
CARDS = (
    ("round", "Set-up, the round and its turns as a diagram; hand sizes by round and seat."),
    ("actions", "The five actions, what each needs, and what a Hog may do in each state."),
    ("range", "The range between every two lanes, worked out by the range lookup."),
    ("cards", "Kinds of card, the cards the book names, and the Hog classes."),
    ("readings", "Where the book is silent or unclear, and the reading the model takes."),
    ("verification", "What the checks found in the rules and in the text."),
)


def intro(rules: HogsOfWar) -> list[str]:
    """The front page's introduction."""
    return [
        f"*{rst.inline(rules.title)}*: each player's {rules.board.hogs_per_army} Hogs stand "
        f"in {rules.board.lanes_per_player} lanes facing the enemy's; the players take turns, "
        f"one Hog and one of {len(rules.actions.actions)} actions at a time, until one army "
        f"has no Hog left. A team game for {rules.four_player.players} players needs an "
        "expansion. Every page here is generated from the rules model, and every summary is "
        "in our own words.",
        rst.inline(rules.pagination) + " On these pages a citation (§) names the "
        "section alone.",
    ]


def checks(sec: Section) -> str:
    """What ``rulesref verify`` checks in this game."""
    return (
        "``rulesref verify --game hogs_of_war`` checks the rulebook against itself: the sequences "
        "and the facts each step needs, the numbers the book writes out, the terms it uses "
        "without explaining, the actions' requirements and the hand sizes; and it explores "
        "every state of the game looking for dead ends, with and without the rules our "
        "readings add (see " + sec.ref("readings") + ").")


def generators() -> dict[str, Callable[[Context], Iterator[str]]]:
    """The generator of each page but the front page."""
    return {
        "components": catalogue.components_page,
        "round": play.round_page,
        "actions": play.actions_page,
        "range": play.range_page,
        "cards": catalogue.cards_page,
        "deployables": catalogue.deployables_page,
        "tokens": catalogue.tokens_page,
        "four-player": play.four_player_page,
        "glossary": catalogue.glossary_page,
        "readings": catalogue.hogs_readings_page,
    }


DOCS = section_docs(SectionPlan(
    game=GAME, title="Hogs of War: The Card Game", pages=SECTION, cards=CARDS, context=context,
    book_title=lambda rules: rules.title, intro=intro, checks=checks,
    generators=generators))
