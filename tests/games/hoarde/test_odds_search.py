"""The HOARDE odds check against the plain way of asking z3 the same questions.

:func:`odds_check` first asks two untracked solvers (in a z3 context of their own) whether
the statements allow the recorded composition and no other, and finds the closest other
composition with bounded solves before z3's optimiser. The reference below does neither:
every statement tracked in one solver, the recorded composition proved in it, the closest
other composition by the optimiser alone. Both must give the same verdicts, the same
conflict, the same implied composition where it is forced and the same closest other one.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.games.hoarde.checks import odds_model
from rulesref.games.hoarde.checks.odds_encoding import OddsReadings, encode, odds_readings
from rulesref.games.hoarde.loading import load_uncached
from rulesref.games.hoarde.model import Claim, Hoarde
from rulesref_verify.findings import Verdict
from rulesref_verify.solver import prove, satisfiable
from tests.verify.mutate import with_field

RULES = load_uncached()

Answer = tuple[Verdict, tuple[str, ...], tuple[Any, ...], Verdict | None, tuple[Any, ...]]


def reference(rules: Hoarde, readings: OddsReadings) -> Answer:
    """(consistent, conflict, implied when forced, composition, closest other), the plain
    way."""
    import z3

    pairs, decks = encode(z3, rules, readings)
    pairs = odds_model._unique(pairs)
    solver = odds_model._solver(pairs)
    consistent = satisfiable(solver)
    if consistent is not Verdict.CONFIRMED:
        core = (odds_model._minimal_core(pairs, [str(c) for c in solver.unsat_core()])
                if consistent is Verdict.REFUTED else ())
        return consistent, core, (), None, ()
    implied = odds_model._shapes(solver.model(), decks)
    forced = prove(odds_model._recorded(z3, decks), solver)
    other = (odds_model._closest_by_optimiser(z3, pairs, decks)
             if forced.verdict is Verdict.REFUTED else ())
    if other is None:  # the optimiser stopped on a limit: no closest composition
        return consistent, (), (), Verdict.UNKNOWN, ()
    return (consistent, (), implied if forced.verdict is Verdict.CONFIRMED else (),
            forced.verdict, other)


def checked(rules: Hoarde, readings: OddsReadings) -> Answer:
    result = odds_model.odds_check(rules, readings)
    forced = result.composition is Verdict.CONFIRMED
    return (result.consistent, result.conflict, result.implied if forced else (),
            result.composition, result.alternative)


def _readings(count: str, likelihood: str, scope: str) -> OddsReadings:
    return (odds_readings(RULES).with_choice("winning-combinations-count", count)
            .with_choice("likelihood-basis", likelihood)
            .with_choice("copies-deck-scope", scope))


COMBINATIONS = list(itertools.product(["per-set", "distinct-hands"], ["per-set", "per-kind"],
                                      ["both-decks", "base-deck-only"]))


@pytest.mark.slow
@pytest.mark.parametrize(("count", "likelihood", "scope"), COMBINATIONS)
def test_every_reading_gives_the_reference_answer(count: str, likelihood: str,
                                                  scope: str) -> None:
    readings = _readings(count, likelihood, scope)
    assert checked(RULES, readings) == reference(RULES, readings)


def test_the_shipped_readings_give_the_reference_answer() -> None:
    readings = odds_readings(RULES)
    answer = checked(RULES, readings)
    assert answer == reference(RULES, readings)
    assert answer[3] is Verdict.CONFIRMED  # the recorded decks are the only ones
    assert answer[2] == odds_model.recorded_shapes(RULES)


def test_the_closest_other_composition_is_the_optimisers() -> None:
    readings = _readings("distinct-hands", "per-set", "both-decks")
    answer = checked(RULES, readings)
    assert answer == reference(RULES, readings)
    # one CHARACTER name more than recorded: the only composition one count away
    enchanted = answer[4][1]
    assert (enchanted.cards, enchanted.groups[-1].values, enchanted.groups[-1].copies) == (
        48, 6, 3)


NUMBERED = (Claim.WINNING_COMBINATIONS, Claim.COPIES_PER_VALUE, Claim.MARKED_CARDS)
_SHIPPED = [s.value for s in RULES.odds if s.claim in NUMBERED and s.value is not None]


def _tweaked(values: list[int]) -> Hoarde:
    """The shipped rules with the numbered odds statements given other numbers."""
    numbered = iter(values)
    odds = tuple(with_field(s, value=next(numbered))
                 if s.claim in NUMBERED and s.value is not None else s for s in RULES.odds)
    tweaked: Hoarde = with_field(RULES, odds=odds)
    return tweaked


@settings(max_examples=12)
@given(changes=st.lists(st.tuples(st.integers(0, len(_SHIPPED) - 1), st.integers(-2, 2)),
                        max_size=2),
       count=st.sampled_from(["per-set", "distinct-hands"]))
def test_only_the_recorded_composition_when_the_tracked_solver_says_so(
        changes: list[tuple[int, int]], count: str) -> None:
    import z3

    values = list(_SHIPPED)
    for index, delta in changes:
        values[index] = max(0, values[index] + delta)
    rules = _tweaked(values)
    pairs, decks = encode(z3, rules, _readings(count, "per-set", "both-decks"))
    pairs = odds_model._unique(pairs)
    solver = odds_model._solver(pairs)
    consistent = satisfiable(solver)
    implied = odds_model._shapes(solver.model(), decks) if consistent is Verdict.CONFIRMED \
        else ()
    forced = (prove(odds_model._recorded(z3, decks), solver).verdict
              if consistent is Verdict.CONFIRMED else None)
    assert Verdict.UNKNOWN not in (consistent, forced)
    only = odds_model._only_recorded(z3, pairs, decks)
    assert only == (implied if forced is Verdict.CONFIRMED else ())


@pytest.mark.parametrize("fixture", ["decks_tiny.yaml", "decks_two_copies.yaml"])
@pytest.mark.parametrize(("count", "likelihood", "scope"), COMBINATIONS)
def test_no_composition_counts_hands_twice_per_set_or_a_negative_number(
        tmp_path: Any, fixture: str, count: str, likelihood: str, scope: str) -> None:
    """Hands counted twice are a count: never below 0, and always 0 when combinations are
    counted per set (the example once read "-19 winning hands matching two ways")."""
    from tests.games.hoarde.helpers import rules_with

    rules = rules_with(tmp_path, fixture)
    readings = (odds_readings(rules).with_choice("winning-combinations-count", count)
                .with_choice("likelihood-basis", likelihood)
                .with_choice("copies-deck-scope", scope))
    result = odds_model.odds_check(rules, readings)
    shapes = [*result.implied, *result.alternative]
    for shape in shapes:
        assert shape.counted_twice >= 0, shape
        if count == "per-set":
            assert shape.counted_twice == 0, shape
