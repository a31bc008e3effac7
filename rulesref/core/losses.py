"""Rules that use each of a player's components by name, and rules that take components of
that kind out of the game for good, each as printed with its citation (for the engine's
check that a rule never needs a component play may already have removed)."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class ComponentNeed:
    """A rule that uses particular components of one kind, each by name (a merged army
    shown by one leader's token and tracked with the other two)."""

    rule: str
    """The rule, as the book names it (``Muster``)."""
    kind: str
    """The kind of component, as printed (``banner``)."""
    items: tuple[str, ...]
    """The components it uses, as printed (``red banner``)."""
    stand_in: str | None = None
    """What the book says to use when one of them is missing, in our own words; ``None``
    where it says nothing."""
    cite: Citation
    """Where it is printed."""


@record
class ComponentLoss:
    """A rule that takes a component of a kind out of the game for good."""

    rule: str
    """The rule, as the book names it or in our short words (``Fire``)."""
    kind: str
    """The kind of component it removes, as printed (``banner``)."""
    summary: str
    """What removes it, in our own words."""
    cite: Citation
    """Where it is printed."""
