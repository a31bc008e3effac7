"""The rules the Livestock Uprising rulebook prints more than once, read by the engine's
printing checks. Expected values read from the book: a faction's 3 Generals, 3 Special Forces
and 2 Recruitment cards (Setup, twice), 3 Command Cards (three places), 5 units under a
General (Maximum Units, Transfering Units), the Super Army's 2 dice (twice), a General's 1 die
(Attack, Defense, the battle example and the Super Army Rules' "instead of one"), no
General bound to act (Action Phase, Move), Troop Cards any player may marshal (Troops,
Casualties), 1 casualty for a lost battle (both
outcomes), 1 unit a transfer; and the three that disagree: Ability to Harvest puts the Troop Card
on the General, its example on the army; No Defense never lets a General leave the game, the
Super Army Rules remove one; Barns lets no opponent attack a barn, the Super Army Rules have
Generals defend one against a Super Army; Setup hands out the Special Forces as Troop Cards,
Casualties sets the two kinds apart."""

from __future__ import annotations

from rulesref.games.livestock_uprising.loading import load
from rulesref_verify.findings import Kind
from rulesref_verify.printings import check_restatements
from tests.verify.mutate import replace_where, with_field

#: The restatements the book breaks.
HARVEST = "restatement:ability to harvest:who must have the Troop Card that grants it"
GENERAL = "restatement:General:can leave the game"
BARN = "restatement:a player's barn:an opponent can attack there"
SPECIAL = "restatement:Special Forces Cards:are Troop Cards"
BROKEN = {HARVEST, GENERAL, BARN, SPECIAL}


def test_the_printings_agree() -> None:
    rules = load()
    assert sorted(f.id for f in check_restatements(rules)) == sorted(BROKEN)
    values: dict[tuple[str, str], list[str]] = {}
    for r in rules.restatements:
        values.setdefault((r.topic, r.field), []).append(r.value)
    assert values[("a faction's cards", "Generals")] == ["3", "3", "3"]
    assert values[("a faction's cards", "Recruitment cards")] == ["2", "2"]
    assert values[("Command Cards", "dealt to each player")] == ["3", "3", "3"]
    assert values[("units under a General", "most at once")] == ["5", "5"]
    assert values[("Super Army dice", "when defending")] == ["2", "2"]
    assert values[("a faction's cards", "Special Forces")] == ["3", "3", "3", "3"]
    assert values[("a General's battle dice", "when attacking")] == ["1", "1", "1"]
    assert values[("a General's battle dice", "when defending")] == ["1", "1", "1"]
    assert values[("a General in the Action Phase", "must take an action")] == ["no", "no"]
    assert values[("Troop Cards", "which players may marshal them")] == ["any player"] * 2
    assert values[("a lost battle", "casualties the losing General takes")] == ["1", "1"]
    assert values[("a transfer", "units moved")] == ["1", "1"]
    assert values[("harvesting Grass", "needs a Troop Card that grants it")] == ["no", "no"]
    assert values[("Special Forces Cards", "are Troop Cards")] == ["yes", "no"]


def test_a_transfer_limit_of_six_is_caught() -> None:
    rules = load()
    planted = with_field(rules, restatements=replace_where(
        rules.restatements, lambda r: r.cite.printing == "transfer",
        lambda r: with_field(r, value="6")))
    (found,) = [f for f in check_restatements(planted) if f.id not in BROKEN]
    assert found.id == "restatement:units under a General:most at once"
    assert found.kind is Kind.CONFLICT and len(found.cited) == 2


def test_the_harvest_rule_and_its_example_name_different_holders() -> None:
    # the rule: the harvesting General must have the Troop Card; the example just after it:
    # the army must contain the Sheep Troop
    (found,) = [f for f in check_restatements(load()) if f.id == HARVEST]
    assert found.kind is Kind.CONFLICT
    assert "'the harvesting General' (Harvest Phase > Ability to Harvest (rule))" in found.message
    assert "'the player's army' (Harvest Phase > Ability to Harvest (example))" in found.message
    assert len(found.cited) == 2


def test_a_general_that_never_leaves_the_game_and_one_removed_for_good_conflict() -> None:
    # No Defense: Generals are never casualties and never leave the game; Super Army Rules: a
    # Super Army destroys a General without Troops, which leaves the game for good
    (found,) = [f for f in check_restatements(load()) if f.id == GENERAL]
    assert found.kind is Kind.CONFLICT
    assert "'never' (Action Phase > No Defense (rule))" in found.message
    assert found.cited == ("Livestock Uprising, Action Phase > No Defense (rule)",
                           "Livestock Uprising, Super Army Rules (list)")


def test_a_barn_no_opponent_attacks_and_one_a_super_army_attacks_conflict() -> None:
    (found,) = [f for f in check_restatements(load()) if f.id == BARN]
    assert found.kind is Kind.CONFLICT
    assert "'no' (Action Phase > Barns (rule))" in found.message
    assert "'with a Super Army' (Super Army Rules (list))" in found.message


def test_a_die_the_super_army_rules_counted_as_two_for_a_general_is_caught() -> None:
    rules = load()
    planted = with_field(rules, restatements=replace_where(
        rules.restatements, lambda r: r.topic == "a General's battle dice"
        and r.field == "when attacking" and r.cite.section == "Super Army Rules",
        lambda r: with_field(r, value="2")))
    (found,) = [f for f in check_restatements(planted) if f.id not in BROKEN]
    assert found.id == "restatement:a General's battle dice:when attacking"
    assert found.kind is Kind.CONFLICT and len(found.cited) == 3
