"""The token-holder check on a toy model: a rule that gives a unit a token only players hold,
or a player one only units hold, fires; rules that give each token to its holder are
silent, and so are tokens whose holder the book does not state."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.effects.frame import Scope
from rulesref.core.effects.numeric import Tokens
from rulesref.core.scenarios import PlayerTally
from rulesref.core.terms import Term
from rulesref_verify.findings import Kind
from rulesref_verify.holders import check_tally_holders, check_token_holders
from tests.verify.named import Rule

GOLD = Term(name="Gold", aliases=("Gold Coins",), summary="What players pay with.",
            held_by="player", cite=Citation(book="Toy", page=2, section="Gold"))
WOUND = Term(name="Wound", summary="Damage on a unit.", held_by="unit",
             cite=Citation(book="Toy", page=3, section="Wounds"))
SHRINE = Citation(book="Toy", page=8, section="Shrines")


@dataclass(frozen=True)
class Model:
    rules: tuple[Rule, ...]
    terms: tuple[Term, ...] = (GOLD, WOUND)


def test_tokens_given_to_their_holders_are_silent() -> None:
    tax = Rule("Tax", SHRINE, (Tokens(token="Gold Coins", op="place", scope=Scope.PLAYER),
                               Tokens(token="Wound", op="place", scope=Scope.TARGET),
                               Tokens(token="Favour", op="place", scope=Scope.SELF)))
    assert check_token_holders(Model((tax,))) == []


def test_a_token_given_to_the_other_kind_of_holder_fires() -> None:
    # plant the fault: a shrine gives a unit gold, and a curse wounds a player
    shrine = Rule("Shrine", SHRINE, (Tokens(token="Gold Coin", op="place",
                                            scope=Scope.ALL_UNITS),))
    curse = Rule("Curse", Citation(book="Toy", page=9, section="Curses"),
                 (Tokens(token="Wounds", op="place", scope=Scope.OPPONENT),))
    found = check_token_holders(Model((shrine, curse)))
    assert [(f.id, f.kind) for f in found] == [("holder:Gold:Shrine", Kind.CONFLICT),
                                               ("holder:Wound:Curse", Kind.CONFLICT)]
    assert found[0].cited == (str(SHRINE), str(GOLD.cite))
    assert found[0].message == (
        "Shrine has a unit gain Gold Coin, but the book says Gold Coin is held by a player, "
        "and the rule does not say whose Gold Coin it is: say whether the unit's player or "
        "the unit holds it")
    assert "Curse has a player gain Wounds" in found[1].message


def test_a_model_without_holders_finds_nothing() -> None:
    shrine = Rule("Shrine", SHRINE, (Tokens(token="Gold", op="place", scope=Scope.SELF),))
    assert check_token_holders(Model((shrine,), terms=())) == []
    assert check_token_holders(object()) == []


@dataclass(frozen=True)
class Ranked:
    player_tallies: tuple[PlayerTally, ...]
    terms: tuple[Term, ...] = (GOLD, WOUND)


ARENA = Citation(book="Toy", page=12, section="Arena")


def test_a_tally_of_unit_tokens_on_nobody_said_units_fires() -> None:
    # plant the fault: the arena's tie-break ranks players by the wounds on units near it
    tie = PlayerTally(by="Arena tie-break", counts="Wounds", on="units in the arena",
                      cite=ARENA)
    found = check_tally_holders(Ranked((tie,)))
    assert [(f.id, f.kind) for f in found] == [("tally:holder:Arena tie-break:Wound",
                                               Kind.MISSING)]
    assert found[0].cited == (str(ARENA), str(WOUND.cite))
    assert found[0].message.startswith(
        "Arena tie-break ranks the players by the Wounds on units in the arena, but the book "
        "says Wound is held by a unit, not a player, and the rule does not say whose units")


def test_tallies_that_say_whose_or_count_players_holdings_are_silent() -> None:
    own = PlayerTally(by="Arena", counts="Wound", on="units in the arena", whose="own",
                      cite=ARENA)
    dealt = PlayerTally(by="Arena", counts="Wound", on="units in the arena", whose="enemy",
                        cite=ARENA)
    purse = PlayerTally(by="Richest", counts="Gold", cite=ARENA)
    crowd = PlayerTally(by="Crowd", counts="units", on="units in the arena", cite=ARENA)
    unknown = PlayerTally(by="Glory", counts="Glory", on="units in the arena", cite=ARENA)
    assert check_tally_holders(Ranked((own, dealt, purse, crowd, unknown))) == []
    assert check_tally_holders(Ranked((own,), terms=())) == []
    assert check_tally_holders(object()) == []
