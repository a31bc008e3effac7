"""The book's outline where rules point into it: headed sections with the headed parts
printed under them, places that send the reader to a section for a named rule, and headed
procedures with the words other rules call them by.

A ruleset transcribes what the book prints: each section with its parts
(:class:`OutlineSection`), each pointer with the rule it names and the section it names
(:class:`SectionPointer`), and each procedure with its heading and, where printed, the
quoted words that call it (:class:`Procedure`). The verification engine
(``rulesref_verify.outline``) then finds a pointer to a section that does not hold the rule
it is given for, while another section does, and a procedure whose calling words are not its
heading's.
"""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


@record
class OutlineSection:
    """A heading and the headed parts the book prints under it, up to the next heading of
    its rank."""

    name: str
    """The heading as printed (a heading in capitals in title case)."""
    parts: tuple[str, ...]
    """The headings of its parts, as printed, in order."""
    cite: Citation
    """Where the section is printed."""


@record
class SectionPointer:
    """A place that sends the reader to a section for a rule it names (``follow the X
    rules (see Y)``)."""

    rule: str
    """The rule the place names, as printed."""
    see: str
    """The section it sends the reader to, as printed."""
    by: str
    """The rule or passage that points, for people."""
    cite: Citation
    """Where the pointer is printed."""


@record
class Procedure:
    """A headed procedure, with the quoted words that say when it is used."""

    name: str
    """Its heading as printed."""
    called_as: str | None = None
    """The words the procedure quotes as calling it (``When asked to "..."``), as printed;
    ``None`` where it quotes none."""
    cite: Citation
    """Where it is printed."""
