"""The allied-turns check on a toy model: a play variant that lets several players share a
side, while the round's steps are taken side by side in turn, is found (a missing rule)
naming each such step it leaves unchanged; a variant that says how allies share a step, a
variant of single players, and a round with no steps taken in turn are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.scenarios import PlayVariant, StepChange
from rulesref.core.sequences import Sequence, Step, TurnStructure
from rulesref_verify.findings import Kind
from rulesref_verify.runner import with_engine_checks
from rulesref_verify.variant_turns import check_allied_turns

CITE = Citation(book="Toy", page=2, section="Rounds")
TURNS = ("Attacker", "Defender")
ROUND = Sequence(id="round", name="Siege Round", printing="rules", cite=CITE, steps=(
    Step(name="March", summary="Each side marches in turn.", players=TURNS),
    Step(name="Storm", summary="Each side storms in turn.", players=TURNS),
    Step(name="Tally", summary="Both sides count losses.")))
FOUR = TurnStructure(round="round", rounds=4, cite=CITE)
ALLIES = PlayVariant(id="allies", name="Allied Siege", players="four, two a side",
                     changes=(), allied_sides=True, cite=Citation(book="Toy", page=9,
                                                                  section="Allied Siege"))


@dataclass(frozen=True)
class Model:
    play_variants: tuple[PlayVariant, ...]
    sequences: tuple[Sequence, ...] = (ROUND,)
    structure: TurnStructure = FOUR


def test_allies_sharing_a_side_without_a_rule_for_their_turns_are_found() -> None:
    (found,) = check_allied_turns(Model((ALLIES,)))
    assert (found.id, found.kind, found.key) == (
        "variant:allied-turns:allies", Kind.MISSING, "play_variants.allies")
    assert found.cited == ("Toy, p. 9, Allied Siege", str(CITE))
    assert dict(found.facts)["steps"] == '["March", "Storm"]'
    assert "in the March, Storm the sides take their parts in turn, Attacker, then " \
        "Defender" in found.message


def test_a_step_the_variant_changes_is_left_out_and_all_changed_is_silent() -> None:
    march = StepChange(op="change", sequence="round", step="March",
                       summary="Allies march one after the other.",
                       cite=Citation(book="Toy", page=9, section="Allied Siege"))
    storm = dataclasses.replace(march, step="Storm")
    (found,) = check_allied_turns(Model((dataclasses.replace(ALLIES, changes=(march,)),)))
    assert dict(found.facts)["steps"] == '["Storm"]'
    assert check_allied_turns(Model((dataclasses.replace(ALLIES, changes=(march, storm)),))) \
        == []


def test_single_players_or_no_steps_in_turn_are_silent() -> None:
    assert check_allied_turns(Model((dataclasses.replace(ALLIES, allied_sides=False),))) == []
    plain = dataclasses.replace(ROUND, steps=tuple(
        dataclasses.replace(s, players=()) for s in ROUND.steps))
    assert check_allied_turns(Model((ALLIES,), (plain,))) == []
    assert check_allied_turns(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_allied_turns in with_engine_checks(())


def test_steps_of_the_set_up_and_of_a_phase_a_round_step_details_are_found() -> None:
    # the Tally is detailed by its own sequence, whose count the sides take in turn, and
    # the set-up has the sides pick gates in turn; neither is changed by the variant
    setup_at = Citation(book="Toy", page=1, section="Setup")
    tally_at = Citation(book="Toy", page=4, section="Tally")
    setup = Sequence(id="setup", name="Setup", printing="rules", cite=setup_at, steps=(
        Step(name="Pick Gates", summary="Each side picks a gate in turn.", players=TURNS),))
    tally = Sequence(id="tally", name="Tally", printing="rules", cite=tally_at, steps=(
        Step(name="Count", summary="Each side counts in turn.", players=TURNS),))
    plain = dataclasses.replace(ROUND, steps=(
        Step(name="Tally", summary="Both sides count losses.", substeps="tally"),))
    structure = dataclasses.replace(FOUR, setup="setup")
    (found,) = check_allied_turns(Model((ALLIES,), (plain, setup, tally), structure))
    assert dict(found.facts)["steps"] == '["Count", "Pick Gates"]'
    assert found.cited == ("Toy, p. 9, Allied Siege", str(tally_at), str(setup_at))
    count = StepChange(op="change", sequence="tally", step="Count", summary="Allies count.",
                       cite=Citation(book="Toy", page=9, section="Allied Siege"))
    (found,) = check_allied_turns(Model((dataclasses.replace(ALLIES, changes=(count,)),),
                                        (plain, setup, tally), structure))
    assert dict(found.facts)["steps"] == '["Pick Gates"]'
