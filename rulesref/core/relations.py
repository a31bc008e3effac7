"""Rules that use one relation between places of play (tiles next to each other), with what
each says about a borderline case of it (diagonal neighbours), each as printed with its
citation (for the engine's check that a bare use is not left between rules that settle the
case opposite ways)."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class RelationUse:
    """One rule's use of a relation between places of play."""

    relation: str
    """The relation, in our own short words shared by all its uses (``neighbouring
    tiles``)."""
    rule: str
    """The rule, as the book names it (``Retreat``)."""
    words: str
    """The words the rule uses for it, as printed (``adjacent``, ``one square in any
    direction``)."""
    case: str | None = None
    """The borderline case the rule settles, as printed (``diagonal``); ``None`` where it
    settles none."""
    admits: bool | None = None
    """Whether the rule counts that case in (``True``) or rules it out (``False``); ``None``
    with no case."""
    cite: Citation
    """Where it is printed."""
