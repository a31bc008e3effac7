"""The designer's hidden logic behind the chart: each unit type's Order and the base table."""

from __future__ import annotations

import enum

from rulesref.core.citation import Citation
from rulesref.core.record import record


class Order(enum.Enum):
    """A unit type's hidden Order stat from the designer's notes."""

    CLOSE = "Close"
    """Tightly ranked blocks."""
    LOOSE = "Loose"
    """Open, skirmishing formations."""
    FREE = "Free"
    """Single big combatants: monsters, war machines."""


@record
class HiddenStats:
    """A unit type's hidden stats from the designer's notes."""

    unit_type: str
    """The unit type."""
    order: Order
    """Its Order."""
    attack_modifier: int
    """Attack Modifier as printed (a positive value makes its attacks hit more easily)."""
    defence_modifier: int
    """Defence Modifier as printed (a positive value makes it harder to hit)."""


@record
class BaseTarget:
    """One cell of the designer's base target number table (Order against Order)."""

    attacker: Order
    """The attacker's Order."""
    defender: Order
    """The defender's Order."""
    target: int
    """The base target number."""


@record
class HiddenLogic:
    """The designer's hidden system behind the target number chart."""

    cite: Citation
    """Where the hidden stats are printed."""
    matrix_cite: Citation
    """Where the base target number table is printed."""
    stats: tuple[HiddenStats, ...]
    """One row per unit type."""
    base_targets: tuple[BaseTarget, ...]
    """The nine Order match-ups."""
    clamp_min: int
    """The lowest target number the rules allow."""
    clamp_max: int
    """The highest target number the rules allow."""
    clamp_cite: Citation
    """Where the clamp comes from."""
