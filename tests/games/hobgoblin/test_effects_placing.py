"""Placing effects (issue 26): every Battlefield, Deployment and Twists table result, and
every narrative scenario rule and spell, that has a player put pieces on the table holds who
places how many of what, where, how big and whose as a ``place`` effect, worked out by hand
from the book (two columns put back together), one row per record, each with its page.

Before this, who placed what was only in each record's summary (the tenth audit's note), or
for Void of Nebularis in a ``move``; every row here is a record that gained its placing
effect (verdict ``fixed``). A scenario's set-up markers stay in its MarkerSet.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulesref.core.effect_words import describe
from rulesref.games.hobgoblin.effect_sources import holders
from tests.games.hobgoblin.audit_rows import Row, mismatches
from tests.games.hobgoblin.placing_rows import PLACINGS, REPLACED


def _rows() -> list[Row]:
    grouped: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for name, page, spec in [*PLACINGS, *REPLACED]:
        grouped.setdefault((name, page), []).append(spec)
    return [(name, page, "fixed", specs) for (name, page), specs in grouped.items()]


ROWS = _rows()


@pytest.mark.parametrize(("name", "page", "verdict", "specs"), ROWS, ids=[r[0] for r in ROWS])
def test_placing_as_the_book_says(rules: Any, name: str, page: int, verdict: str,
                                  specs: list[dict[str, Any]]) -> None:
    assert verdict == "fixed"
    (holder,) = [h for h in holders(rules) if h.name == name and h.cite.page == page]
    placed = [e for e in holder.effects if e.kind == "place"]
    assert len(placed) == len(specs), (name, placed)
    for effect, spec in zip(placed, specs, strict=True):
        assert mismatches(effect, spec) == [], (name, describe(effect))


def test_every_placement_is_a_row(rules: Any) -> None:
    """Every record holding a placing effect has its row here: 15 table results, two
    narrative scenarios, one Unlikely Allies objective, solo play's Table Setup (audit10f)
    and one spell."""
    placing = {h.name for h in holders(rules) if any(e.kind == "place" for e in h.effects)}
    assert placing == {name for name, *_ in ROWS}
    assert len(ROWS) == 20


def test_no_mans_land_in_words(rules: Any) -> None:
    """``show`` words: who, how many, what, where and the printed distance (p. 44)."""
    (holder,) = [h for h in holders(rules) if h.name == "Deployment Table 61-63 No Man’s Land"]
    (effect,) = [e for e in holder.effects if e.kind == "place"]
    assert describe(effect) == (
        "each player places 1 small marker anywhere in the opponent's half, more than 8\" "
        "from a table edge or the centreline (just before Deployment)")
