"""The token-holder check on a toy model: a rule that gives a unit a token only players hold,
or a player one only units hold, fires; rules that give each token to its holder are
silent, and so are tokens whose holder the book does not state."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.effects.frame import Scope
from rulesref.core.effects.numeric import Tokens
from rulesref.core.terms import Term
from rulesref_verify.findings import Kind
from rulesref_verify.holders import check_token_holders
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
