"""Rules that use each of a player's components by name, and rules that take components of
that kind out of the game for good, each as printed with its citation (for the engine's
check that a rule never needs a component play may already have removed)."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class ComponentNeed:
    """A rule that uses particular components of one kind, each by name (a merged army
    shown by one leader's token and tracked with the other two), or every one of the kind a
    player has (all of their leaders gathered in one place)."""

    rule: str
    """The rule, as the book names it (``Super Army``)."""
    kind: str
    """The kind of component, as printed (``General token``)."""
    items: tuple[str, ...] = ()
    """The components it uses, each by name as printed (``1 star General token``); empty
    where it asks for every one of the kind instead (``words``)."""
    words: str | None = None
    """Where it asks for every one of the kind a player has, the words, as printed (``all
    of their Generals``); ``None`` where it names them."""
    stand_in: str | None = None
    """What the book says to use when one of them is missing, in our own words; ``None``
    where it says nothing."""
    cite: Citation
    """Where it is printed."""


@record
class ComponentLoss:
    """A rule that takes a component of a kind out of the game for good."""

    rule: str
    """The rule, as the book names it or in our short words (``a troopless General
    destroyed``)."""
    kind: str
    """The kind of component it removes, as printed (``General token``)."""
    summary: str
    """What removes it, in our own words."""
    cite: Citation
    """Where it is printed."""
