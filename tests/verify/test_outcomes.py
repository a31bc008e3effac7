"""The modifier-endings check on a toy model: a champion who causes three wounds whenever it
attacks or defends, naming no ending, while a draw wounds nobody and the winner takes none,
is found (a conflict) naming the endings left open; a modifier that names its endings, or
one whose every ending already wounds, is silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.outcomes import EventModifier, OutcomeEvent
from rulesref_verify.findings import Kind
from rulesref_verify.outcomes import check_modifier_outcomes
from rulesref_verify.runner import with_engine_checks

ENDS_AT = Citation(book="Toy", page=5, section="Duels")
CHAMPION_AT = Citation(book="Toy", page=6, section="Champions")
ENDINGS = (OutcomeEvent(outcome="draw", event="wounds", cite=ENDS_AT),
           OutcomeEvent(outcome="challenger wins", event="wounds", side="defending",
                        amount=1, cite=ENDS_AT),
           OutcomeEvent(outcome="defender wins", event="Wounds", side="attacking", amount=1,
                        cite=ENDS_AT))
CHAMPION = EventModifier(rule="Champion's fury", holder="Champion",
                         sides=("attacking", "defending"), event="wounds", to="opponent",
                         amount=3, cite=CHAMPION_AT)


@dataclass(frozen=True)
class Model:
    event_modifiers: tuple[EventModifier, ...] = (CHAMPION,)
    outcome_events: tuple[OutcomeEvent, ...] = ENDINGS


def test_a_modifier_over_endings_with_nothing_to_change_is_found() -> None:
    (found,) = check_modifier_outcomes(Model())
    assert (found.id, found.kind, found.key) == ("modifier:endings:champion's fury",
                                                 Kind.CONFLICT, "event_modifiers")
    assert found.cited == (str(CHAMPION_AT), str(ENDS_AT))
    assert "(when it is attacking: 'draw', 'defender wins'; when it is defending: 'draw', " \
        "'challenger wins')" in found.message
    assert found.message.endswith("whether the 3 wounds fall there too (say which endings "
                                  "it applies to)")


def test_named_endings_or_endings_that_all_wound_are_silent() -> None:
    named = dataclasses.replace(CHAMPION, outcomes=("challenger wins",))
    assert check_modifier_outcomes(Model(event_modifiers=(named,))) == []
    # its own side's wounds: an attacking champion is wounded whenever the defender wins
    own = dataclasses.replace(CHAMPION, sides=("attacking",), to="holder")
    (found,) = check_modifier_outcomes(Model(event_modifiers=(own,)))
    assert "when it is attacking: 'draw', 'challenger wins')" in found.message
    bloody = (*ENDINGS[1:], OutcomeEvent(outcome="draw", event="wounds", side="defending",
                                         amount=1, cite=ENDS_AT))
    attacker = dataclasses.replace(CHAMPION, sides=("attacking",))
    (found,) = check_modifier_outcomes(Model((attacker,), bloody))
    assert "when it is attacking: 'defender wins')" in found.message
    every = (*bloody, OutcomeEvent(outcome="defender wins", event="wounds", side="defending",
                                   amount=1, cite=ENDS_AT))
    assert check_modifier_outcomes(Model((attacker,), every)) == []
    assert check_modifier_outcomes(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_modifier_outcomes in with_engine_checks(())
