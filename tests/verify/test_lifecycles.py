"""The engine's one lifecycle check, for every installed ruleset that runs it: the shipped
data passes (what it finds, the errata acknowledge), and a planted fault (a granted status
whose every end is taken away, a status rule for something nothing grants) makes it fire."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from rulesref.core import registry
from rulesref.core.names import fold
from rulesref.core.sequences import StatusRule
from rulesref_verify.errata import load_register
from rulesref_verify.lifecycles import check_lifecycles, lifecycles

USING = [r for r in registry.rulesets() if check_lifecycles in r.load_checks()]


def _ids(found: list[Any]) -> set[str]:
    return {f.id for f in found}


def _without_ends(rules: Any, status: str) -> Any:
    """``rules`` with no step removing ``status`` and no status rule for it."""
    def drop(names: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(n for n in names if fold(n).rstrip("s") != fold(status).rstrip("s"))

    sequences = tuple(dataclasses.replace(seq, steps=tuple(
        dataclasses.replace(step, removes=drop(step.removes)) for step in seq.steps))
        for seq in rules.sequences)
    structure = dataclasses.replace(rules.structure, status_rules=tuple(
        r for r in rules.structure.status_rules if r.status in drop((r.status,))))
    return dataclasses.replace(rules, sequences=sequences, structure=structure)


def test_every_ruleset_runs_the_one_check() -> None:
    assert {r.name for r in USING} == set(registry.names())


@pytest.mark.parametrize("ruleset", USING, ids=[r.name for r in USING])
def test_the_shipped_data_passes(ruleset: registry.Ruleset) -> None:
    # what the check finds in a shipped book is a fault of the book its errata acknowledge
    register = load_register(ruleset.errata, str(ruleset.errata))
    assert _ids(check_lifecycles(ruleset.load())) <= {e.id for e in register.entries}


@pytest.mark.parametrize("ruleset", USING, ids=[r.name for r in USING])
def test_a_status_with_no_end_fires(ruleset: registry.Ruleset) -> None:
    rules = ruleset.load()
    # a status granted by a step (not only by a keyword), which some step or rule ends
    life = next(life for life in lifecycles(rules)
                if any(g != "keyword" for g in life.granted_by))
    found = check_lifecycles(_without_ends(rules, life.status))
    assert f"lifecycle:never-ends:{life.status}" in _ids(found)
    assert all(f.check == "check_lifecycles" for f in found)


@pytest.mark.parametrize("ruleset", USING, ids=[r.name for r in USING])
def test_a_rule_for_what_nothing_grants_fires(ruleset: registry.Ruleset) -> None:
    rules = ruleset.load()
    stray = StatusRule(status="Planted Status", ends="At the end of the turn.",
                       cite=rules.structure.cite)
    structure = dataclasses.replace(
        rules.structure, status_rules=(*rules.structure.status_rules, stray))
    found = check_lifecycles(dataclasses.replace(rules, structure=structure))
    shipped = _ids(check_lifecycles(rules))
    assert _ids(found) - shipped == {"lifecycle:rule-without-grant:Planted Status"}


@pytest.mark.parametrize("ruleset", USING, ids=[r.name for r in USING])
def test_a_removal_of_what_nothing_grants_fires(ruleset: registry.Ruleset) -> None:
    rules = ruleset.load()
    seq = next(s for s in rules.sequences if s.canonical and any(
        not (st.substeps and st.substeps in {q.id for q in rules.sequences}) for st in s.steps))
    index = next(i for i, st in enumerate(seq.steps)
                 if not (st.substeps and st.substeps in {q.id for q in rules.sequences}))
    step = dataclasses.replace(seq.steps[index],
                               removes=(*seq.steps[index].removes, "Planted Token"))
    steps = (*seq.steps[:index], step, *seq.steps[index + 1:])
    sequences = tuple(dataclasses.replace(s, steps=steps) if s is seq else s
                      for s in rules.sequences)
    found = check_lifecycles(dataclasses.replace(rules, sequences=sequences))
    shipped = _ids(check_lifecycles(rules))
    assert _ids(found) - shipped == {"lifecycle:never-granted:Planted Token"}
