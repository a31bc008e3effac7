"""Army-building rules, with the declarative constraints the validator enforces."""

from __future__ import annotations

import enum
from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record


class ConstraintKind(enum.Enum):
    """What an army-building rule limits, in the few shapes such rules take. The validator
    checks these and the BattleScribe export turns them into the format's constraints, so
    the two read one source."""

    POINTS = "points"
    """The army's total points are at most the agreed limit."""
    ARMY_COUNT = "army_count"
    """Between ``min`` and ``max`` units of the army buy the ``purchases``."""
    UNIT_COUNT = "unit_count"
    """A unit buys at most ``max`` of the ``purchases`` (each entry on its own with
    ``each``)."""
    ALLOW = "allow"
    """Only the ``unit_types`` may buy the ``purchases``."""
    ONLY = "only"
    """The ``unit_types`` may buy, of the ``purchases`` column, only the listed keywords."""
    DENY_STARTING = "deny_starting"
    """A unit may not buy a keyword of the ``purchases`` column that its type starts with."""
    REQUIRES = "requires"
    """A unit buying the ``purchases`` must end up with the keyword ``needs``."""
    CHOICE_COUNT = "choice_count"
    """A unit with the keyword ``needs`` makes between ``min`` and ``max`` different choices of
    ``choice``; a ``parameter`` effect of its keywords sets the number, or, when optional
    ("may select two"), raises the most. A choice on another unit does nothing (a warning)."""


@record
class PurchaseFilter:
    """Which purchases (cost-table entries) a constraint counts or concerns."""

    keywords: tuple[str, ...] = ()
    """Keyword names, as in the cost table without values (``Horde``)."""
    column: Literal["Strength", "Weakness"] | None = None
    """Every entry of one column of the cost table."""
    each: bool = False
    """Every entry, each counted on its own."""


@record
class TypeFilter:
    """Which unit types a constraint concerns; a type matches if it matches any field."""

    names: tuple[str, ...] = ()
    """Unit type names."""
    footprint: str | None = None
    """Types printed with this footprint (``Wide``)."""
    name_contains: str | None = None
    """Types whose name contains this word (``Infantry``)."""


@record
class ArmyConstraint:
    """A rule in one of the shapes of :class:`ConstraintKind`."""

    kind: ConstraintKind
    """Its shape."""
    purchases: PurchaseFilter | None = None
    """The purchases it counts or concerns."""
    unit_types: TypeFilter | None = None
    """The unit types it concerns."""
    min: int | None = None
    """The least number allowed."""
    max: int | None = None
    """The most allowed."""
    needs: str | None = None
    """The keyword a ``requires`` or ``choice_count`` constraint depends on."""
    choice: Literal["allegiance"] | None = None
    """What a ``choice_count`` constraint counts."""
    parameter: str | None = None
    """The name of the ``parameter`` effect that can change a ``choice_count``'s number."""


@record
class ArmyRule:
    """An army-building rule the validator enforces, with the code its violations carry."""

    code: str
    """Stable code (``HG004``); codes starting ``HGW`` are warnings."""
    name: str
    """Our short name."""
    summary: str
    """The rule in our own words."""
    cite: Citation
    """Where it is printed."""
    constraint: ArmyConstraint | None = None
    """The rule as a constraint, where it has one of the shapes of :class:`ConstraintKind`;
    rules without one are checked by code alone."""
    enforces: str | None = None
    """The record whose effects the rule enforces, by its name in its data file (a keyword's
    name, a game rule's id, a section rule's name): its army-building bans (checked to agree
    with ``constraint`` where the rule has both)."""
