"""Magic and fortune: spells and their allegiances, the Fortune deck, the cursed artefacts."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Literal

from rulesref.core import lazy
from rulesref.core.citation import Citation
from rulesref.core.record import record
from rulesref.games.hobgoblin.model import Inches

if TYPE_CHECKING:  # named by annotations only: imported when a walk or validation reads them
    from rulesref.core.effects import AnyEffect
    from rulesref.games.hobgoblin.model.keywords import KeywordDef
else:
    __getattr__, __dir__ = lazy.exports(__name__, {
        "AnyEffect": "rulesref.core.effects",
        "KeywordDef": "rulesref.games.hobgoblin.model.keywords"})


class SpellClass(enum.Enum):
    """The three classes of spell, each with its printed Mercury cost."""

    CANTRIP = "Cantrip"
    """The cheapest class."""
    MAKING = "Making"
    """The middle class."""
    CATACLYSM = "Cataclysm"
    """The most expensive class."""


@record
class Spell:
    """A spell of an abyssal allegiance."""

    name: str
    """Printed name."""
    spell_class: SpellClass
    """Cantrip, Making or Cataclysm."""
    cost: int
    """Mercury cost printed beside the class."""
    range: Inches | None
    """Range in inches for targeted spells; ``None`` when none is printed."""
    area: Inches | None = None
    """Radius in inches for spells that affect every unit within a distance."""
    target: Literal["target unit", "target friendly unit", "target enemy unit",
                    "target unbroken unit", "caster", "area", "none"]
    """What the spell affects."""
    summary: str
    """What it does, in our own words."""
    lookup_as: str | None = None
    """The unit type the affected unit counts as for target number lookups, if any."""
    keywords: tuple[KeywordDef, ...] = ()
    """Keywords the spell defines inline."""
    effects: tuple[AnyEffect, ...] = ()
    """What the spell does, as effects (scope ``target`` is the spell's target)."""
    cite: Citation
    """Where it is printed."""


@record
class Allegiance:
    """An abyssal allegiance (god) and its three spells."""

    name: str
    """The god's name as used in army lists."""
    spell_group: str
    """The printed heading of its spells (``Spells of the Sound-Eater``)."""
    spells: tuple[Spell, ...]
    """Its spells in printed order."""
    cite: Citation
    """Where it is printed."""


@record
class FortuneCard:
    """A Fortune card."""

    number: int
    """Its number in the printed list."""
    name: str
    """Printed name."""
    timing: str
    """When it may be played, in our own words."""
    summary: str
    """What it does, in our own words."""
    effects: tuple[AnyEffect, ...] = ()
    """What the card does, as effects; ``scope: target`` is the unit it is played on."""
    cite: Citation
    """Where it is printed."""


@record
class FortuneDeck:
    """The Fortune deck with the counts the book states."""

    stated_size: int
    """Deck size as the book states it."""
    copies_per_card: int
    """Copies of each card, as stated."""
    opening_hand: int
    """Cards each player draws before the game."""
    draw_per_round: int
    """Cards each player draws at the start of each round."""
    cite: Citation
    """Where the deck rules are printed."""
    cards: tuple[FortuneCard, ...]
    """The cards in printed order."""


@record
class Artefact:
    """A cursed artefact carried by the General's unit."""

    name: str
    """Printed name."""
    carrier: str
    """The keyword of the unit that carries it (the General's unit)."""
    summary: str
    """What it does overall, in our own words."""
    keywords: tuple[KeywordDef, ...] = ()
    """Keywords it defines inline."""
    effects: tuple[AnyEffect, ...] = ()
    """What carrying it does, as effects: the keywords it conveys are standing grants, and
    what the carrying unit can no longer gain is a forbid of one of them."""
    cite: Citation
    """Where it is printed."""
