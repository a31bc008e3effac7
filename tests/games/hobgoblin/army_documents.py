"""Hypothesis strategies for army list documents as a file holds them: legal lists, lists
that break rules, and documents that are not army lists at all (wrong types, missing and
unknown keys, huge numbers, control characters, markup in names).

Used by the differential tests of the builder page (the same report from the page and from
``rulesref validate``) and of :mod:`rulesref.core.typecheck` (the same errors as pydantic).
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from tests.documents import HOSTILE_TEXT as HOSTILE_TEXT
from tests.documents import STRICT_NUMBERS as STRICT_NUMBERS
from tests.documents import big_ints as big_ints
from tests.documents import json_values as json_values
from tests.documents import scalars as scalars
from tests.documents import text as text
from tests.games.hobgoblin.armies import SAFE_STRENGTHS, SAFE_WEAKNESSES, UNIT_TYPES

ALLEGIANCES = ["Polyceus", "Ljudlös", "ljudlos", "Gomb", "Atare", "Cylosi", "Nonesuch"]
ARTEFACTS = ["The Staff of Ruin", "The Cursed Mantle", "the weaver's chart",
             "The Helm of Dust", "The Ferric Blade", "Staff of Ruin", "Nothing Like It"]
OTHER_KEYWORDS = ["General", "Battle Standard", "Wizard", "Tome of Magic", "Horde",
                  "Narrow Footprint", "Wide Footprint", "Large", "Self-Destructive",
                  "Short-Ranged", "Fragile", "Ravenous", "Nimble", "Devastating Charge",
                  "Command", "Hero [+3]", "Ranged [+7]", "Swift", "Hero [", "Weak [+2]",
                  "hero [+1]", "  Elite ", "Eilte", ""]



def _number_or_junk(draw: st.DrawFn, good: st.SearchStrategy[Any]) -> Any:
    """A number field: usually a number, sometimes anything (text, booleans and floats only
    when the boundary is strict about numbers)."""
    if draw(st.integers(0, 9)):
        return draw(good)
    if STRICT_NUMBERS:
        return draw(json_values)
    return draw(st.one_of(st.none(), st.lists(big_ints, max_size=2),
                          st.dictionaries(st.text(max_size=3), big_ints, max_size=2)))


def _maybe_junk(draw: st.DrawFn, good: st.SearchStrategy[Any], rate: int) -> Any:
    return draw(good) if draw(st.integers(0, rate)) else draw(json_values)


@st.composite
def keyword_lists(draw: st.DrawFn, utype: str) -> list[str]:
    """Keywords for one unit: mostly from the cost table, now and then something else."""
    pool = SAFE_STRENGTHS + SAFE_WEAKNESSES + OTHER_KEYWORDS
    if utype == "Artillery":
        pool = [*pool, "Self-Destructive", "Short-Ranged"]
    return draw(st.lists(st.sampled_from(pool), max_size=5))


@st.composite
def unit_documents(draw: st.DrawFn, junk: int = 0) -> Any:
    """One unit as written in a file; ``junk`` > 0 lets about one field in ``junk`` be a
    value of the wrong kind, a missing key or an unknown key."""
    utype = draw(st.sampled_from([*UNIT_TYPES, "Dragon", "heavy cavalry", "Knights"]))
    unit: dict[str, Any] = {"name": draw(text) if draw(st.booleans()) else "Unit",
                            "type": utype}
    if draw(st.booleans()):
        unit["keywords"] = draw(keyword_lists(utype))
    choice = draw(st.integers(0, 4))
    if choice == 1:
        unit["allegiance"] = draw(st.sampled_from(ALLEGIANCES))
    elif choice == 2:
        unit["allegiance"] = draw(st.lists(st.sampled_from(ALLEGIANCES), max_size=3))
    if draw(st.integers(0, 3)) == 0:
        unit["base"] = {"width_mm": _number_or_junk(draw, st.integers(0, 300)),
                        "depth_mm": _number_or_junk(draw, st.integers(0, 300))}
    if junk and draw(st.integers(0, junk)) == 0:
        key = draw(st.sampled_from(["name", "type", "keywords", "allegiance", "base",
                                    "extra", "Name"]))
        if draw(st.booleans()):
            unit.pop(key, None)
        else:
            unit[key] = draw(json_values)
    if junk and draw(st.integers(0, junk * 4)) == 0:
        return draw(json_values)
    return unit


@st.composite
def army_documents(draw: st.DrawFn, junk: int = 0, max_units: int = 8) -> Any:
    """An army list document: with ``junk`` 0 always well-formed (it may break any rule);
    otherwise now and then malformed anywhere."""
    units = draw(st.lists(unit_documents(junk), max_size=max_units))
    names = [draw(st.sampled_from(["General", "Battle Standard"]))
             for _ in range(draw(st.integers(0, 3)))]
    for name in names:
        if units and isinstance(units[0], dict) and isinstance(units[0].get("keywords"), list):
            target = units[draw(st.integers(0, len(units) - 1))]
            if isinstance(target, dict) and isinstance(target.get("keywords"), list):
                target["keywords"].append(name)
    doc: dict[str, Any] = {
        "game": "hobgoblin",
        "name": draw(text),
        "points_limit": _number_or_junk(draw, st.sampled_from([1, 500, 1000, 2000, 3000,
                                                               4000, 10**12])),
        "units": units,
    }
    if draw(st.integers(0, 3)) == 0:
        doc["artefact"] = draw(st.sampled_from(ARTEFACTS))
    if junk:
        for key in ("game", "name", "artefact", "units", "extra"):
            if draw(st.integers(0, junk * 2)) == 0:
                if draw(st.booleans()):
                    doc.pop(key, None)
                else:
                    doc[key] = draw(json_values)
        if draw(st.integers(0, junk * 8)) == 0:
            return draw(json_values)
    return doc
