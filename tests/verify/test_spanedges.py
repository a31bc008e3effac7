"""The span-edge check on a toy model: a rule timed at a round's start, printed apart from
the passage that says what a round begins with, is found (a missing order) citing both; a
rule the book places before the round's first step, one at the other end, and one in
another span are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.spanedges import Edge, EdgeRule, PrintedEdge
from rulesref_verify.findings import Kind
from rulesref_verify.runner import with_engine_checks
from rulesref_verify.spanedges import check_edge_rules

ROUNDS = Citation(book="Toy", page=3, section="Rounds")
OMENS = Citation(book="Toy", page=8, section="Omens")
BEGINS = PrintedEdge(unit="round", edge=Edge.START, step="the Crown holder moving a gate",
                     cite=ROUNDS)
OMEN = EdgeRule(rule="Omen Cards", words="at the start of every round", unit="Round",
                edge=Edge.START, cite=OMENS)


@dataclass(frozen=True)
class Model:
    edge_rules: tuple[EdgeRule, ...]
    printed_edges: tuple[PrintedEdge, ...] = (BEGINS,)


def test_a_rule_at_the_start_the_book_never_orders_is_found() -> None:
    (found,) = check_edge_rules(Model((OMEN,)))
    assert (found.id, found.kind, found.key) == (
        "edge:unplaced:omen cards:round:start", Kind.MISSING, "edge_rules")
    assert found.cited == (str(OMENS), str(ROUNDS))
    assert "a round begins with the Crown holder moving a gate (p. 3, Rounds)" in found.message
    assert "comes before or after it" in found.message


def test_a_placed_rule_another_end_or_another_span_is_silent() -> None:
    placed = dataclasses.replace(OMEN, placed="before the Crown holder moves")
    assert check_edge_rules(Model((placed,))) == []
    assert check_edge_rules(Model((dataclasses.replace(OMEN, edge=Edge.END),))) == []
    assert check_edge_rules(Model((dataclasses.replace(OMEN, unit="turn"),))) == []
    assert check_edge_rules(Model((OMEN,), ())) == []
    assert check_edge_rules(object()) == []


def test_an_end_rule_against_what_the_span_ends_with_is_found() -> None:
    ends = dataclasses.replace(BEGINS, edge=Edge.END, step="the tally")
    (found,) = check_edge_rules(Model((dataclasses.replace(OMEN, edge=Edge.END),), (ends,)))
    assert "a round ends with the tally" in found.message
    assert found.id == "edge:unplaced:omen cards:round:end"


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_edge_rules in with_engine_checks(())
