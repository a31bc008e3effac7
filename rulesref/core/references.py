"""References by kind: where a rule names something as a thing of a given kind (``the X
keyword``, ``gains Brave [+1]``, a terrain piece with ``Steep``, ``any Order of Sorcery``),
and the names the book defines, each with its kind.

A ruleset transcribes each reference as printed (the name with any value in brackets, and the
kind the rule calls it) in a :class:`PrintedReference`, and lists what it defines as
:class:`DefinedName` records (its keywords, statistics, unit types...); both may be data
fields of its model or properties derived from its records. The verification engine
(``rulesref_verify.references``) then finds a reference to a name defined nowhere, or defined
only as a thing of another kind (a statistic granted as a keyword), or to a kind of thing
the book has none of. The book's figures (:class:`Figure`) and the places that cite one
(:class:`FigureCitation`) are transcribed the same way, each with what it shows or is cited
for, so the engine finds a figure cited for different things, or one the book lacks. Where
the model reads such a reference as meaning something else, the reading is recorded apart;
the reference keeps what the book prints.
"""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.names import fold
from rulesref.core.record import record


@record
class PrintedReference:
    """One rule's reference to a named thing of some kind, as printed."""

    kind: str
    """What the rule calls it, in lower case (``keyword``, ``terrain keyword``)."""
    name: str | None = None
    """The name as printed, with its value in brackets if it has one (``Nerve [+2]``);
    ``None`` for a reference to any thing of the kind (``a spell from any School of
    Magic``), where the kind itself must be one the book defines."""
    by: str
    """The rule, item or table result that refers to it, for people (``Stand Fast!``)."""
    cite: Citation
    """Where the reference is printed."""


@record
class DefinedName:
    """A name the book defines, and what kind of thing it defines it as."""

    name: str
    """The name as defined (without a value)."""
    kind: str
    """The kind, in lower case, most specific first (``unit keyword``, ``statistic``); a
    reference to a broader kind (``keyword``) is satisfied by a kind that ends with it."""
    cite: Citation
    """Where it is defined."""
    aliases: tuple[str, ...] = ()
    """Other names it is printed under."""


@record
class Figure:
    """A picture the book prints (a diagram, a figure), with what its caption shows."""

    label: str | None
    """Its label as printed (``Diagram 2``); ``None`` for an unnumbered one."""
    subject: str | None
    """What its caption shows, as a short phrase in our words that the citing places'
    subjects are compared with (``move swap``); ``None``: no caption is printed."""
    shows: str | None = None
    """What its caption says it shows, in our words."""
    cite: Citation
    """Where it is printed."""


@record
class FigureCitation:
    """A place that cites a figure by its label, with what it says the figure shows."""

    label: str
    """The label as the citing place prints it (``Diagram 2``)."""
    subject: str
    """What the place cites it for, as a short phrase in our words (``exhausted hog``);
    two places citing one figure for the same thing use the same phrase."""
    says: str
    """What the place says the figure shows, in our words."""
    by: str
    """The rule or section that cites it, for people."""
    cite: Citation
    """Where the citation is printed."""


def is_of_kind(defined: str, referred: str) -> bool:
    """Whether a thing defined as ``defined`` is what a rule calling it ``referred`` means: the
    same kind, or a narrower one (a ``terrain keyword`` is a ``keyword``)."""
    d, r = fold(defined), fold(referred)
    return d == r or d.endswith(" " + r)
