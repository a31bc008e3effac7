"""The claim check on a toy model: a claim that nothing is ignored meets an effect that
ignores it, and a token one player must always hold meets rules that forbid every player to
hold it (z3 finds the state), and a worked example meets a counting rule that gives another
number; each fires only on the fault planted."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.claims import Claim, ClaimKind, Given
from rulesref.core.conditions import Condition, Predicate, Test
from rulesref.core.effects import Action, Ignore, Move, Scope
from rulesref.core.effects.targeting import Event, Trigger
from rulesref.core.matchups import Matchup
from rulesref.core.printings import PrintedFormula
from rulesref.core.sequences import EndCondition, Occurrence, Sequence, Step, TurnStructure
from rulesref_verify.claims import check_claims
from rulesref_verify.findings import Kind

CITE = Citation(book="Toy", page=3, section="Notes")
RULE_CITE = Citation(book="Toy", page=9, section="Relics")


@dataclass(frozen=True)
class Rule:
    name: str
    cite: Citation
    effects: tuple[object, ...]


@dataclass(frozen=True)
class Model:
    rules: tuple[Rule, ...]
    claims: tuple[Claim, ...]


NEVER = Claim(id="hexes-work", kind=ClaimKind.NEVER_IGNORED, subject="hex",
              says="Hexes always work.", cite=CITE)
HELD = Claim(id="crown-held", kind=ClaimKind.ALWAYS_HELD, subject="Crown",
             says="Someone always holds the Crown.", cite=CITE)


def test_an_effect_that_ignores_the_subject_contradicts_the_claim() -> None:
    ward = Rule("Ward", RULE_CITE, (Ignore(rule="hexes cast by enemies"),))
    other = Rule("Deaf", RULE_CITE, (Ignore(rule="orders shouted by allies"),))
    found = check_claims(Model((ward, other), (NEVER,)))
    assert [(f.id, f.kind) for f in found] == [("claim:hexes-work:Ward", Kind.CONFLICT)]
    assert found[0].cited == (str(CITE), str(RULE_CITE))
    assert check_claims(Model((other,), (NEVER,))) == []


def test_rules_that_keep_every_player_from_the_token_contradict_the_claim() -> None:
    curse = Rule("Curse", RULE_CITE, (Action(action="hold_token", token="Crown",
                                             allowed=False),))
    found = check_claims(Model((curse,), (HELD,)))
    assert [(f.id, f.kind) for f in found] == [("claim:crown-held", Kind.CONFLICT)]
    assert "player 1 has Curse; player 2 has Curse" in found[0].message
    # a rule that only allows holding it, or forbids another token, is no fault
    allow = Rule("Blessing", RULE_CITE, (Action(action="hold_token", token="Crown"),))
    other = Rule("Curse", RULE_CITE, (Action(action="hold_token", token="Sceptre",
                                             allowed=False),))
    assert check_claims(Model((allow, other), (HELD,))) == []


def test_a_model_without_claims_has_nothing_to_check() -> None:
    assert check_claims(Model((), ())) == []


PER_FULL = PrintedFormula(topic="gold from land", counts="acres held", per=100, amount=2,
                          cite=RULE_CITE)
PER_STARTED = PrintedFormula(topic="gold from land", counts="acres held", per=100, amount=2,
                             rounding="up", cite=Citation(book="Toy", page=2, section="Gold"))


@dataclass(frozen=True)
class Counted:
    claims: tuple[Claim, ...]
    printed_formulas: tuple[PrintedFormula, ...]


def example(result: float, acres: float = 250) -> Claim:
    return Claim(id="gold-example", kind=ClaimKind.WORKED_EXAMPLE, subject="Gold from Land",
                 says="250 acres give 4 gold.", cite=CITE,
                 given=(Given(quantity="acres held", value=acres),), result=result)


def test_a_worked_example_the_rule_does_not_give_contradicts_it() -> None:
    # worked by hand: 250 acres hold 2 full hundreds, 2 gold each: 4; started hundreds: 6
    assert check_claims(Counted((example(4),), (PER_FULL,))) == []
    (found,) = check_claims(Counted((example(5),), (PER_FULL,)))
    assert (found.id, found.kind) == ("claim:gold-example", Kind.CONFLICT)
    assert "gives 4 for 250 acres held (2 per full 100)" in found.message
    assert found.cited == (str(CITE), str(RULE_CITE))
    # a second printing that rounds up disagrees with the example too; both are cited
    (both,) = check_claims(Counted((example(4),), (PER_FULL, PER_STARTED)))
    assert "gives 6 for 250 acres" in both.message and len(both.cited) == 2
    (both,) = check_claims(Counted((example(5),), (PER_FULL, PER_STARTED)))
    assert len(both.cited) == 3


def test_a_printing_that_counts_something_else_is_not_compared() -> None:
    # a note counting the acres a player may claim (not given by the example) is silent
    claimable = PrintedFormula(topic="gold from land", counts="acres claimable", per=100,
                               cite=RULE_CITE)
    assert check_claims(Counted((example(4),), (PER_FULL, claimable))) == []


def test_an_example_of_no_printed_rule_is_inconclusive() -> None:
    (found,) = check_claims(Counted((example(4),), ()))
    assert found.inconclusive and found.kind is Kind.DATA


MATCH_CITE = Citation(book="Toy", page=12, section="Combat Table")


@dataclass(frozen=True)
class Matched:
    claims: tuple[Claim, ...]
    table: tuple[Matchup, ...]

    def matchups(self) -> tuple[Matchup, ...]:
        return self.table


def pike_table(against_horse: float) -> tuple[Matchup, ...]:
    return (Matchup(side="Pike", against="Horse", score=against_horse, cite=MATCH_CITE),
            Matchup(side="Pike", against="Foot", score=3 / 6, cite=MATCH_CITE),
            Matchup(side="Pike", against="Archers", score=2 / 6, cite=MATCH_CITE),
            Matchup(side="Horse", against="Pike", score=1 / 6, cite=MATCH_CITE))


BEST = Claim(id="pike-best-vs-horse", kind=ClaimKind.BEST_AGAINST, subject="Pike",
             against="Horse", says="Pikes excel against horse.", cite=CITE)
WORST = Claim(id="pike-worst-vs-archers", kind=ClaimKind.WORST_AGAINST, subject="pike",
              against="archers", says="Pikes struggle against archers.", cite=CITE)


def test_a_comparison_the_table_bears_out_is_silent() -> None:
    assert check_claims(Matched((BEST, WORST), pike_table(5 / 6))) == []


def test_a_best_against_claim_the_table_contradicts_fires_with_both_citations() -> None:
    found = check_claims(Matched((BEST, WORST), pike_table(3 / 6)))
    assert [(f.id, f.kind) for f in found] == [("claim:pike-best-vs-horse", Kind.CONFLICT)]
    assert found[0].cited == (str(CITE), str(MATCH_CITE))
    assert "against Foot 0.5" in found[0].message
    assert ("rivals", '["Foot 0.5"]') in found[0].facts


def test_a_worst_against_claim_the_table_contradicts_fires() -> None:
    found = check_claims(Matched((WORST,), pike_table(1 / 6)))
    assert [f.id for f in found] == ["claim:pike-worst-vs-archers"]
    assert found[0].cited == (str(CITE), str(MATCH_CITE))
    assert "as badly or worse against Horse 0.166667" in found[0].message


def test_a_comparison_the_model_cannot_make_is_a_gap_not_a_finding() -> None:
    stray = Claim(id="pike-vs-dragons", kind=ClaimKind.BEST_AGAINST, subject="Pike",
                  against="Dragons", says="Pikes excel against dragons.", cite=CITE)
    for model in (Matched((stray,), pike_table(5 / 6)), Counted((stray,), ())):
        found = check_claims(model)
        assert [(f.id, f.gap, f.inconclusive) for f in found] == [
            ("claim:pike-vs-dragons:unknown", True, False)]


ROUND = (
    Sequence(id="round", name="Round", printing="rules", cite=CITE, steps=(
        Step(name="March", summary="Units move."),
        Step(name="Reckoning", summary="Losses are settled.", substeps="reckoning"))),
    Sequence(id="reckoning", name="Reckoning", printing="rules", cite=CITE, steps=(
        Step(name="Count Losses", summary="Count."), Step(name="Clear Dead", summary="Clear."))),
)


@dataclass(frozen=True)
class Timed:
    rules: tuple[Rule, ...]
    claims: tuple[Claim, ...]
    sequences: tuple[Sequence, ...] = ROUND
    structure: TurnStructure | None = None


ONLY = Claim(id="dead-cleared-late", kind=ClaimKind.ONLY_DURING, subject="removal",
             within="Reckoning", matches=("how=remove_from_play", "scope!=markers"),
             says="The dead leave only at the reckoning.", cite=CITE)
CLEAR = Rule("Clearing", RULE_CITE, (Move(how="remove_from_play", at="Clear Dead"),))


def test_a_timing_claim_the_effects_keep_is_silent() -> None:
    # a step of the phase counts as the phase; a marker's removal is not what it is about
    marker = Rule("Flags", RULE_CITE, (Move(how="remove_from_play", at="March",
                                            scope=Scope.MARKERS),))
    assert check_claims(Timed((CLEAR, marker), (ONLY,))) == []


def test_an_effect_placed_outside_the_phase_contradicts_the_timing_claim() -> None:
    rout = Rule("Rout", Citation(book="Toy", page=7, section="Rout"),
                (Move(how="remove_from_play", at="March"),))
    found = check_claims(Timed((CLEAR, rout), (ONLY,)))
    assert [(f.id, f.kind, f.gap) for f in found] == [
        ("claim:dead-cleared-late:Rout", Kind.CONFLICT, False)]
    assert found[0].cited == (str(CITE), "Toy, p. 7, Rout")
    assert "places removal in March, outside Reckoning" in found[0].message


def test_an_effect_the_model_places_nowhere_is_a_gap() -> None:
    fall = Rule("Fall", RULE_CITE, (Move(how="remove_from_play",
                                         trigger=Trigger(event=Event.MOVED)),))
    found = check_claims(Timed((fall,), (ONLY,)))
    assert [(f.id, f.gap) for f in found] == [("claim:dead-cleared-late:Fall:unplaced", True)]
    # a trigger that names its phase places the effect
    placed = Rule("Fall", RULE_CITE, (Move(how="remove_from_play", trigger=Trigger(
        event=Event.MOVED, phase="March")),))
    assert [f.id for f in check_claims(Timed((placed,), (ONLY,)))] == [
        "claim:dead-cleared-late:Fall"]


def test_a_timing_claim_that_picks_no_effect_is_a_gap_not_a_pass() -> None:
    # no removal in the model at all, a misspelt field (with != it would pick every effect),
    # and a term with no '=': each leaves the claim about nothing, which is no pass
    march = Rule("March On", RULE_CITE, (Move(how="place", at="March"),))
    for terms in (ONLY.matches, ("how=remove_from_play", "scoep!=markers"), ("how",)):
        claim = dataclasses.replace(ONLY, matches=terms)
        rules = (march,) if terms == ONLY.matches else (CLEAR, march)
        found = check_claims(Timed(rules, (claim,)))
        assert [(f.id, f.gap, f.kind) for f in found] == [
            ("claim:dead-cleared-late:unmatched", True, Kind.DATA)]


MOVES_CITE = Citation(book="Toy", page=5, section="Marching")
REFORM_CITE = Citation(book="Toy", page=6, section="Clear Dead")


def round_where_units_move(*, in_march: bool) -> tuple[Sequence, ...]:
    """The toy round, with units moving in the reckoning's Clear Dead step and, when asked,
    in the March too."""
    march = Step(name="March", summary="Units move.", occurs=(
        Occurrence(event=Event.MOVED, cite=MOVES_CITE),) if in_march else ())
    clear = Step(name="Clear Dead", summary="Clear.", occurs=(
        Occurrence(event=Event.MOVED, cite=REFORM_CITE),))
    return (dataclasses.replace(ROUND[0], steps=(march, ROUND[0].steps[1])),
            dataclasses.replace(ROUND[1], steps=(ROUND[1].steps[0], clear)))


FALL = Rule("Fall", RULE_CITE, (Move(how="remove_from_play", trigger=Trigger(event=Event.MOVED)),))


def test_an_event_the_sequences_let_happen_outside_the_phase_contradicts_the_claim() -> None:
    found = check_claims(Timed((FALL,), (ONLY,), round_where_units_move(in_march=True)))
    assert [(f.id, f.kind, f.gap) for f in found] == [
        ("claim:dead-cleared-late:Fall", Kind.CONFLICT, False)]
    # the claim, the rule, and where the book lets units move outside the phase
    assert found[0].cited == (str(CITE), str(RULE_CITE), str(MOVES_CITE))
    assert "when a unit moves, which the rules let happen in March, outside Reckoning" \
        in found[0].message
    assert ("at", '["March"]') in found[0].facts


def test_an_event_that_happens_only_within_the_phase_keeps_the_claim() -> None:
    assert check_claims(Timed((FALL,), (ONLY,), round_where_units_move(in_march=False))) == []


def test_an_effect_at_the_games_end_is_placed_where_the_game_ends() -> None:
    ends = Rule("Stragglers", RULE_CITE, (Move(how="remove_from_play", trigger=Trigger(
        event=Event.GAME_ENDS, repeats="once")),))
    surrender = EndCondition(name="surrender", summary="Give up.", voluntary=True, cite=CITE)
    five = TurnStructure(round="round", rounds=5, end_conditions=(surrender,), cite=CITE)
    # the game ends at the close of the round's last step, Reckoning; a surrender is a
    # player's choice and places nothing
    assert check_claims(Timed((ends,), (ONLY,), structure=five)) == []
    # an end that play itself brings about in the March places the removal there
    rout = EndCondition(name="rout", summary="An army flees.", at="March",
                        cite=Citation(book="Toy", page=8, section="Rout"))
    found = check_claims(Timed((ends,), (ONLY,), structure=dataclasses.replace(
        five, end_conditions=(surrender, rout))))
    assert [f.id for f in found] == ["claim:dead-cleared-late:Stragglers"]
    assert found[0].cited == (str(CITE), str(RULE_CITE), "Toy, p. 8, Rout")
    assert "when the game ends, which the rules let happen in March" in found[0].message
    # without a turn structure the game's end is placed nowhere: a gap, not a pass
    assert [(f.id, f.gap) for f in check_claims(Timed((ends,), (ONLY,)))] == [
        ("claim:dead-cleared-late:Stragglers:unplaced", True)]


def test_a_chance_the_rounds_make_fall_contradicts_a_claim_that_it_rises() -> None:
    # plant the fault: the boon needs a D6 above the round number, so over four rounds its
    # chance goes 5/6, 2/3, 1/2, 1/3 (worked by hand), while the claim says it grows
    rises = Claim(id="boons-grow", kind=ClaimKind.CHANCE_RISES, subject="a boon",
                  matches=("action=reform",), says="Boons come more often late on.", cite=CITE)
    boon = Rule("Boon", RULE_CITE, (Action(action="reform", condition=Condition(
        all=(Test(pred=Predicate.ROUND_BELOW_ROLL),))),))
    four = TurnStructure(round="round", rounds=4, cite=CITE)
    found = check_claims(Timed((boon,), (rises,), structure=four))
    assert [(f.id, f.kind) for f in found] == [("claim:boons-grow:Boon", Kind.CONFLICT)]
    assert found[0].cited == (str(CITE), str(RULE_CITE))
    assert "falls over the game (round 1: 5/6, round 2: 2/3, round 3: 1/2, round 4: 1/3)" \
        in found[0].message
    # the same chance held to a claim that it falls is silent
    falls = dataclasses.replace(rises, kind=ClaimKind.CHANCE_FALLS)
    assert check_claims(Timed((boon,), (falls,), structure=four)) == []
    # the roll failing instead (the boon when the D6 does not beat the round) rises: silent
    late = Rule("Boon", RULE_CITE, (Action(action="reform", condition=Condition(
        none=(Test(pred=Predicate.ROUND_BELOW_ROLL),))),))
    assert check_claims(Timed((late,), (rises,), structure=four)) == []
    # two dice: 2D6 above 1 is certain, above 4 is 5/6 (30 of 36): falls, found
    two = Rule("Boon", RULE_CITE, (Action(action="reform", condition=Condition(
        all=(Test(pred=Predicate.ROUND_BELOW_ROLL, value=2),))),))
    found = check_claims(Timed((two,), (rises,), structure=four))
    assert "round 1: 1, round 2: 35/36, round 3: 11/12, round 4: 5/6" in found[0].message
    # a chance the rounds do not change contradicts a claim that it rises
    flat = Rule("Boon", RULE_CITE, (Action(action="reform"),))
    found = check_claims(Timed((flat,), (rises,), structure=four))
    assert "stays the same over the game" in found[0].message


def test_a_chance_the_model_cannot_count_round_by_round_is_a_gap() -> None:
    rises = Claim(id="boons-grow", kind=ClaimKind.CHANCE_RISES, subject="a boon",
                  matches=("action=reform",), says="Boons come more often late on.", cite=CITE)
    either = Rule("Boon", RULE_CITE, (Action(action="reform", condition=Condition(
        any=(Test(pred=Predicate.ROUND_BELOW_ROLL), Test(pred=Predicate.ENGAGED)))),))
    four = TurnStructure(round="round", rounds=4, cite=CITE)
    for model in (Timed((either,), (rises,), structure=four),
                  Timed((Rule("Boon", RULE_CITE, (Action(action="reform"),)),), (rises,))):
        assert [(f.id, f.gap) for f in check_claims(model)] == [
            ("claim:boons-grow:Boon:unknown", True)]
    assert [(f.id, f.gap) for f in check_claims(Timed((), (rises,), structure=four))] == [
        ("claim:boons-grow:unmatched", True)]
