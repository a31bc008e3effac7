"""The interaction check on small models: a status gained and lost by tests that one state
meets, with stats as the unit's keywords leave them; and an effect whose requirements
exclude each other. Each fault planted fires with both rules named; without it, silence.
The states are worked out by hand below."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.conditions import Condition, Predicate, Test
from rulesref.core.effects import BreakEffect, Duration, Forbid, Grant, Remove, Scope, StatEffect
from rulesref_verify.findings import Kind
from rulesref_verify.interactions import check_interactions

KW = Citation(book="Toy", page=5, section="Keywords")
RULE = Citation(book="Toy", page=2, section="Fear")

BELOW = Condition(all=(Test(pred=Predicate.TOKENS_BELOW_STAT, token="Fear", stat="nerve"),))
NOT_BELOW = Condition(none=BELOW.all)


@dataclass(frozen=True)
class Keyword:
    name: str
    cite: Citation
    effects: tuple[object, ...]
    traits: tuple[str, ...] = ()


@dataclass(frozen=True)
class UnitType:
    name: str
    cite: Citation
    nerve: int


@dataclass(frozen=True)
class Change:
    rounds: int


@dataclass(frozen=True)
class Structure:
    rounds: int
    round_changes: tuple[Change, ...] = ()


@dataclass(frozen=True)
class Model:
    keywords: tuple[Keyword, ...]
    game_rules: tuple[Keyword, ...] = ()
    unit_types: tuple[UnitType, ...] = ()
    structure: Structure | None = None


SHAKEN = Keyword("Shaken", KW, (Remove(keyword="Shaken", condition=BELOW),))
BECOMING = Keyword("Becoming Shaken", RULE, (Grant(keyword="Shaken", duration=Duration.WHILE,
                                                   condition=NOT_BELOW),))
UNITS = (UnitType("Guard", KW, 6), UnitType("Scout", KW, 4))


def _state(message: str) -> tuple[int, int]:
    """The Fear tokens and printed nerve of the state a finding gives."""
    fear = re.search(r"(\d+) Fear tokens", message)
    nerve = re.search(r"nerve (\d+) as printed", message)
    assert fear and nerve, message
    return int(fear.group(1)), int(nerve.group(1))


def _ids(model: Model) -> list[str]:
    return [f.id for f in check_interactions(model)]


def test_opposite_thresholds_never_flip() -> None:
    # gained at Fear >= nerve, lost at Fear < nerve: no state meets both
    assert _ids(Model((SHAKEN,), (BECOMING,), UNITS)) == []


def test_a_halved_threshold_flips_with_the_printed_stats() -> None:
    # Skittish: Shaken at half the nerve, rounded up. A Guard (nerve 6) with 3 Fear tokens
    # has reached half (3) and is still below 6; a Scout (4) with 2 likewise
    skittish = Keyword("Skittish", KW, (BreakEffect(threshold="half_stat_round_up",
                                                    status="Shaken", token="Fear",
                                                    stat="nerve"),))
    (found,) = check_interactions(Model((SHAKEN, skittish), (BECOMING,), UNITS))
    assert found.id == "interaction:flip:Shaken:Skittish:Shaken"
    assert found.kind is Kind.FLIP and found.cited == (str(KW),)
    fear, nerve = _state(found.message)
    # worked by hand: a flip needs half the nerve rounded up <= Fear < nerve, nerve 6 or 4
    assert nerve in (4, 6) and -(-nerve // 2) <= fear < nerve, found.message
    # the same keyword breaking at the full stat is no fault
    sturdy = Keyword("Skittish", KW, (BreakEffect(threshold="stat", status="Shaken",
                                                  token="Fear", stat="nerve"),))
    assert _ids(Model((SHAKEN, sturdy), (BECOMING,), UNITS)) == []


def test_a_status_that_changes_its_own_threshold_flips() -> None:
    # Shaken halves the nerve: a Guard gains it at 6 Fear tokens (nerve 6), then its nerve
    # is 3, so 6 is not fewer and it stays Shaken: no flip. Shaken adding 1 to nerve: gained
    # at 6, nerve 7, 6 < 7: lost at once, nerve 6 again, gained again
    halves = Keyword("Shaken", KW, (StatEffect(stat="nerve", op="halve"),
                                    Remove(keyword="Shaken", condition=BELOW)))
    assert _ids(Model((halves,), (BECOMING,), UNITS)) == []
    adds = Keyword("Shaken", KW, (StatEffect(stat="nerve", op="add", amount=1),
                                  Remove(keyword="Shaken", condition=BELOW)))
    (found,) = check_interactions(Model((adds,), (BECOMING,), UNITS))
    assert found.id == "interaction:flip:Shaken:Becoming Shaken:Shaken"
    assert found.cited == (str(RULE), str(KW))
    fear, nerve = _state(found.message)
    assert nerve in (4, 6) and fear == nerve, found.message  # nerve <= Fear < nerve + 1


def test_a_timed_loss_is_no_flip() -> None:
    # a loss at a moment of the round (the Rally step), not whenever it holds
    timed = Keyword("Shaken", KW, (Remove(keyword="Shaken", at="Rally"),))
    assert _ids(Model((timed,), (BECOMING,), UNITS)) == []


def test_requirements_one_rule_makes_exclusive() -> None:
    # engaged is an enemy within 0 inches, which is within 2
    charge = Keyword("Charge", KW, (Grant(keyword="Bold", condition=Condition(
        all=(Test(pred=Predicate.ENGAGED),),
        none=(Test(pred=Predicate.ENEMY_WITHIN, distance=2),))),))
    (found,) = check_interactions(Model((charge,)))
    assert found.id == "interaction:exclusive:Charge:grant"
    assert found.kind is Kind.EXCLUSIVE and found.cited == (str(KW),)
    assert "when engaged" in found.message and "when not enemy within 2" in found.message
    # within 2 of an enemy that is not in contact is possible
    fine = Keyword("Charge", KW, (Grant(keyword="Bold", condition=Condition(
        all=(Test(pred=Predicate.ENEMY_WITHIN, distance=2),),
        none=(Test(pred=Predicate.ENGAGED),))),))
    assert _ids(Model((fine,))) == []


def test_a_keyword_that_needs_its_holder_to_lack_it() -> None:
    lonely = Keyword("Lonely", KW, (Grant(keyword="Bold", condition=Condition(
        none=(Test(pred=Predicate.HAS_KEYWORD, keyword="Lonely"),))),))
    assert _ids(Model((lonely,))) == ["interaction:exclusive:Lonely:grant"]
    # applied to other units, the same condition is about them, not the holder
    aura = Keyword("Lonely", KW, (Grant(keyword="Bold", scope=Scope.FRIENDLY, condition=Condition(
        none=(Test(pred=Predicate.HAS_KEYWORD, keyword="Lonely"),))),))
    assert _ids(Model((aura,))) == []


def test_a_ban_by_trait_excludes_every_keyword_of_it() -> None:
    calm = Keyword("Calm", KW, (Forbid(trait="Fear"),))
    shaken = Keyword("Shaken", KW, (), traits=("Fear",))
    rally = Keyword("Rally", RULE, (Grant(keyword="Bold", requires=Condition(all=(
        Test(pred=Predicate.HAS_KEYWORD, keyword="Calm"),
        Test(pred=Predicate.HAS_KEYWORD, keyword="Shaken")))),))
    (found,) = check_interactions(Model((calm, shaken, rally)))
    assert found.cited == (str(RULE), str(KW)) and "Calm bans shaken" in found.message
    # the ban is cited as its rule's citation, whatever brackets the book's name holds
    edition = Citation(book="Toy (2nd edition)", page=5, section="Keywords (core)")
    (cited,) = check_interactions(Model((Keyword("Calm", edition, (Forbid(trait="Fear"),)),
                                         shaken, rally)))
    assert cited.cited == (str(RULE), str(edition))
    # a ban on buying alone does not keep another rule from giving it
    buying = Keyword("Calm", KW, (Forbid(trait="Fear", only_buying=True),))
    assert _ids(Model((buying, shaken, rally))) == []


def test_rounds_are_counted_in_the_games_length() -> None:
    # worked by hand: in a game of 4 rounds the last two are 3 and 4, so 'round 2 at most'
    # and 'one of the last two' never meet; if a change may end the game after 3 rounds,
    # round 2 is one of the last two, and both hold
    late = Keyword("Last Gasp", KW, (Grant(keyword="Bold", condition=Condition(all=(
        Test(pred=Predicate.ROUND_AT_MOST, value=2),
        Test(pred=Predicate.LAST_ROUNDS, value=2)))),))
    assert _ids(Model((late,), structure=Structure(4))) == [
        "interaction:exclusive:Last Gasp:grant"]
    assert _ids(Model((late,), structure=Structure(4, (Change(3),)))) == []
    assert _ids(Model((late,))) == []  # no length: nothing to tell


def test_a_model_without_effects_has_nothing_to_check() -> None:
    assert check_interactions(Model(())) == []
