"""The rules the Hogs of War rulebook prints more than once, read by the engine's printing
checks. Expected values read from the book: Setup's deal and its note (5 and 6 cards), the
Deployable limit in its rule and its FAQ (2 a lane), the three notes on a defeated Hog."""

from __future__ import annotations

from rulesref.games.hogs_of_war.model import HogsOfWar
from rulesref_verify.findings import Kind
from rulesref_verify.printings import check_restatements
from tests.verify.mutate import replace_where, with_field


def _printed(hogs: HogsOfWar, topic: str, field: str) -> dict[str, str]:
    return {f"{r.cite.section} ({r.cite.printing})": r.value for r in hogs.restatements
            if r.topic == topic and r.field == field}


def test_the_printings_agree(hogs: HogsOfWar) -> None:
    assert check_restatements(hogs) == []
    assert _printed(hogs, "hand size", "First Player's hand in round 1") == {
        "Setup (deal)": "5", "Setup (note)": "5"}
    assert _printed(hogs, "hand size", "Second Player's hand in round 1") == {
        "Setup (deal)": "6", "Setup (note)": "6"}
    assert _printed(hogs, "Deployables in a lane", "most at once") == {
        "Placing a Deployable (rule)": "2", "FAQs (faq)": "2"}
    assert set(_printed(hogs, "defeated Hog", "card").values()) == {"face down"}
    assert len(_printed(hogs, "defeated Hog", "card")) == 3


def test_a_faq_that_allowed_three_deployables_is_caught(hogs: HogsOfWar) -> None:
    planted = with_field(hogs, restatements=replace_where(
        hogs.restatements,
        lambda r: r.topic == "Deployables in a lane" and r.cite.section == "FAQs",
        lambda r: with_field(r, value="3")))
    (found,) = check_restatements(planted)
    assert found.id == "restatement:Deployables in a lane:most at once"
    assert found.kind is Kind.CONFLICT
    assert found.cited == (
        "Hogs of War: The Card Game, Placing a Deployable (rule)",
        "Hogs of War: The Card Game, FAQs (faq)")
