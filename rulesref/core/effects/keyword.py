"""Effects that change a keyword, or only refer to one: grant, remove, forbid, ignore, mention."""

from __future__ import annotations

from typing import Literal

from rulesref.core.effects.frame import Frame, Scope
from rulesref.core.record import record


@record
class Grant(Frame):
    """The scope gains a keyword (``Swift [+4]``), or every keyword with a trait."""

    kind: Literal["grant"] = "grant"
    keyword: str | None = None
    """The keyword as written in the book."""
    trait: str | None = None
    """Instead of a keyword: one keyword with this trait, chosen as the rule says."""
    except_trait: str | None = None
    """With ``trait``: keywords that also have this trait may not be chosen."""
    copied_from: Scope | None = None
    """With ``trait``: the keyword is chosen among those this unit has (``target``: the
    spell's or card's target), and copied, not taken from it; ``None``: any keyword."""


@record
class Remove(Frame):
    """The scope loses a keyword."""

    kind: Literal["remove"] = "remove"
    keyword: str | None = None
    """The keyword as written."""
    trait: str | None = None
    """Instead of a keyword: one keyword with this trait, chosen as the rule says."""


@record
class Forbid(Frame):
    """The scope cannot gain (or buy) a keyword, or any keyword with a trait but the ones
    named in ``except_``."""

    kind: Literal["forbid"] = "forbid"
    keyword: str | None = None
    """The keyword as written."""
    trait: str | None = None
    """Instead of a keyword: every keyword with this trait."""
    except_: tuple[str, ...] = ()
    """With ``trait``: the keywords of that trait the ban leaves out, as written."""
    only_buying: bool = False
    """The ban is on buying it in army building (``may only be purchased by``); other rules
    may still give it. Otherwise it cannot be gained at all."""


@record
class Ignore(Frame):
    """The scope disregards a keyword, every keyword of a trait, or a rule."""

    kind: Literal["ignore"] = "ignore"
    keyword: str | None = None
    """The keyword it disregards."""
    trait: str | None = None
    """Every keyword with this trait."""
    rule: str | None = None
    """A rule that is not a keyword, in our words (``friendly units when moving``)."""


@record
class Mention(Frame):
    """The rule refers to a keyword without giving, taking or changing it."""

    kind: Literal["mention"] = "mention"
    keyword: str
    """The keyword as written."""
