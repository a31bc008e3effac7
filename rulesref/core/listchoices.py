"""Choices the army-building rules make for a holder of a keyword when the army list is
written (``each Wizard selects one allegiance``).

Each record transcribes what the book prints, with its citation. The engine's list-choice
check (``rulesref_verify.listchoices``) looks for rules that give the keyword during set-up
or play, after the lists are written: the new holder has no such choice made, and the rule
must say how it makes one.
"""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class ListChoice:
    """A choice every holder of a keyword makes when the army list is written."""

    id: str
    """Stable identifier."""
    keyword: str
    """The keyword whose holders make it, as printed."""
    choice: str
    """What is chosen, in our words (``one Abyssal Allegiance``)."""
    cite: Citation
    """Where the choice is required."""
