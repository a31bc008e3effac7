"""Hobgoblin's keyword definitions: the traits the book prints with each keyword (Strength,
Weakness, Footprint, Character, Reserved, Terrain; Keywords, p. 9, and Index of Keywords,
pp. 64-68) and the definition record, with its effects. Core parses keyword references
(:mod:`rulesref.core.keywords`); what a keyword is belongs to the game."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from rulesref.core import lazy
from rulesref.core.citation import Citation
from rulesref.core.record import record

if TYPE_CHECKING:  # named by annotations only: imported when validation reads them
    from rulesref.core.effects import AnyEffect
else:
    __getattr__, __dir__ = lazy.exports(__name__, {"AnyEffect": "rulesref.core.effects"})


class Trait(enum.Enum):
    """A keyword trait. Traits do nothing by themselves; other rules refer to them."""

    STRENGTH = "Strength"
    """A beneficial keyword; purchasable in any number unless Reserved."""
    WEAKNESS = "Weakness"
    """A detrimental keyword; it lowers a unit's cost when purchased."""
    FOOTPRINT = "Footprint"
    """The keyword sets the size limits of a unit's base."""
    CHARACTER = "Character"
    """The unit holds a leader or hero; other rules check for it."""
    RESERVED = "Reserved"
    """Cannot be bought in army building; only other rules grant it."""
    TERRAIN = "Terrain"
    """A keyword of a terrain piece rather than of a unit."""

    # members are singletons compared by identity, so identity hashing agrees with equality
    # and spares the per-call Python-level hash of the name (trait sets are searched often)
    __hash__ = object.__hash__



@record
class KeywordDef:
    """A keyword's definition, as in a keyword index or defined inline by a rule."""

    name: str
    """The name as printed, without the value: ``Hero``, ``Narrow Footprint``."""
    traits: frozenset[Trait]
    """The traits printed with the definition."""
    numeric: bool = False
    """Whether the keyword takes a value: ``Hero [x]``."""
    summary: str
    """What the keyword does, in our own words."""
    cite: Citation
    """Where the definition is printed."""
    effects: tuple[AnyEffect, ...] = ()
    """What the keyword does, as effects (:mod:`rulesref.core.effects`)."""
    aliases: tuple[str, ...] = ()
    """Other names the book uses for this keyword."""
    defined_inline: bool = False
    """Defined by the rule that grants it (a spell, card or artefact), not in the index."""
    status: bool = False
    """A status the game applies and removes, rather than a trait of the unit."""

    @property
    def reserved(self) -> bool:
        """Whether the keyword is Reserved (cannot be purchased)."""
        return Trait.RESERVED in self.traits

    def trait_names(self) -> list[str]:
        """The traits in the book's usual order, as words."""
        return [t.value for t in Trait if t in self.traits]
