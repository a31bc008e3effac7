"""Prerequisites on how a thing was obtained: a use of the rules open only to an army that
bought a keyword (``to use magic you must have bought a Wizard``).

Each record transcribes what the book prints, with its citation. The engine's prerequisite
check (``rulesref_verify.prerequisites``) looks for rules that give the keyword without a
purchase: an army whose only copy comes from one of them has the keyword yet may not make
the use it is for.
"""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class Prerequisite:
    """A use open only to an army that bought a keyword."""

    id: str
    """Stable identifier."""
    use: str
    """What the purchase opens, in our words (``use magic``)."""
    keyword: str
    """The keyword that must have been bought, as printed."""
    cite: Citation
    """Where the requirement is printed."""
