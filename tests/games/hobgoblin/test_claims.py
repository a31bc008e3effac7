"""The designer's notes on the three Orders (p. 59) as comparisons, held against the base
target table (p. 60) through the model's match-ups."""

from __future__ import annotations

from rulesref.games.hobgoblin import load
from rulesref.games.hobgoblin.model import Order
from rulesref_verify.claims import check_claims
from rulesref_verify.findings import Kind
from tests.verify.mutate import replace_where, with_field

ORDER_CLAIMS = {"close-order-strong-against-loose", "close-order-poor-against-free",
                "loose-order-poor-against-close", "loose-order-strong-against-free",
                "free-order-poor-against-loose", "free-order-strong-against-close"}


def test_the_matchups_are_the_base_table_as_chances_to_hit() -> None:
    # p. 60, by hand: Close hits Loose on 3+ (4 in 6), Free on 5+ (2 in 6), Close on 4+
    table = {(m.side, m.against): m.score for m in load().matchups()}
    assert len([k for k in table if k[0].endswith(" Order")]) == 9
    assert table["Close Order", "Loose Order"] == 4 / 6
    assert table["Close Order", "Free Order"] == 2 / 6
    assert table["Free Order", "Free Order"] == 3 / 6
    # p. 14, the chart's Artillery row, by hand: 4+ against Light Infantry, 6+ against Monster
    assert table["Artillery", "Light Infantry"] == 3 / 6
    assert table["Artillery", "Monster"] == 1 / 6


def test_artillery_is_not_best_against_monsters() -> None:
    # p. 14: the Artillery description calls it the ideal tool against monsters; the chart on
    # the same page gives Artillery 6+ against a Monster, its worst number (with Ranged
    # Infantry and Light Cavalry), and 4+ against Light Infantry and Artillery
    found = [f for f in check_claims(load()) if f.key == "artillery-against-monsters"]
    assert [(f.id, f.kind) for f in found] == [("claim:artillery-against-monsters",
                                                Kind.CONFLICT)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 14, Artillery", "p. 14, Target Number Chart (core rules)"]
    assert "Artillery against Monster: 6+" in found[0].message
    assert "Light Infantry 4+" in found[0].message


def test_the_order_notes_agree_with_the_base_table() -> None:
    rules = load()
    assert {c.id for c in rules.claims} >= ORDER_CLAIMS
    found = [f for f in check_claims(rules) if f.key in ORDER_CLAIMS]
    assert found == []


def test_a_base_table_that_belied_a_note_would_be_found() -> None:
    # plant the fault: Close Order hits Loose Order on 5+, worse than it hits Close (4+)
    rules = load()
    logic = rules.hidden_logic
    cells = replace_where(
        logic.base_targets,
        lambda b: (b.attacker, b.defender) == (Order.CLOSE, Order.LOOSE),
        lambda b: with_field(b, target=5))
    mutant = with_field(rules, hidden_logic=with_field(logic, base_targets=cells))
    found = [f for f in check_claims(mutant) if f.key in ORDER_CLAIMS]
    assert sorted((f.id, f.kind) for f in found) == [
        ("claim:close-order-poor-against-free", Kind.CONFLICT),
        ("claim:close-order-strong-against-loose", Kind.CONFLICT)]
    strong = next(f for f in found if f.key == "close-order-strong-against-loose")
    assert [c.split(", ", 1)[1] for c in strong.cited] == [
        "p. 59, Close Order", "p. 60, How I Calculate the Target Numbers"]
    assert ("Close Order against Loose Order: 5+, yet it does as well or better against "
            "Close Order 4+") in strong.message


def test_a_unit_leaving_over_the_table_edge_contradicts_the_round_end_note() -> None:
    # p. 56: models are removed only at the end of the turn. Broken units go in the Doom
    # Phase's Remove Broken Units step (p. 18), which holds. A unit that ends a manoeuvre over
    # the table edge leaves play at once (p. 24), and units manoeuvre in the Movement Phase
    # (p. 22) as well as in the Doom Phase's Who's Next? (p. 25): the note is contradicted in
    # the Movement Phase only. A Sneaky unit still set aside when the game ends (p. 67) goes
    # when the fifth round closes with its Doom Phase (p. 19), which keeps the note.
    found = [f for f in check_claims(load()) if f.key == "units-removed-at-round-end"]
    assert [(f.id, f.kind, f.gap) for f in found] == [
        ("claim:units-removed-at-round-end:Leaving the play area", Kind.CONFLICT, False)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 56, Designer's Notes", "p. 24, Leaving the Play Area", "p. 22, Movement"]
    assert ("at", '["Movement Phase"]') in found[0].facts


def test_a_removal_placed_outside_the_doom_phase_would_be_found() -> None:
    # plant the fault: the Broken keyword removes its unit in the Movement Phase
    rules = load()
    keywords = replace_where(rules.keywords, lambda k: k.name == "Broken", lambda k: with_field(
        k, effects=tuple(with_field(e, at="Movement Phase")
                         if getattr(e, "how", None) == "remove_from_play" else e
                         for e in k.effects)))
    found = [f for f in check_claims(with_field(rules, keywords=keywords))
             if f.key == "units-removed-at-round-end" and not f.gap]
    assert [(f.id, f.kind) for f in found] == [
        ("claim:units-removed-at-round-end:Broken", Kind.CONFLICT),
        ("claim:units-removed-at-round-end:Leaving the play area", Kind.CONFLICT)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 56, Designer's Notes", "p. 65, Index of Keywords"]


def test_the_initiative_choice_thins_out_while_the_note_wants_it_to_grow() -> None:
    # p. 61: play should alternate predictably early and less so later; p. 18: the holder
    # chooses only on a D6 above the round number, so over five rounds 5/6, 4/6, 3/6, 2/6,
    # 1/6 (by hand): the choice falls away and late play is the forced hand-over
    found = [f for f in check_claims(load()) if f.key == "initiative-less-predictable-late"]
    assert [(f.id, f.kind) for f in found] == [
        ("claim:initiative-less-predictable-late:Initiative roll", Kind.CONFLICT)]
    assert ("round 1: 5/6, round 2: 2/3, round 3: 1/2, round 4: 1/3, round 5: 1/6"
            in found[0].message)
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 61, Designer's Notes", "p. 18, Initiative Phase"]
