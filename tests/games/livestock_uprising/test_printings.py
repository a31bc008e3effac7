"""The rules the Livestock Uprising rulebook prints more than once, read by the engine's
printing checks. Expected values read from the book: a faction's 3 Generals, 3 Special Forces
and 2 Recruitment cards (Setup, twice), 3 Command Cards (three places), 5 units under a
General (Maximum Units, Transfering Units), the Super Army's 2 dice (twice); and the one that
disagrees: Ability to Harvest puts the Troop Card on the General, its example on the army."""

from __future__ import annotations

from rulesref.games.livestock_uprising.loading import load
from rulesref_verify.findings import Kind
from rulesref_verify.printings import check_restatements
from tests.verify.mutate import replace_where, with_field

#: The one restatement the book breaks.
HARVEST = "restatement:ability to harvest:who must have the Troop Card that grants it"


def test_the_printings_agree() -> None:
    rules = load()
    assert [f.id for f in check_restatements(rules)] == [HARVEST]
    values: dict[tuple[str, str], list[str]] = {}
    for r in rules.restatements:
        values.setdefault((r.topic, r.field), []).append(r.value)
    assert values[("a faction's cards", "Generals")] == ["3", "3", "3"]
    assert values[("a faction's cards", "Recruitment cards")] == ["2", "2"]
    assert values[("Command Cards", "dealt to each player")] == ["3", "3", "3"]
    assert values[("units under a General", "most at once")] == ["5", "5"]
    assert values[("Super Army dice", "when defending")] == ["2", "2"]


def test_a_transfer_limit_of_six_is_caught() -> None:
    rules = load()
    planted = with_field(rules, restatements=replace_where(
        rules.restatements, lambda r: r.cite.printing == "transfer",
        lambda r: with_field(r, value="6")))
    (found,) = [f for f in check_restatements(planted) if f.id != HARVEST]
    assert found.id == "restatement:units under a General:most at once"
    assert found.kind is Kind.CONFLICT and len(found.cited) == 2


def test_the_harvest_rule_and_its_example_name_different_holders() -> None:
    # the rule: the harvesting General must have the Troop Card; the example just after it:
    # the army must contain the Sheep Troop
    (found,) = check_restatements(load())
    assert found.id == HARVEST and found.kind is Kind.CONFLICT
    assert "'the harvesting General' (Harvest Phase > Ability to Harvest (rule))" in found.message
    assert "'the player's army' (Harvest Phase > Ability to Harvest (example))" in found.message
    assert len(found.cited) == 2
