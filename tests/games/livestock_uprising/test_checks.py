"""The Livestock Uprising consistency checks: what they find in the shipped data, and each
firing on a small broken fixture."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from rulesref.core.sequences import Sequence, Step
from rulesref.games.livestock_uprising import checks
from rulesref.games.livestock_uprising.model import LivestockUprising
from rulesref_verify import graphs
from rulesref_verify.citations import check_citations
from rulesref_verify.findings import Finding, Kind
from rulesref_verify.lifecycles import check_lifecycles
from rulesref_verify.readings import check_readings, recorded_readings
from tests.games.livestock_uprising.helpers import with_fixture


@pytest.fixture(scope="module")
def rules() -> LivestockUprising:
    from rulesref.games import livestock_uprising

    return livestock_uprising.load()


def _ids(findings: list[Finding]) -> set[str]:
    return {f.id for f in findings}


def test_every_check_is_listed_and_ids_are_stable(rules: LivestockUprising) -> None:
    engine = {*graphs.CHECKS, check_readings, check_citations, checks.check_terms}
    own = [c for c in checks.CHECKS if c not in engine]
    assert len(own) == 6 and len(checks.CHECKS) == 6 + len(engine)
    for check in own:
        first, second = check(rules), check(rules)
        assert [f.id for f in first] == [f.id for f in second]
        assert len(_ids(first)) == len(first), check.__name__
        for finding in first:
            assert finding.id.startswith(finding.check + ".")
            assert finding.citation.startswith("Livestock Uprising, ")


def test_default_argument_loads_the_shipped_rules() -> None:
    assert _ids(checks.check_board()) == {"livestock.board.2p.rings"}


# ----------------------------------------------------------------- components


def test_components_shipped(rules: LivestockUprising) -> None:
    found = {f.id: f for f in checks.check_components(rules)}
    # Special Force names and tile backs are printed on the components themselves
    # (Marshaling Phase > Special Forces, Board Setup > Player Count): not book problems
    assert set(found) == {"livestock.components.troop_cards.copies"}
    # the split of the 50 Troop Cards by type is shown by the deck, not printed: the model
    # lacks it, so the check reports a gap in the model, not a fault of the book
    copies = found["livestock.components.troop_cards.copies"]
    assert copies.gap and not copies.inconclusive
    assert "the model does not hold how many cards there are of Sacrificial Sheep" in \
        copies.message


def _with_copies(rules: LivestockUprising, *each: int) -> LivestockUprising:
    troops = tuple(dataclasses.replace(t, copies=n) for t, n in zip(rules.troops, each,
                                                                    strict=True))
    return dataclasses.replace(rules, troops=troops)


def test_troop_copies_are_checked_when_the_model_holds_them(rules: LivestockUprising) -> None:
    # planted: the five types printed as 10 cards each, the 50 of the component list
    assert checks.check_components(_with_copies(rules, 10, 10, 10, 10, 10)) == []
    # planted fault: 12 + 10 + 10 + 10 + 9 = 51, against the 50 listed
    [miscount] = checks.check_components(_with_copies(rules, 12, 10, 10, 10, 9))
    assert miscount.id == "livestock.components.troop_cards.copies"
    assert miscount.kind is Kind.MISCOUNT and not miscount.gap
    assert "50 listed, but the troop types have 12 Sacrificial Sheep" in miscount.message
    assert "51 in all" in miscount.message
    assert miscount.cited == ("Livestock Uprising, Components",
                              "Livestock Uprising, Marshaling Phase > Troops")
    # one type still unknown: a gap again, naming only that type
    [gap] = checks.check_components(dataclasses.replace(rules, troops=(
        *_with_copies(rules, 12, 10, 10, 10, 9).troops[:4], rules.troops[4])))
    assert gap.gap and gap.message.endswith("there are of Ornery Oxen")


def test_components_on_cards_still_fire_when_the_cards_do_not_say(
        rules: LivestockUprising) -> None:
    from rulesref.games.livestock_uprising.model import Tally

    plain = tuple(dataclasses.replace(c, on_cards_cite=None) for c in rules.components)
    found = {f.id for f in checks.check_components(dataclasses.replace(rules, components=plain))}
    assert {"livestock.components.special_forces.cows", "livestock.components.special_forces.total",
            "livestock.components.board_tiles.backs"} <= found
    # more Special Forces named than a faction has is reported even though the cards carry
    # the names: planted, the Chickens' three named twice over
    doubled = dataclasses.replace(rules, special_forces=rules.special_forces * 2)
    assert "livestock.components.special_forces.chickens" in {
        f.id for f in checks.check_components(doubled)}
    assert Tally.SPECIAL_FORCES in next(c.tally for c in rules.components
                                        if c.name == "Special Force Cards")


def test_components_fire_on_bad_counts(tmp_path: Path) -> None:
    broken = with_fixture(tmp_path, "components", "components_count_invalid.yaml")
    found = {f.id: f for f in checks.check_components(broken)}
    kit = found["livestock.components.general_cards.kit"]
    assert "13 listed" in kit.message and "is 12" in kit.message
    assert kit.file == "components.yaml" and kit.key == "components[0].count"
    assert "4 dice" in found["livestock.components.dice.battle"].message


# ----------------------------------------------------------------- costs


def test_costs_shipped_agree(rules: LivestockUprising) -> None:
    assert checks.check_costs(rules) == []


def test_costs_fire_on_a_different_printing(tmp_path: Path) -> None:
    broken = with_fixture(tmp_path, "recruitment_cards", "recruitment_cards_cost_invalid.yaml")
    found = {f.id: f for f in checks.check_costs(broken)}
    assert set(found) == {"livestock.costs.dynamite_donkey.mismatch",
                          "livestock.costs.grumpy_goose.unknown"}
    assert "1 Grass, 2 Hay in the model but 2 Grass, 2 Hay" in found[
        "livestock.costs.dynamite_donkey.mismatch"].message


# ----------------------------------------------------------------- limits


def test_limits_shipped_agree(rules: LivestockUprising) -> None:
    assert checks.check_limits(rules) == []


def test_limits_fire_when_transfer_disagrees(tmp_path: Path) -> None:
    broken = with_fixture(tmp_path, "army_rules", "army_rules_transfer_invalid.yaml")
    assert _ids(checks.check_limits(broken)) == {"livestock.limits.transfer"}


# ----------------------------------------------------------------- board


def test_board_shipped_two_player_ring(rules: LivestockUprising) -> None:
    [finding] = checks.check_board(rules)
    assert finding.id == "livestock.board.2p.rings"
    assert "1 ring(s)" in finding.message and "describes 2" in finding.message


def test_board_fires_on_uneven_rings(tmp_path: Path) -> None:
    broken = with_fixture(tmp_path, "board", "board_rings_invalid.yaml")
    found = _ids(checks.check_board(broken))
    assert "livestock.board.3p.rings" in found


# ----------------------------------------------------------------- terms


def test_terms_shipped(rules: LivestockUprising) -> None:
    # variants are the glossary's facts, not findings; the unexplained term is a reading
    assert checks.check_terms(rules) == [] and checks.check_citations(rules) == []
    varied = {t.name for t in rules.terms if t.aliases}
    assert {"Special Force Card", "Troop Recruitment Buy Card", "Special Forces Buy Card",
            "Army Token", "Marshaling Phase"} <= varied
    assert [t.name for t in rules.terms if not t.defined] == ["End Game"]
    assert "term:End Game" in {r.reading.id for r in recorded_readings(rules)}


def test_terms_fire_on_undefined_names_and_sections(tmp_path: Path) -> None:
    broken = with_fixture(tmp_path, "terms", "terms_missing_invalid.yaml")
    found = {f.id: f for f in (*checks.check_terms(broken), *checks.check_citations(broken))}
    assert set(found) == {
        "terms:undefined:Marshalling Phase",
        "terms:undefined:Troop Recruitment card",
        "terms:undefined:Special Forces Recruitment card",
        "terms:undefined:General token",
        "citations:section:super-army-formation",
    }
    phase = found["terms:undefined:Marshalling Phase"]
    assert (phase.file, phase.key) == ("sequences.yaml", "sequences[2].steps[2].name")
    assert found["citations:section:super-army-formation"].file == "terms.yaml"


# ----------------------------------------------------------------- readings


def test_readings_every_one_reported_as_a_reading(rules: LivestockUprising) -> None:
    assert checks.check_readings(rules) == []
    recorded = {r.reading.id: r.reading for r in recorded_readings(rules)}
    assert {r.id for r in rules.readings} <= set(recorded) and len(rules.readings) >= 15
    clash = recorded["super_army_auto_clash"]
    assert clash.kind.value == "silent" and str(clash.cite).endswith("Super Army Rules")
    assert clash.alternatives and clash.reading.startswith("The two automatic results")


def test_readings_fire_and_references_are_checked(tmp_path: Path) -> None:
    broken = with_fixture(tmp_path, "readings", "readings_extra_invalid.yaml")
    found = {f.id: f for f in checks.check_readings(broken)}
    assert "reading:unknown:super_army_auto_clash" in found
    assert "reading:unknown:super_army_unit_limit" in found
    assert found["reading:unknown:super_army_unit_limit"].key == "army_rules[5].reading"
    assert "tile_backs" not in {i.split(":")[-1] for i in found}  # recorded, never echoed


# ----------------------------------------------------------------- economy


def test_economy_shipped_is_left_to_the_cards(rules: LivestockUprising) -> None:
    # the harvest icons the text leaves out are printed on the Troop Cards (Harvest Phase >
    # Ability to Harvest), so an economy the text alone cannot decide is no finding
    assert checks.check_economy(rules) == []
    plain = tuple(dataclasses.replace(c, on_cards_cite=None) for c in rules.components)
    found = checks.check_economy(dataclasses.replace(rules, components=plain))
    assert _ids(found) == {"livestock.economy.corn", "livestock.economy.carrot",
                           "livestock.economy.apple"}
    # the harvest icons the text leaves out are named, with the open question
    assert all("cannot be decided" in f.message and not f.inconclusive for f in found)
    assert "Dynamite Donkey" in found[0].message


def test_economy_fires_when_nobody_harvests_hay(tmp_path: Path) -> None:
    broken = with_fixture(tmp_path, "troops", "troops_no_hay_invalid.yaml")
    found = {f.id: f for f in checks.check_economy(broken)}
    assert set(found) == {f"livestock.economy.{r}" for r in ("hay", "corn", "carrot", "apple")}
    assert not found["livestock.economy.hay"].inconclusive
    assert "Dynamite Donkey" in found["livestock.economy.hay"].message


# ----------------------------------------------------------------- state


def test_state_shipped_is_sound(rules: LivestockUprising) -> None:
    assert checks.check_state(rules) == []


def test_turn_graph_shape(rules: LivestockUprising) -> None:
    import networkx as nx

    graph = checks.turn_graph(rules)
    assert checks.END in nx.descendants(graph, checks.START)
    assert graph.has_edge(("turn", "Transfering Units"), ("turn", "Action Phase"))
    assert graph.has_edge(("board_setup", "Turn Order"), ("turn", "Action Phase"))
    assert not graph.has_edge(("board_setup", "Turn Order"), checks.END)
    assert ("super_army", "Draw Command Card") in graph


def test_state_graph_for_two_players(rules: LivestockUprising) -> None:
    graph = checks.state_graph(rules, 2)
    assert set(graph.successors((2, 0))) == {(1, 1)}
    assert set(graph.successors((1, 1))) == {(0, 2), (0, 1), (1, 0)}


def test_state_fires_when_nobody_can_be_eliminated(tmp_path: Path) -> None:
    broken = with_fixture(tmp_path, "state_changes", "state_changes_no_super_army_invalid.yaml")
    assert _ids(checks.check_state(broken)) == {
        "livestock.state.players.2.no_end", "livestock.state.players.3.no_end",
        "livestock.state.players.4.no_end"}


def _replace_step(rules: LivestockUprising, seq_id: str, step_name: str,
                  **changes: object) -> LivestockUprising:
    sequences = []
    for seq in rules.sequences:
        if seq.id == seq_id:
            steps = tuple(dataclasses.replace(s, **changes)  # type: ignore[arg-type]
                          if s.name == step_name else s
                          for s in seq.steps)
            seq = dataclasses.replace(seq, steps=steps)
        sequences.append(seq)
    return dataclasses.replace(rules, sequences=tuple(sequences))


def test_state_fires_on_an_unproduced_fact(rules: LivestockUprising) -> None:
    broken = _replace_step(rules, "marshaling_phase", "Troops",
                           uses=("resource_tokens", "armies", "wood"))
    assert _ids(checks.check_state(broken)) == {"livestock.state.fact.marshaling_phase.wood"}


def test_state_fires_on_a_status_that_never_ends(rules: LivestockUprising) -> None:
    broken = _replace_step(rules, "super_army", "Discard General Cards", removes=())
    assert _ids(check_lifecycles(broken)) == {"lifecycle:never-ends:General Card"}


def test_state_fires_on_a_dead_end_and_a_missing_sequence(rules: LivestockUprising) -> None:
    dead = Sequence(id="turn", name="Turn Order", printing="rules", cite=rules.structure.cite,
                    steps=(Step(name="Action Phase", summary="x", substeps="nowhere"),))
    structure = dataclasses.replace(rules.structure, end_conditions=())
    broken = dataclasses.replace(
        rules, structure=structure,
        sequences=(*(s for s in rules.sequences if s.id != "turn"), dead))
    found = _ids(checks.check_state(broken))
    assert "livestock.state.turn.no_end" in found
    assert "livestock.state.missing.nowhere" in found


def test_the_rings_finding_cites_both_board_rules() -> None:
    from rulesref_verify import formats
    from rulesref_verify.runner import run

    data = formats.report_json(run("livestock_uprising"))
    rings = next(f for f in data["findings"] if f["id"] == "livestock.board.2p.rings")
    assert rings["kind"] == "conflict"
    # the board-size table (Final Board) and the starting board the two sizes contradict
    assert rings["citations"] == ["Livestock Uprising, Board Setup > Final Board",
                                  "Livestock Uprising, Board Setup > Starting Board"]
