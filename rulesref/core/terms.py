"""Terms: the game vocabulary a rulebook uses, each with the other names it is printed under
(its variants) and whether the book explains it.

Every ruleset with a glossary uses :class:`Term` (a ruleset may subclass it to add fields).
The engine's term check finds names the data uses that no term (or other defined name)
covers, and the places each term and variant is used; a term the book never explains is
reported as a reading (the meaning the model assumes), not as a finding.
"""

from __future__ import annotations

from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class Term:
    """A game term the rulebook uses."""

    name: str
    """The name rulesref uses (the most frequent printed form)."""
    summary: str
    """Its meaning in our own words; for a term the book never explains, the meaning the
    model assumes."""
    cite: Citation
    """Where it is defined, or first used when it is not."""
    aliases: tuple[str, ...] = ()
    """Its variants: other forms the rulebook prints (plural, verb form, another name)."""
    defined: bool = True
    """Whether the rulebook explains it."""
    held_by: Literal["player", "unit"] | None = None
    """For a token: who holds it, where the book says (a player keeps it, or it is placed on
    a unit); ``None`` otherwise."""


@record
class PlayerWords:
    """Words players use for a rules object that the book does not print as its name
    (``morale`` for Courage, ``difficult terrain`` for Rough): search finds the object by
    them. No rules fact, so no citation: the object they point to carries its own."""

    name: str
    """The object's name as the model holds it."""
    words: tuple[str, ...]
    """The players' words and phrases."""
    kind: str | None = None
    """The object's kind (a search kind, ``keyword``) when its name alone is ambiguous."""
