"""Helpers for army tests: build army lists from plain data, and generate legal ones."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from rulesref.core.yamlio import Document, parse
from rulesref.games.hobgoblin.army import ArmyList, parse_army

UNIT_TYPES = sorted(["Artillery", "Beasts", "Chariot", "Heavy Cavalry", "Heavy Infantry",
                     "Light Cavalry", "Light Infantry", "Monster", "Monstrous Infantry",
                     "Ranged Infantry", "War Wagon"])
# Strengths no unit type starts with, safe for any type (no footprint, no Wizard).
SAFE_STRENGTHS = ["Bloodthirsty", "Brutal", "Critical Hits", "Deadly Shots", "Despised",
                  "Elite", "Fearless", "Flying", "Hero [+1]", "Hero [+2]", "Merciless",
                  "Quick Shot", "Ranged [+6]", "Ranged [+12]", "Shoot Into Combat", "Sneaky",
                  "Stubborn", "Swift [+2]", "Terrifying", "Tough [+1]"]
# Weaknesses no unit type starts with, legal on any type but Artillery.
SAFE_WEAKNESSES = ["Berserk", "Cowardly", "Cursed", "Hollow", "Unruly", "Weak [+2]",
                   "Slow [+2]"]


def army(data: dict[str, Any]) -> ArmyList:
    """An :class:`ArmyList` from plain data (as a YAML file would give)."""
    return parse_army(Document("test.yaml", data, {})).army


def from_yaml(text: str) -> tuple[ArmyList, Document]:
    """An army list and its document, parsed from YAML text."""
    doc = parse(text, "test.yaml")
    return parse_army(doc).army, doc


@st.composite
def legal_units(draw: st.DrawFn) -> list[dict[str, Any]]:
    """One to ten legal units; the first is the General, one carries the Battle Standard."""
    count = draw(st.integers(min_value=1, max_value=10))
    units = []
    for n in range(count):
        utype = draw(st.sampled_from(UNIT_TYPES))
        keywords = draw(st.lists(st.sampled_from(SAFE_STRENGTHS), unique=True, max_size=3))
        if utype == "Artillery":
            weak = draw(st.lists(st.sampled_from(["Self-Destructive", "Short-Ranged"]),
                                 unique=True, max_size=2))
        else:
            weak = draw(st.lists(st.sampled_from(SAFE_WEAKNESSES), unique=True, max_size=2))
        keywords += weak
        units.append({"name": f"Unit {n}", "type": utype, "keywords": keywords})
    units[0]["keywords"].insert(0, "General")  # type: ignore[attr-defined]
    standard = draw(st.integers(min_value=0, max_value=count - 1))
    units[standard]["keywords"].append("Battle Standard")  # type: ignore[attr-defined]
    return units


def legal_army(units: list[dict[str, Any]], limit: int = 100_000) -> dict[str, Any]:
    """Plain data for a legal army around ``units``."""
    return {"game": "hobgoblin", "name": "Generated", "points_limit": limit, "units": units}
