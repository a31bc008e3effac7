"""The allied-opponents check on a toy model: a rule that hands "the opponent" cards from a
deck whose hands each player keeps apart, in a variant with several players a side, fires
citing the rule, the variant and the passage that keeps the hands apart; a rule handing
something nobody keeps apart, one that hands it to its own player, and a variant of single
players are silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.effects.frame import Scope
from rulesref.core.effects.numeric import Cards, Tokens
from rulesref.core.scenarios import KeptApart, PlayVariant
from rulesref_verify.findings import Kind
from rulesref_verify.variant_turns import check_allied_opponents
from tests.verify.named import Rule

SIEGE = Citation(book="Toy", page=9, section="Allied Siege")
HANDS = Citation(book="Toy", page=10, section="Allied Hands")
OMENS = Citation(book="Toy", page=5, section="Omens")


def _allies(allied: bool = True) -> PlayVariant:
    return PlayVariant(id="allies", name="Allied Siege", players="four, two a side",
                       changes=(), allied_sides=allied,
                       kept_apart=(KeptApart(name="Omen", cite=HANDS),), cite=SIEGE)


@dataclass(frozen=True)
class Model:
    rules: tuple[Rule, ...]
    play_variants: tuple[PlayVariant, ...]


def test_cards_for_the_opponent_from_hands_kept_apart_fire() -> None:
    # plant the fault: a bad omen lets "the opponent" draw two Omen cards
    bad = Rule("Bad Omen", OMENS, (Cards(deck="Omen", op="draw", amount=2,
                                         scope=Scope.OPPONENT),))
    (found,) = check_allied_opponents(Model((bad,), (_allies(),)))
    assert (found.id, found.kind) == ("variant:opponent:allies:Bad Omen", Kind.MISSING)
    assert found.cited == (str(OMENS), str(SIEGE), str(HANDS))
    assert found.message == (
        "Bad Omen gives the opposing player Omen cards, but in Allied Siege a side may have "
        "several players (p. 9, Allied Siege) and each keeps their own Omen cards (p. 10, "
        "Allied Hands): say which opposing player receives them")


def test_shared_things_own_gifts_and_single_player_sides_are_silent() -> None:
    gold = Rule("Tribute", OMENS, (Tokens(token="Gold", op="place", scope=Scope.OPPONENT),))
    own = Rule("Good Omen", OMENS, (Cards(deck="Omen", op="draw", scope=Scope.PLAYER),))
    shown = Rule("Open Omen", OMENS, (Cards(deck="Omen", op="reveal",
                                            scope=Scope.OPPONENT),))
    assert check_allied_opponents(Model((gold, own, shown), (_allies(),))) == []
    bad = Rule("Bad Omen", OMENS, (Cards(deck="Omen", op="draw", scope=Scope.OPPONENT),))
    assert check_allied_opponents(Model((bad,), (_allies(allied=False),))) == []
    assert check_allied_opponents(object()) == []
