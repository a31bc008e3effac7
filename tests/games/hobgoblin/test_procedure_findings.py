"""The procedure, restatement, list and variant checks on the shipped book: the faults an
editor finds, worked out by hand from the pages cited, and silence once the record is put
right (a copy of the model, mutated)."""

from __future__ import annotations

from rulesref.games.hobgoblin import load
from rulesref_verify.findings import Kind, facts
from rulesref_verify.graphs import check_sequence_printings
from rulesref_verify.printings import check_printed_lists, check_restatements
from rulesref_verify.scenarios import check_variant_actors, check_variant_bans
from rulesref_verify.variant_turns import check_allied_opponents
from tests.verify.mutate import replace_where, with_field


def _pages(cited: tuple[str, ...]) -> list[str]:
    return [c.split(", ", 1)[1] for c in cited]


def test_the_shooting_list_and_its_sections_differ() -> None:
    # p. 20 lists Select Target, Gain Distracted, Assign, Roll, Place Doom; the sections on
    # pp. 20-21 are Select Target, Assign, Roll, Force of Will, Place Doom
    found = {f.id: f for f in check_sequence_printings(load())}
    shooting = found["sequence:steps:shooting_attack:sections"]
    assert shooting.kind is Kind.MISSING
    assert dict(shooting.facts)["missing"] == '["Gain Distracted"]'
    assert dict(shooting.facts)["extra"] == '["Force of Will"]'
    assert "p. 20, Force of Will" in _pages(shooting.cited)
    assert not any(k.startswith("sequence:order:shooting_attack") for k in found)
    # close combat (p. 25): the list has Assign, Roll, Place Doom; the sections add Force of
    # Will between rolling and placing Doom
    combat = found["sequence:steps:close_combat_attack:sections"]
    assert dict(combat.facts)["missing"] == "[]"
    assert "adds Force of Will (after Roll Attack Dice, before Place Doom)" in combat.message


def test_deaths_harvest_timing_and_the_wheel_note_disagree_with_their_rules() -> None:
    found = {f.id: f for f in check_restatements(load())}
    harvest = found["restatement:Death's Harvest reward:when taken"]
    assert harvest.kind is Kind.CONFLICT
    # the quick reference (p. 70) puts it before the removal: a third timing
    assert sorted(c.split(", ")[1] for c in harvest.cited) == ["p. 18", "p. 19", "p. 25",
                                                               "p. 28", "p. 70"]
    assert "restatement:Death's Harvest reward:what" not in found  # the reward agrees
    wheel = found["restatement:wheel:corner that moves when wheeling forwards"]
    assert "'a back corner' (p. 23, Wheel (1+) (measuring note))" in wheel.message
    assert "restatement:wheel:corner that moves when wheeling backwards" not in found


def test_beasts_lack_their_footprint_and_cylosi_repeats_smithing() -> None:
    rules = load()
    found = {f.id: f for f in check_printed_lists(rules)}
    assert set(found) == {"list:differs:Beasts starting keywords",
                          "list:differs:Watch Tower keywords",
                          "list:repeat:Cylosi sacred aspects:smithing"}
    # p. 27 gives the tower Impassable and Blocking; p. 42's tower adds Elevated
    tower = found["list:differs:Watch Tower keywords"]
    assert "p. 27, Terrain Examples lacks Elevated, which p. 42, Battlefield Table" in \
        tower.message
    beasts = found["list:differs:Beasts starting keywords"]
    assert "p. 13, Beasts (unit types) lacks Wide Footprint" in beasts.message
    assert found["list:repeat:Cylosi sacred aspects:smithing"].facts == facts(
        topic="Cylosi sacred aspects", item="smithing", times=2)
    fixed = with_field(rules, printed_lists=replace_where(
        rules.printed_lists,
        lambda lst: lst.topic == "Beasts starting keywords" and lst.cite.page == 13,
        lambda lst: with_field(lst, items=(*lst.items, "Wide Footprint"))))
    assert sorted(f.id for f in check_printed_lists(fixed)) == [
        "list:differs:Watch Tower keywords", "list:repeat:Cylosi sacred aspects:smithing"]


def test_solo_play_changes_who_rolls_for_the_initiative_unsaid() -> None:
    rules = load()
    (found,) = check_variant_actors(rules)
    assert found.id == "variant:actor:solo:initiative_phase:press the initiative"
    assert _pages(found.cited) == ["p. 51, Initiative Phase",
                                   "p. 18, Initiative Phase (core rules)"]
    solo = next(v for v in rules.play_variants if v.id == "solo")
    declared = with_field(solo, changes=replace_where(
        solo.changes, lambda c: c.actor is not None,
        lambda c: with_field(c, declares=("actor",))))
    quiet = with_field(rules, play_variants=replace_where(
        rules.play_variants, lambda v: v.id == "solo", lambda v: declared))
    assert check_variant_actors(quiet) == []


def test_team_play_leaves_the_cards_for_their_own_player_no_use() -> None:
    # p. 49 bars Fortune cards from the player who plays them; p. 29: Vial of Mercury (2
    # Mercury) acts on that player alone. Carpe Diem (p. 28) may hand the First Player token
    # to the opponent instead of keeping it, a use the bar leaves open
    found = check_variant_bans(load())
    assert [f.id for f in found] == ["variant:ban:team:Vial of Mercury"]
    assert _pages(found[0].cited)[0] == "p. 49, Allied Fortune Cards"


def test_team_play_leaves_open_which_opponent_draws() -> None:
    # p. 49: each team player holds their own Fortune hand; p. 35 (Dissonant Echoes) and
    # p. 45 (Fateful Deeds) give Fortune cards to "the opponent"; no other rule gives an
    # opponent cards or tokens a team player keeps alone
    found = check_allied_opponents(load())
    assert sorted(f.id for f in found) == ["variant:opponent:team:Dissonant Echoes",
                                          "variant:opponent:team:Fateful Deeds"]
    assert all(_pages(f.cited)[1:] == ["p. 49, Team Play", "p. 49, Allied Fortune Cards"]
               for f in found)
