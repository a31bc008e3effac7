"""Terms: the game vocabulary a rulebook uses, each with the other names it is printed under
(its variants) and whether the book explains it.

Every ruleset with a glossary uses :class:`Term` (a ruleset may subclass it to add fields).
The engine's term check finds names the data uses that no term (or other defined name)
covers, and the places each term and variant is used; a term the book never explains is
reported as a reading (the meaning the model assumes), not as a finding. A definition by
exclusion and a condition counted over the class it defines (:class:`PrintedDefinition`,
:class:`PrintedCondition`) are transcribed for the engine's check that a condition does not
ask of a class what its definition rules out.
"""

from __future__ import annotations

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


@record
class PrintedDefinition:
    """One printing of a definition of a class of things by what its members are not (an
    eligible unit: one that is not destroyed and has not yet acted this round)."""

    name: str
    """The class defined, as printed (``eligible Hog``)."""
    excludes: tuple[str, ...]
    """What no member is or has done, each in our own short words (``acted this round``,
    ``defeated``)."""
    cite: Citation
    """Where the definition is printed."""


@record
class PrintedCondition:
    """One printing of a rule that holds once every member of a defined class is, or has
    done, one of some things (the round ends when every eligible unit has acted)."""

    rule: str
    """The rule, in our own words (``the round ends``)."""
    every: str
    """The defined class the condition counts over, as printed (``eligible Hog``)."""
    meets: tuple[str, ...]
    """What each member must be or have done, any one of them, in the same short words as
    the definition's ``excludes``."""
    cite: Citation
    """Where the condition is printed."""


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
