"""The phase/state graph checks: pass or acknowledged on the shipped data, and each fires on a
mutation of it."""

from __future__ import annotations

from rulesref_verify import graphs
from tests.verify.mutate import replace_where, with_field


def ids(findings) -> set[str]:  # type: ignore[no-untyped-def]
    return {f.id for f in findings}


def _doom(rules, change):  # type: ignore[no-untyped-def]
    seqs = replace_where(rules.sequences,
                         lambda s: s.id == "doom_phase" and s.canonical, change)
    return with_field(rules, sequences=seqs)


def test_graph_shape(rules) -> None:  # type: ignore[no-untyped-def]
    graph = graphs.build_game_graph(rules)
    assert graphs.START in graph and graphs.END in graph
    assert "round: Doom Phase / Remove Broken Units" in graph
    assert graph.has_edge("round: Doom Phase / Ready Units", "round: Initiative Phase")
    labels = {label for _, _, d in graph.edges(data=True) for label in d["labels"]}
    assert "after round 5" in labels and "surrender" in labels


def test_shipped_reachability_and_lifecycles_pass(rules) -> None:  # type: ignore[no-untyped-def]
    assert graphs.check_reachability(rules) == []
    # the book never says when Outmaneuvered is lost (p. 24): the one lifecycle finding
    assert ids(graphs.check_lifecycles(rules)) == {"lifecycle:never-ends:Outmaneuvered"}
    assert graphs.check_round_changes(rules) == []


def test_shipped_printings_findings(rules) -> None:  # type: ignore[no-untyped-def]
    found = ids(graphs.check_sequence_printings(rules))
    assert "sequence:order:doom_phase:quick reference" in found
    assert "sequence:name:initiative_phase:quick reference:Press the Initiative" in found
    deps = ids(graphs.check_data_dependencies(rules))
    assert deps == {"sequence:dependency:doom_phase:quick reference:Death’s Harvest:"
                    "removed_broken_units"}


def test_swapping_dependent_steps_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    def swap(seq):  # type: ignore[no-untyped-def]
        steps = list(seq.steps)
        steps[1], steps[2] = steps[2], steps[1]
        return with_field(seq, steps=tuple(steps))

    found = ids(graphs.check_data_dependencies(_doom(rules, swap)))
    assert "sequence:dependency:doom_phase:core rules:Death’s Harvest:removed_broken_units" in found


def test_removing_the_step_that_clears_a_status_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    def drop(seq):  # type: ignore[no-untyped-def]
        return with_field(seq, steps=tuple(s for s in seq.steps if s.name != "Ready Units"))

    assert "lifecycle:never-ends:Distracted" in ids(graphs.check_lifecycles(_doom(rules, drop)))


def test_a_game_without_an_end_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    endless = with_field(rules, structure=with_field(rules.structure, rounds=None,
                                                     round_changes=()))
    found = graphs.check_reachability(endless)
    assert any(f.id.startswith("graph:endless-cycle:") for f in found)
    # surrender still ends it, but only by a player's choice: the check ignores it
    assert all("surrender" not in f.message for f in found)


def test_an_unreachable_step_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    broken = with_field(rules, structure=with_field(rules.structure, setup="no_such_sequence",
                                                    round="no_such_round", rounds=None))
    found = graphs.check_reachability(broken)
    assert any(f.id == "graph:dead-end:game start" for f in found)


def test_a_round_change_naming_a_missing_step_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    changes = replace_where(rules.structure.round_changes,
                            lambda c: "Desperate Fighting" in c.source,
                            lambda c: with_field(c, skips=("Panik",)))
    broken = with_field(rules, structure=with_field(rules.structure, round_changes=changes))
    assert "round-change:Twist: Desperate Fighting:Panik" in ids(
        graphs.check_round_changes(broken))


def test_skips_and_additions_appear_in_the_graph(rules) -> None:  # type: ignore[no-untyped-def]
    graph = graphs.build_game_graph(rules)
    assert graph.has_edge("round: Combat Phase / Place Doom", "round: Doom Phase")
    # Suspended Agony skips the whole Doom Phase: Place Doom leads straight to the next round
    assert graph.edges["round: Combat Phase / Place Doom", "round: Initiative Phase"][
        "kind"] == graphs.CHANGE
    # Desperate Fighting skips Panic: an edge around it
    assert graph.has_edge("round: Doom Phase", "round: Doom Phase / Remove Broken Units")
    added = [n for n in graph.nodes if "Extra Movement Phase" in n]
    assert len(added) == 2
