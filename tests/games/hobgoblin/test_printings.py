"""Hobgoblin's rules printed more than once and its limits on marker sizes, read by the
engine's printing checks. Expected findings worked out by reading pages 9, 16-19, 31 and 38."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.printings import check_restatements, check_single_values
from tests.verify.mutate import replace_where, with_field

#: The other restatements the book breaks (Death's Harvest's timing, the wheel's note, the
#: count of Battlefield results, the Fortress wall's place).
OTHERS = ("restatement:Death's Harvest reward:when taken",
          "restatement:wheel:corner that moves when wheeling forwards",
          "restatement:Battlefield results in a Chaos of War game:fewest taken",
          "restatement:fortress wall:distance from the centreline",
          "restatement:battle round activations:phases where each player activates every "
          "unit once")


def test_line_of_sight_is_drawn_from_two_places(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 16 draws it from the middle of the front edge, and the restated list below it from
    # the middle of the unit; the magic (p. 19) and shooting (p. 20) copies follow the rule.
    # Range (pp. 16, 17, 19) and the other line-of-sight fields agree everywhere (the other
    # two findings are Death's Harvest and the wheel, in test_procedure_findings).
    every = {f.id: f for f in check_restatements(rules)}
    assert set(every) == {"restatement:line of sight:drawn from", *OTHERS}
    found = every["restatement:line of sight:drawn from"]
    assert found.id == "restatement:line of sight:drawn from"
    assert found.kind is Kind.CONFLICT
    assert "'centre of the acting unit' (p. 16, Line of Sight (restated list))" in found.message
    pages = sorted(c.split(", ")[1] for c in found.cited)
    assert pages == ["p. 16", "p. 16", "p. 19", "p. 20"]


def test_a_planted_range_printing_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    planted = with_field(rules, restatements=replace_where(
        rules.restatements,
        lambda r: r.topic == "range to a target" and r.field == "measured to"
        and r.cite.page == 19,
        lambda r: with_field(r, value="centre of the target unit")))
    found = {f.id for f in check_restatements(planted)}
    assert found == {"restatement:line of sight:drawn from",
                     "restatement:range to a target:measured to", *OTHERS}


def test_the_void_marker_has_one_size(rules) -> None:  # type: ignore[no-untyped-def]
    # Void of Nebularis (p. 31): at most 20mm; every marker (p. 9): 20 to 40mm. Only 20 fits.
    # The Objective Markers' own 20 to 40mm (p. 38) leave a range.
    (found,) = check_single_values(rules)
    assert found.id == "bounds:Void marker:marker diameter in mm"
    assert found.kind is Kind.ONE_POINT and "a single value, 20" in found.message
    assert [c.split(", ")[1] for c in found.cited] == ["p. 31", "p. 9"]


def test_a_void_marker_cap_above_the_floor_leaves_a_range(rules) -> None:  # type: ignore[no-untyped-def]
    wider = with_field(rules, printed_bounds=replace_where(
        rules.printed_bounds, lambda b: b.applies_to == "Void marker",
        lambda b: with_field(b, high=25)))
    assert check_single_values(wider) == []


def test_force_of_will_is_printed_five_times_alike(rules) -> None:  # type: ignore[no-untyped-def]
    # pp. 15 (attacking), 19 (magic), 20 (shooting), 25 (combat) and 28 (Fortune): after the
    # roll, any number of Mercury Tokens and Fortune cards, one die re-rolled for each.
    pages = sorted(r.cite.page for r in rules.restatements
                   if r.topic == "Force of Will" and r.field == "each token or card buys")
    assert pages == [15, 19, 20, 25, 28]
    planted = with_field(rules, restatements=replace_where(
        rules.restatements,
        lambda r: r.topic == "Force of Will" and r.field == "paid with" and r.cite.page == 28,
        lambda r: with_field(r, value="Fortune cards only")))
    found = {f.id: f for f in check_restatements(planted)}
    assert set(found) == {"restatement:Force of Will:paid with",
                          "restatement:line of sight:drawn from", *OTHERS}
    assert len(found["restatement:Force of Will:paid with"].cited) == 5


def test_the_quick_reference_joins_death_s_harvest_conflict(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 70 lists Death's Harvest (b) before Remove Broken Units (c): a third timing.
    found = {f.id: f for f in check_restatements(rules)}
    timing = found["restatement:Death's Harvest reward:when taken"]
    assert "before the Broken units are removed' (p. 70, Quick Reference" in timing.message
    assert sorted(c.split(", ")[1] for c in timing.cited) == [
        "p. 18", "p. 19", "p. 25", "p. 28", "p. 70"]


def test_the_quick_reference_restates_the_doom_phase(rules) -> None:  # type: ignore[no-untyped-def]
    # Panic reaches 8 inches on p. 18, p. 25 and p. 70; Distracted comes off every unit at
    # the end of the Doom Phase on pp. 18, 22, 25 and 70.
    def pages(topic: str, field: str, value: str) -> list[int | None]:
        return sorted(r.cite.page for r in rules.restatements
                      if r.topic == topic and r.field == field and r.value == value)
    assert pages("Panic", "reach", "8 inches") == [18, 25, 70]
    assert pages("losing Distracted", "when", "end of the Doom Phase") == [18, 22, 25, 70]
    planted = with_field(rules, restatements=replace_where(
        rules.restatements,
        lambda r: r.topic == "Panic" and r.field == "reach" and r.cite.page == 70,
        lambda r: with_field(r, value="6 inches")))
    assert "restatement:Panic:reach" in {f.id for f in check_restatements(planted)}


def test_death_s_harvest_has_one_actor_in_every_printing(rules) -> None:  # type: ignore[no-untyped-def]
    # Each player takes the reward on p. 18, p. 25 and p. 70; a printing giving it to the
    # First Player alone is a conflict of actors.
    from rulesref_verify.graphs import check_sequence_printings

    before = {f.id for f in check_sequence_printings(rules)}
    assert not any(i.startswith("sequence:actor:") for i in before)

    def first_player_harvests(seq):  # type: ignore[no-untyped-def]
        return with_field(seq, steps=replace_where(
            seq.steps, lambda s: s.name == "Death’s Harvest",
            lambda s: with_field(s, actor="the First Player")))

    planted = with_field(rules, sequences=replace_where(
        rules.sequences, lambda s: s.id == "doom_phase" and s.printing == "quick reference",
        first_player_harvests))
    found = {f.id: f for f in check_sequence_printings(planted)}
    actor = found["sequence:actor:doom_phase:quick reference:Death’s Harvest"]
    assert actor.kind is Kind.CONFLICT
    assert "by each player in the core rules" in actor.message
    assert "by the First Player in the quick reference" in actor.message
    assert set(found) - before == {"sequence:actor:doom_phase:quick reference:Death’s Harvest"}


def test_chaos_of_war_takes_one_or_d3_battlefield_results(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 42: the chapter's opening has a player take one (or more) Battlefield result, the
    # table's heading just below has D3 (or more), and so has step 2 of the pre-game sequence
    # (p. 37); all three allow more
    found = {f.id: f for f in check_restatements(rules)}
    count = found["restatement:Battlefield results in a Chaos of War game:fewest taken"]
    assert count.kind is Kind.CONFLICT
    assert "'1' (p. 42, Chaos of War (chapter opening)); 'D3'" in count.message
    assert sorted(c.split(", ", 1)[1] for c in count.cited) == [
        "p. 37, Set Up Battlefield (pre-game sequence)",
        "p. 42, Battlefield Table (table heading)", "p. 42, Chaos of War (chapter opening)"]
    assert "restatement:Battlefield results in a Chaos of War game:more allowed" not in found


def test_the_quick_reference_gives_every_phase_the_movement_activations(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 18 has each player activate every unit once in the Movement Phase only; the quick
    # reference (after p. 69) says it of every phase
    found = {f.id: f for f in check_restatements(rules)}
    about = found["restatement:battle round activations:phases where each player activates "
                  "every unit once"]
    assert [c.split(", ", 1)[1] for c in about.cited] == [
        "p. 18, Battle Round Structure (core rules)", "p. 70, Quick Reference (quick reference)"]
    assert "'the Movement Phase'" in about.message and "'every phase'" in about.message


def test_scenario_solo_and_designer_printings_agree_with_the_core(rules) -> None:  # type: ignore[no-untyped-def]
    # Read by hand: five rounds on p. 19, in two Twists (p. 45) and the solo rules (p. 51);
    # the deployment zone 8" from the centreline on p. 37, in three Deployment results
    # (p. 43) and the solo set-up (p. 50); Wizards cast on pp. 18, 19 (twice) and 67; the
    # designer's notes let engaged units manoeuvre (p. 61) as the Disengaging rule does (p. 23).
    def pages(topic: str, field: str, value: str) -> list[int | None]:
        return sorted(r.cite.page for r in rules.restatements
                      if r.topic == topic and r.field == field and r.value == value)
    assert pages("game length", "battle rounds in a usual game", "5") == [19, 45, 45, 51]
    assert pages("deployment zone", "usual distance from the centreline",
                 "8 inches") == [37, 43, 43, 43, 50]
    assert pages("casting spells", "who may cast",
                 "units with the Wizard keyword") == [18, 19, 19, 67]
    assert pages("engaged units moving",
                 "an engaged unit may manoeuvre in its Movement activation", "yes") == [23, 61]
    found = {f.id for f in check_restatements(rules)}
    assert found == {"restatement:line of sight:drawn from", *OTHERS}
    planted = with_field(rules, restatements=replace_where(
        rules.restatements,
        lambda r: r.topic == "deployment zone" and r.cite.page == 50,
        lambda r: with_field(r, value="12 inches")))
    moved = {f.id: f for f in check_restatements(planted)}
    zone = moved["restatement:deployment zone:usual distance from the centreline"]
    assert zone.kind is Kind.CONFLICT and len(zone.cited) == 5
    assert "'12 inches' (p. 50, Deploying His Army (solo))" in zone.message
